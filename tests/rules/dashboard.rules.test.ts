import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, documentId, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const aggregate = `accounts/${AGENCY}/aggregates/companies`;
const dailyStats = `accounts/${AGENCY}/dailyStats`;
const account = (status: string) => ({ name: 'A', ownerUid: 'owner-a', status, usage: { companies: 0, invoicesThisMonth: 0, month: '' } });
const faqEntry = { order: 0, en: { question: 'Q', answer: 'A' }, es: { question: 'P', answer: 'R' }, updatedAt: 1 };

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account('active'));
    await setDoc(doc(db, aggregate), { active: 2, inactive: 1, pending: 0, updatedAt: 1 });
    await setDoc(doc(db, `${dailyStats}/2026-11-20`), { processed: 3, accurate: 2, withErrors: 1, savedSeconds: 300 });
    await setDoc(doc(db, `${dailyStats}/2026-11-21`), { processed: 1, accurate: 1, withErrors: 0, savedSeconds: 100 });
    await setDoc(doc(db, 'faq/upload-invoices'), faqEntry);
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

describe('accounts/{a}/aggregates/{name}', () => {
  it("lets the agency's staff read the company figures", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), aggregate)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), aggregate)));
  });

  it('keeps them from another agency, client users, the administrator, unverified and signed-out users', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), aggregate)));
    await assertFails(getDoc(doc(as.client().firestore(), aggregate)));
    await assertFails(getDoc(doc(as.admin().firestore(), aggregate)));
    await assertFails(getDoc(doc(as.unverified().firestore(), aggregate)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), aggregate)));
  });

  it('keeps them closed while the account awaits approval', async () => {
    await env.clearFirestore();
    await seed('pending-approval');
    await assertFails(getDoc(doc(as.owner().firestore(), aggregate)));
  });

  it('lets nobody write them: only the recount function does', async () => {
    const figures = { active: 99, inactive: 0, pending: 0, updatedAt: 2 };
    await assertFails(setDoc(doc(as.owner().firestore(), aggregate), figures));
    await assertFails(updateDoc(doc(as.staff().firestore(), aggregate), { active: 99 }));
    await assertFails(deleteDoc(doc(as.owner().firestore(), aggregate)));
    await assertFails(setDoc(doc(as.admin().firestore(), aggregate), figures));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), aggregate), figures));
    await assertFails(setDoc(doc(as.signedOut().firestore(), aggregate), figures));
  });
});

describe('the dashboard range query on accounts/{a}/dailyStats', () => {
  const range = (db: ReturnType<ReturnType<typeof as.owner>['firestore']>) =>
    getDocs(query(collection(db, dailyStats), where(documentId(), '>=', '2026-11-01'), where(documentId(), '<=', '2026-11-30')));

  it("is allowed to the agency's staff", async () => {
    await assertSucceeds(range(as.owner().firestore()));
    await assertSucceeds(range(as.staff().firestore()));
  });

  it('is denied to another agency, client users, the administrator, unverified and signed-out users', async () => {
    await assertFails(range(as.otherAgency().firestore()));
    await assertFails(range(as.client().firestore()));
    await assertFails(range(as.admin().firestore()));
    await assertFails(range(as.unverified().firestore()));
    await assertFails(range(as.signedOut().firestore()));
  });
});

describe('faq/{id}', () => {
  it('is readable by everyone, signed in or not, one entry or the ordered list', async () => {
    for (const persona of Object.values(as)) {
      await assertSucceeds(getDoc(doc(persona().firestore(), 'faq/upload-invoices')));
    }
    await assertSucceeds(getDocs(query(collection(as.signedOut().firestore(), 'faq'), orderBy('order'))));
  });

  it('is written by nobody but the seed, not even the administrator', async () => {
    await assertFails(setDoc(doc(as.admin().firestore(), 'faq/new-entry'), faqEntry));
    await assertFails(updateDoc(doc(as.owner().firestore(), 'faq/upload-invoices'), { order: 5 }));
    await assertFails(deleteDoc(doc(as.admin().firestore(), 'faq/upload-invoices')));
    await assertFails(setDoc(doc(as.signedOut().firestore(), 'faq/new-entry'), faqEntry));
  });
});
