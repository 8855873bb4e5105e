/**
 * Rules of the upload workflow: batches (the spec's reports), daily reports, export records,
 * and that no client writes an invoice, inside or outside its agency.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, query, collection, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const thisMonth = () => new Date().toISOString().slice(0, 7);
const plan = { maxCompanies: 5, maxInvoicesPerMonth: 100, extraSlots: 0 };

function account(overrides: Record<string, unknown> = {}) {
  return { name: 'A', status: 'active', plan, usage: { companies: 2, invoicesThisMonth: 10, month: thisMonth() }, ...overrides };
}

function batch(overrides: Record<string, unknown> = {}) {
  return {
    companyId: COMPANY,
    fileCount: 2,
    fileIds: ['f-1', 'f-2'],
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

const report = { day: '2026-03-10', counts: { processed: 1 }, items: [], confirmedAt: null, confirmedBy: null };

async function seed(accountOverrides: Record<string, unknown> = {}) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountOverrides));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account());
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { name: 'C', status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), { name: 'D', status: 'inactive' });
    await setDoc(doc(db, `accounts/${AGENCY}/batches/b-1`), batch());
    await setDoc(doc(db, `accounts/${AGENCY}/batches/b-other`), batch({ companyId: OTHER_COMPANY }));
    await setDoc(doc(db, `accounts/${AGENCY}/batches/b-1/outcomes/f-1`), { kind: 'invoice', code: null, at: 1 });
    await setDoc(doc(db, `accounts/${AGENCY}/dailyReports/20260310`), report);
    await setDoc(doc(db, `accounts/${AGENCY}/exports/e-1`), { companyId: COMPANY, fileName: 'x.xlsx' });
    await setDoc(doc(db, `accounts/${AGENCY}/invoices/inv-1`), { companyId: COMPANY, number: 'F-1', status: 'successful' });
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

const batches = `accounts/${AGENCY}/batches`;

describe('accounts/{a}/batches/{b}: create', () => {
  it('lets owner and staff create a well-formed batch for an active company', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${batches}/b-2`), batch()));
    await assertSucceeds(setDoc(doc(as.staff().firestore(), `${batches}/b-3`), batch({ createdBy: 'staff-a' })));
  });
  it('lets a client user create batches for its own company only', async () => {
    await assertSucceeds(setDoc(doc(as.client().firestore(), `${batches}/b-4`), batch({ createdBy: 'client-a1' })));
    await assertFails(
      setDoc(doc(as.client().firestore(), `${batches}/b-5`), batch({ createdBy: 'client-a1', companyId: OTHER_COMPANY })),
    );
  });
  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `${batches}/b-6`), batch({ createdBy: 'owner-b' })));
    await assertFails(setDoc(doc(as.admin().firestore(), `${batches}/b-7`), batch({ createdBy: 'admin' })));
    await assertFails(setDoc(doc(as.unverified().firestore(), `${batches}/b-8`), batch()));
    await assertFails(setDoc(doc(as.signedOut().firestore(), `${batches}/b-9`), batch()));
  });
  it('refuses forged counters, wrong file lists, inactive companies, other creators, old times and extra fields', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${batches}/x1`), batch({ succeeded: 1 })));
    await assertFails(setDoc(doc(db, `${batches}/x2`), batch({ pending: 5 })));
    await assertFails(setDoc(doc(db, `${batches}/x3`), batch({ fileCount: 51, pending: 51 })));
    await assertFails(setDoc(doc(db, `${batches}/x4`), batch({ fileIds: ['f-1'] })));
    await assertFails(setDoc(doc(db, `${batches}/x5`), batch({ fileIds: null })));
    await assertFails(setDoc(doc(db, `${batches}/x6`), batch({ companyId: OTHER_COMPANY })));
    await assertFails(setDoc(doc(db, `${batches}/x7`), batch({ createdBy: 'someone-else' })));
    await assertFails(setDoc(doc(db, `${batches}/x8`), batch({ createdAt: Date.now() - 3_600_000 })));
    await assertFails(setDoc(doc(db, `${batches}/x9`), batch({ failures: {} })));
    await assertFails(setDoc(doc(db, `${batches}/bad id`), batch()));
  });
  it('refuses a batch when the plan takes no more invoices this month', async () => {
    await env.clearFirestore();
    await seed({ usage: { companies: 2, invoicesThisMonth: 100, month: thisMonth() } });
    await assertFails(setDoc(doc(as.owner().firestore(), `${batches}/full`), batch()));
  });
  it("counts last month's usage as stale", async () => {
    await env.clearFirestore();
    await seed({ usage: { companies: 2, invoicesThisMonth: 100, month: '2000-01' } });
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${batches}/new-month`), batch()));
  });
  it('refuses a batch for an account without a plan', async () => {
    await env.clearFirestore();
    await seed({ plan: null });
    await assertFails(setDoc(doc(as.owner().firestore(), `${batches}/no-plan`), batch()));
  });
  it('refuses a batch when the account is not active', async () => {
    await env.clearFirestore();
    await seed({ status: 'suspended' });
    await assertFails(setDoc(doc(as.owner().firestore(), `${batches}/suspended`), batch()));
  });
});

describe('accounts/{a}/batches/{b}: read, update, delete', () => {
  it('lets staff read and list every batch, and a client its company batches', async () => {
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `${batches}/b-other`)));
    await assertSucceeds(getDocs(collection(as.owner().firestore(), batches)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), `${batches}/b-1`)));
    await assertSucceeds(getDocs(query(collection(as.client().firestore(), batches), where('companyId', '==', COMPANY))));
  });
  it('lets a client read a batch id that does not exist yet (the idempotent create reads first)', async () => {
    await assertSucceeds(getDoc(doc(as.client().firestore(), `${batches}/not-yet`)));
  });
  it("denies a client another company's batches, other agencies, the administrator, unverified, signed out", async () => {
    await assertFails(getDoc(doc(as.client().firestore(), `${batches}/b-other`)));
    await assertFails(getDocs(collection(as.client().firestore(), batches)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `${batches}/b-1`)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `${batches}/not-yet`)));
    await assertFails(getDoc(doc(as.admin().firestore(), `${batches}/b-1`)));
    await assertFails(getDoc(doc(as.unverified().firestore(), `${batches}/b-1`)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), `${batches}/b-1`)));
  });
  it('lets nobody update or delete a batch: counters, failures and exports belong to functions', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), `${batches}/b-1`), { succeeded: 2, pending: 0 }));
    await assertFails(updateDoc(doc(as.owner().firestore(), `${batches}/b-1`), { exported: true }));
    await assertFails(updateDoc(doc(as.client().firestore(), `${batches}/b-1`), { failed: 1 }));
    await assertFails(updateDoc(doc(as.admin().firestore(), `${batches}/b-1`), { failed: 1 }));
    await assertFails(deleteDoc(doc(as.owner().firestore(), `${batches}/b-1`)));
    await assertFails(setDoc(doc(as.owner().firestore(), `${batches}/b-1`), batch()));
  });
});

describe('accounts/{a}/batches/{b}/outcomes/{f}: marks of the pipeline', () => {
  const outcome = `${batches}/b-1/outcomes/f-1`;
  it('lets no one read, create, change or delete a file outcome: functions settle files', async () => {
    for (const persona of ['owner', 'staff', 'client', 'otherAgency', 'admin', 'signedOut'] as const) {
      const db = as[persona]().firestore();
      await assertFails(getDoc(doc(db, outcome)));
      await assertFails(getDocs(collection(db, `${batches}/b-1/outcomes`)));
      await assertFails(setDoc(doc(db, `${batches}/b-1/outcomes/f-2`), { kind: 'failure', code: 'upload/cancelled', at: 2 }));
      await assertFails(updateDoc(doc(db, outcome), { kind: 'failure' }));
      await assertFails(deleteDoc(doc(db, outcome)));
    }
  });
});

describe('accounts/{a}/dailyReports/{day}', () => {
  const path = `accounts/${AGENCY}/dailyReports/20260310`;
  const confirm = (uid: string, at = Date.now()) => ({ confirmedAt: at, confirmedBy: uid });
  it('lets staff read the reports', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), path)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/dailyReports`)));
  });
  it('denies clients, other agencies, the administrator, unverified and signed-out users', async () => {
    await assertFails(getDoc(doc(as.client().firestore(), path)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.admin().firestore(), path)));
    await assertFails(getDoc(doc(as.unverified().firestore(), path)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
  });
  it('lets staff confirm a report as themselves, now', async () => {
    await assertSucceeds(updateDoc(doc(as.owner().firestore(), path), confirm('owner-a')));
    await assertSucceeds(updateDoc(doc(as.staff().firestore(), path), confirm('staff-a')));
  });
  it('refuses other changes, confirming for someone else or at another time, and non-staff', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { ...confirm('owner-a'), items: [{ forged: true }] }));
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { counts: { processed: 99 } }));
    await assertFails(updateDoc(doc(as.owner().firestore(), path), confirm('staff-a')));
    await assertFails(updateDoc(doc(as.owner().firestore(), path), confirm('owner-a', Date.now() - 3_600_000)));
    await assertFails(updateDoc(doc(as.client().firestore(), path), confirm('client-a1')));
    await assertFails(updateDoc(doc(as.otherAgency().firestore(), path), confirm('owner-b')));
    await assertFails(updateDoc(doc(as.unverified().firestore(), path), confirm('owner-a')));
  });
  it('lets no client create or delete a report', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/dailyReports/20260311`), report));
    await assertFails(deleteDoc(doc(as.owner().firestore(), path)));
  });
});

describe('accounts/{a}/exports/{e}', () => {
  const path = `accounts/${AGENCY}/exports/e-1`;
  it('lets staff read export records', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), path)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), path)));
  });
  it('denies clients, other agencies, the administrator, unverified and signed-out users', async () => {
    await assertFails(getDoc(doc(as.client().firestore(), path)));
    await assertFails(getDoc(doc(as.otherAgency().firestore(), path)));
    await assertFails(getDoc(doc(as.admin().firestore(), path)));
    await assertFails(getDoc(doc(as.unverified().firestore(), path)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), path)));
  });
  it('lets nobody write them (the export callable does)', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/exports/e-2`), { companyId: COMPANY }));
    await assertFails(updateDoc(doc(as.owner().firestore(), path), { fileName: 'y' }));
  });
});

describe('invoices are written by functions only', () => {
  const invoice = { companyId: COMPANY, number: 'F-9', status: 'successful', exportedAt: null };
  it('denies a user of another agency writing an invoice of this agency', async () => {
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/invoices/forged`), invoice));
    await assertFails(updateDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/invoices/inv-1`), { total: 1 }));
    await assertFails(deleteDoc(doc(as.otherAgency().firestore(), `accounts/${AGENCY}/invoices/inv-1`)));
  });
  it("denies the agency's own users too, and marking an invoice exported", async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/invoices/forged`), invoice));
    await assertFails(updateDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/invoices/inv-1`), { exportedAt: Date.now() }));
    await assertFails(setDoc(doc(as.client().firestore(), `accounts/${AGENCY}/invoices/forged`), invoice));
    await assertFails(setDoc(doc(as.signedOut().firestore(), `accounts/${AGENCY}/invoices/forged`), invoice));
  });
});
