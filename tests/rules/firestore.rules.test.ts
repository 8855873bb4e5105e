import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const account = (status: string) => ({ name: 'A', ownerUid: 'owner-a', status, usage: { companies: 2, invoicesThisMonth: 0, month: '' } });
const company = (status: string) => ({ name: 'C', taxId: 'B12345674', status, stats: { processed: 0 } });
const invoice = (companyId: string) => ({ companyId, number: 'F-1', total: 10, status: 'successful' });

function validBatch(overrides: Record<string, unknown> = {}) {
  return {
    companyId: COMPANY,
    fileCount: 2,
    succeeded: 0,
    failed: 0,
    pending: 2,
    exported: false,
    exportedAt: null,
    createdBy: 'owner-a',
    createdAt: Date.now(),
    ...overrides,
  };
}

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/owner-a'), { username: 'Owner', accountId: AGENCY, role: 'owner' });
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account('active'));
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), company('active'));
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), company('inactive'));
    await setDoc(doc(db, `accounts/${AGENCY}/invoices/inv-1`), invoice(COMPANY));
    await setDoc(doc(db, `accounts/${AGENCY}/invoices/inv-2`), invoice(OTHER_COMPANY));
    await setDoc(doc(db, `accounts/${AGENCY}/files/inv-1`), { companyId: COMPANY, name: 'a.pdf', deletedAt: null });
    await setDoc(doc(db, `accounts/${AGENCY}/batches/b-1`), validBatch());
    await setDoc(doc(db, `accounts/${AGENCY}/dailyStats/2026-11-21`), { processed: 3 });
    await setDoc(doc(db, 'faq/upload'), { en: { q: 'Q' }, es: { q: 'P' } });
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
  it('lets a user read their own profile and the administrator read any', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), 'users/owner-a')));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), 'users/owner-a')));
  });
  it("denies other users' profiles and signed-out reads", async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), 'users/owner-a')));
    await assertFails(getDoc(doc(as.client().firestore(), 'users/owner-a')));
    await assertFails(getDoc(doc(as.signedOut().firestore(), 'users/owner-a')));
  });
  it('lets a user change their name but never their account or role', async () => {
    await assertSucceeds(updateDoc(doc(as.owner().firestore(), 'users/owner-a'), { username: 'New' }));
    await assertFails(updateDoc(doc(as.owner().firestore(), 'users/owner-a'), { role: 'staff' }));
    await assertFails(updateDoc(doc(as.owner().firestore(), 'users/owner-a'), { accountId: OTHER_AGENCY }));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), 'users/owner-b'), { accountId: AGENCY }));
  });
});

describe('accounts/{a}', () => {
  it('lets its staff and the administrator read the account, never a client-company user (issue 13)', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `accounts/${AGENCY}`)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `accounts/${AGENCY}`)));
    await assertFails(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}`)));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), `accounts/${AGENCY}`)));
    await assertSucceeds(getDocs(collection(as.admin().firestore(), 'accounts')));
  });
  it('lets a member of an account awaiting approval read it (for the awaiting notice)', async () => {
    await env.clearFirestore();
    await seed('pending-approval');
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `accounts/${AGENCY}`)));
  });
  it('denies another agency, unverified emails, signed-out users and listing by members', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}`)));
    await assertFails(getDoc(doc(as.unverified().firestore(), `accounts/${AGENCY}`)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), `accounts/${AGENCY}`)));
    await assertFails(getDocs(collection(as.owner().firestore(), 'accounts')));
  });
  it('lets no client write the account (status and plan belong to functions)', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), `accounts/${AGENCY}`), { status: 'active' }));
    await assertFails(updateDoc(doc(as.admin().firestore(), `accounts/${AGENCY}`), { status: 'active' }));
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/new-agency`), account('active')));
  });
});

describe('accounts/{a}/companies/{c}', () => {
  const path = `accounts/${AGENCY}/companies/${COMPANY}`;
  it('lets staff read and list, a client its own company, and the administrator', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), path)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/companies`)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), path)));
  });
  it("denies another agency, another company's client, listing by a client, signed out", async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/companies/${OTHER_COMPANY}`)));
    await assertFails(getDocs(collection(as.client().firestore(), `accounts/${AGENCY}/companies`)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
    await assertFails(getDoc(doc(as.unverified().firestore(), path)));
  });
  it('keeps the data of an account that is not active closed', async () => {
    await env.clearFirestore();
    await seed('pending-approval');
    await assertFails(getDoc(doc(as.owner().firestore(), path)));
  });
  it('lets no client write counters', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { 'stats.processed': 100 }));
  });
});

// accounts/{a}/batches/{b}: tests/rules/uploads.rules.test.ts

describe('accounts/{a}/invoices/{i} and files/{f}', () => {
  it("lets staff read every invoice and a client its company's", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/invoices/inv-2`)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/invoices/inv-1`)));
    await assertSucceeds(
      getDocs(query(collection(as.client().firestore(), `accounts/${AGENCY}/invoices`), where('companyId', '==', COMPANY))),
    );
    await assertSucceeds(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/files/inv-1`)));
  });
  it("denies a client another company's invoices, another agency, signed out", async () => {
    await assertFails(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/invoices/inv-2`)));
    await assertFails(getDocs(collection(as.client().firestore(), `accounts/${AGENCY}/invoices`)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/invoices/inv-1`)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/files/inv-1`)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), `accounts/${AGENCY}/invoices/inv-1`)));
  });
  it('lets no client write an invoice or a file record, not even its own agency', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/invoices/new`), invoice(COMPANY)));
    await assertFails(updateDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/invoices/inv-1`), { total: 1 }));
    await assertFails(setDoc(doc(as.client().firestore(), `accounts/${AGENCY}/invoices/new`), invoice(COMPANY)));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/invoices/new`), invoice(COMPANY)));
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/files/new`), { companyId: COMPANY }));
  });
});

describe('accounts/{a}/dailyStats/{day}', () => {
  it('lets staff read the aggregates', async () => {
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `accounts/${AGENCY}/dailyStats/2026-11-21`)));
  });
  it('denies clients, other agencies and writes', async () => {
    await assertFails(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/dailyStats/2026-11-21`)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/dailyStats/2026-11-21`)));
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/dailyStats/2026-11-22`), { processed: 9 }));
  });
});

describe('faq/{id}', () => {
  it('is public to read', async () => {
    await assertSucceeds(getDoc(doc(as.signedOut().firestore(), 'faq/upload')));
  });
  it('is written by nobody but functions', async () => {
    await assertFails(setDoc(doc(as.admin().firestore(), 'faq/upload'), { en: {} }));
    await assertFails(setDoc(doc(as.owner().firestore(), 'faq/new'), { en: {} }));
  });
});
