/**
 * Rules of the account area (issue 4): profiles, the account document, notes to the
 * administrator, client-company app users, the mail queue and the administrator's
 * collection-group views. Each persona of support/rules-env.ts, an allowed and a denied case.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const profile = (accountId: string | null, role: string | null) => ({
  username: 'Lucía',
  email: 'owner@a.test',
  photoURL: null,
  language: null,
  accountId,
  role,
  companyId: null,
  createdAt: 1,
});
const account = (status: string) => ({ name: 'Agency A', ownerUid: 'owner-a', status, plan: null, usage: { companies: 0 } });
const note = { accountId: AGENCY, invoiceId: 'inv-1', companyId: COMPANY, text: 'QR unreadable', createdBy: 'owner-a', createdAt: 1, status: 'open' };

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/owner-a'), profile(AGENCY, 'owner'));
    await setDoc(doc(db, 'users/owner-b'), profile(OTHER_AGENCY, 'owner'));
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account('active'));
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { name: 'C', status: 'pending' });
    await setDoc(doc(db, `accounts/${AGENCY}/notes/n-1`), note);
    await setDoc(doc(db, `accounts/${AGENCY}/clientUsers/${COMPANY}`), { email: 'c@x.test', status: 'invited' });
    await setDoc(doc(db, 'mail/m-1'), { to: ['c@x.test'], message: { subject: 's', text: 't', html: 'h' } });
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seed();
});

describe('users/{uid}', () => {
  it('lets its user read it, also before verifying the address, and the administrator', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), 'users/owner-a')));
    await assertSucceeds(getDoc(doc(as.unverified().firestore(), 'users/owner-a')));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), 'users/owner-a')));
  });
  it('hides it from other users, client users, staff and signed-out visitors', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), 'users/owner-a')));
    await assertFails(getDoc(doc(as.client().firestore(), 'users/owner-a')));
    await assertFails(getDoc(doc(as.staff().firestore(), 'users/owner-a')));
    await assertFails(getDoc(doc(as.signedOut().firestore(), 'users/owner-a')));
    await assertFails(getDocs(collection(as.admin().firestore(), 'users')));
  });
  it('lets its verified user change name, photo and language within limits', async () => {
    const db = as.owner().firestore();
    await assertSucceeds(updateDoc(doc(db, 'users/owner-a'), { username: 'Lucía Pérez' }));
    await assertSucceeds(updateDoc(doc(db, 'users/owner-a'), { photoURL: 'https://storage.test/avatar?token=1', language: 'es' }));
    await assertSucceeds(updateDoc(doc(db, 'users/owner-a'), { photoURL: null }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { username: 'x'.repeat(50) }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { username: '   ' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { photoURL: 'javascript:alert(1)' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { language: 'fr' }));
  });
  it('refuses a name with control characters or a bidi override, and keeps ordinary ones (issue 13)', async () => {
    const db = as.owner().firestore();
    await assertSucceeds(updateDoc(doc(db, 'users/owner-a'), { username: 'Max Fix-Núñez 👩\u200D💻' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { username: 'Ana\u202Egpj.exe' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { username: 'Ana\r\nBcc: x' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { username: 'Ana\u200B' }));
  });
  it('never lets a user change its account, role or company, nor create or delete a profile', async () => {
    const db = as.owner().firestore();
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { role: 'staff' }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { accountId: OTHER_AGENCY }));
    await assertFails(updateDoc(doc(db, 'users/owner-a'), { companyId: COMPANY }));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), 'users/owner-b2'), profile(AGENCY, 'owner')));
    await assertFails(deleteDoc(doc(db, 'users/owner-a')));
  });
  it('takes a new email only when the ID token carries it (verified by Firebase Auth)', async () => {
    const verifiedNew = env.authenticatedContext('owner-a', { email_verified: true, email: 'new@a.test', accountId: AGENCY, role: 'owner' });
    await assertSucceeds(updateDoc(doc(verifiedNew.firestore(), 'users/owner-a'), { email: 'new@a.test' }));
    await assertFails(updateDoc(doc(verifiedNew.firestore(), 'users/owner-a'), { email: 'someone@else.test' }));
  });
  it('denies updates to unverified users, other users, the administrator and signed-out visitors', async () => {
    await assertFails(updateDoc(doc(as.unverified().firestore(), 'users/owner-a'), { username: 'X' }));
    await assertFails(updateDoc(doc(as.otherAgency().firestore(), 'users/owner-a'), { username: 'X' }));
    await assertFails(updateDoc(doc(as.client().firestore(), 'users/owner-a'), { username: 'X' }));
    await assertFails(updateDoc(doc(as.admin().firestore(), 'users/owner-a'), { username: 'X' }));
    await assertFails(updateDoc(doc(as.signedOut().firestore(), 'users/owner-a'), { username: 'X' }));
  });
});

describe('accounts/{a}: renaming the agency', () => {
  const path = `accounts/${AGENCY}`;
  it('lets the owner of an active account rename it', async () => {
    await assertSucceeds(updateDoc(doc(as.owner().firestore(), path), { name: 'Gestoría Norte SL' }));
  });
  it('refuses empty or long names and any other field', async () => {
    const db = as.owner().firestore();
    await assertFails(updateDoc(doc(db, path), { name: ' ' }));
    await assertFails(updateDoc(doc(db, path), { name: 'x'.repeat(101) }));
    await assertFails(updateDoc(doc(db, path), { name: 'Gestoría\r\nSubject: x' }));
    await assertFails(updateDoc(doc(db, path), { name: 'Gestoría\u202Eetron' }));
    await assertSucceeds(updateDoc(doc(db, path), { name: 'Xènia & Fox, S.L.' }));
    await assertFails(updateDoc(doc(db, path), { name: 'Ok', status: 'suspended' }));
    await assertFails(updateDoc(doc(db, path), { status: 'active' }));
    await assertFails(updateDoc(doc(db, path), { plan: { maxCompanies: 999, maxInvoicesPerMonth: 1, extraSlots: 0 } }));
    await assertFails(updateDoc(doc(db, path), { reportTime: '07:00' }));
  });
  it('refuses staff, client users, other agencies, the administrator, unverified and signed-out users', async () => {
    await assertFails(updateDoc(doc(as.staff().firestore(), path), { name: 'S' }));
    await assertFails(updateDoc(doc(as.client().firestore(), path), { name: 'C' }));
    await assertFails(updateDoc(doc(as.otherAgency().firestore(), path), { name: 'B' }));
    await assertFails(updateDoc(doc(as.admin().firestore(), path), { name: 'Admin' }));
    await assertFails(updateDoc(doc(as.unverified().firestore(), path), { name: 'U' }));
    await assertFails(updateDoc(doc(as.signedOut().firestore(), path), { name: 'O' }));
  });
  it('refuses the owner while the account awaits approval', async () => {
    await env.clearFirestore();
    await seed('pending-approval');
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { name: 'Early' }));
  });
  it('never lets anyone create or delete an account', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), 'accounts/new'), account('active')));
    await assertFails(setDoc(doc(as.admin().firestore(), 'accounts/new'), account('active')));
    await assertFails(deleteDoc(doc(as.owner().firestore(), path)));
  });
});

describe('accounts/{a}/summary/current (issue 13)', () => {
  const path = `accounts/${AGENCY}/summary/current`;
  const summary = { status: 'active', timeZone: 'Europe/Madrid', plan: { maxInvoicesPerMonth: 100 }, usage: { invoicesThisMonth: 3, month: '2026-11' } };
  beforeEach(async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), summary));
  });
  it('lets every member read it, the client-company user too, and the administrator', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), path)));
  });
  it('hides it from other agencies, unverified and signed-out users, and from listing', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.unverified().firestore(), path)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
    await assertFails(getDocs(collection(as.client().firestore(), `accounts/${AGENCY}/summary`)));
  });
  it('is written by the trigger only: no member or administrator changes the allowance', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { 'usage.invoicesThisMonth': 0 }));
    await assertFails(updateDoc(doc(as.client().firestore(), path), { 'usage.invoicesThisMonth': 0 }));
    await assertFails(setDoc(doc(as.admin().firestore(), path), summary));
    await assertFails(deleteDoc(doc(as.owner().firestore(), path)));
  });
});

describe('accounts/{a}/notes/{n}', () => {
  const path = `accounts/${AGENCY}/notes/n-1`;
  it("lets the agency's staff and the administrator read notes", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), path)));
    await assertSucceeds(getDocs(query(collection(as.staff().firestore(), `accounts/${AGENCY}/notes`), where('invoiceId', '==', 'inv-1'))));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), path)));
    await assertSucceeds(getDocs(query(collectionGroup(as.admin().firestore(), 'notes'), where('status', '==', 'open'))));
  });
  it('hides notes from client users, other agencies, unverified and signed-out users', async () => {
    await assertFails(getDoc(doc(as.client().firestore(), path)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.unverified().firestore(), path)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
    await assertFails(getDocs(query(collectionGroup(as.owner().firestore(), 'notes'), where('status', '==', 'open'))));
  });
  it('lets nobody write a note directly (the sendNote callable does)', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/notes/n-2`), note));
    await assertFails(setDoc(doc(as.client().firestore(), `accounts/${AGENCY}/notes/n-3`), note));
    await assertFails(updateDoc(doc(as.admin().firestore(), path), { status: 'resolved' }));
  });
});

describe('accounts/{a}/clientUsers/{c}', () => {
  const path = `accounts/${AGENCY}/clientUsers/${COMPANY}`;
  it('lets staff and the administrator see whether a client company user was invited', async () => {
    await assertSucceeds(getDoc(doc(as.staff().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), path)));
  });
  it('hides it from the client user, other agencies, signed-out users; nobody writes it', async () => {
    await assertFails(getDoc(doc(as.client().firestore(), path)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
    await assertFails(setDoc(doc(as.owner().firestore(), path), { email: 'me@x.test', status: 'invited' }));
  });
});

describe('companies across agencies (the administrator view)', () => {
  it('lets the administrator list pending companies of every agency', async () => {
    await assertSucceeds(getDocs(query(collectionGroup(as.admin().firestore(), 'companies'), where('status', '==', 'pending'))));
  });
  it('refuses the same query to agency users, client users and signed-out visitors', async () => {
    await assertFails(getDocs(query(collectionGroup(as.owner().firestore(), 'companies'), where('status', '==', 'pending'))));
    await assertFails(getDocs(query(collectionGroup(as.client().firestore(), 'companies'), where('status', '==', 'pending'))));
    await assertFails(getDocs(query(collectionGroup(as.signedOut().firestore(), 'companies'), where('status', '==', 'pending'))));
    const unverifiedAdmin = env.authenticatedContext('admin', { email_verified: false, admin: true });
    await assertFails(getDocs(query(collectionGroup(unverifiedAdmin.firestore(), 'companies'), where('status', '==', 'pending'))));
  });
});

describe('mail/{id}', () => {
  it('is closed to every client, the administrator included', async () => {
    await assertFails(getDoc(doc(as.admin().firestore(), 'mail/m-1')));
    await assertFails(getDoc(doc(as.owner().firestore(), 'mail/m-1')));
    await assertFails(setDoc(doc(as.owner().firestore(), 'mail/m-2'), { to: ['x@y.test'] }));
    await assertFails(setDoc(doc(as.signedOut().firestore(), 'mail/m-3'), { to: ['x@y.test'] }));
  });
});

describe('slowLane/{a} and its waiting files (issue 13)', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `slowLane/${AGENCY}`), { running: { f1: 1 }, updatedAt: 1 });
      await setDoc(doc(context.firestore(), `slowLane/${AGENCY}/waiting/f2`), { task: { fileId: 'f2' }, queuedAt: 1 });
    });
  });
  it('is closed to every client: the owner, staff, a client user, another agency, the administrator, signed-out users', async () => {
    for (const persona of [as.owner(), as.staff(), as.client(), as.otherAgency(), as.admin(), as.signedOut()]) {
      const db = persona.firestore();
      await assertFails(getDoc(doc(db, `slowLane/${AGENCY}`)));
      await assertFails(getDocs(collection(db, `slowLane/${AGENCY}/waiting`)));
      await assertFails(setDoc(doc(db, `slowLane/${AGENCY}`), { running: {} }));
      await assertFails(setDoc(doc(db, `slowLane/${AGENCY}/waiting/f3`), { queuedAt: 0 }));
      await assertFails(deleteDoc(doc(db, `slowLane/${AGENCY}/waiting/f2`)));
    }
  });
});
