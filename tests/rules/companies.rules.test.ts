import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const PENDING_COMPANY = 'company-3';
const companies = `accounts/${AGENCY}/companies`;
const companyPath = `${companies}/${COMPANY}`;
const payments = `accounts/${AGENCY}/payments`;

const plan = { maxCompanies: 3, maxInvoicesPerMonth: 100, extraSlots: 0 };
const account = (status = 'active') => ({ name: 'A', ownerUid: 'owner-a', status, plan, usage: { companies: 3, invoicesThisMonth: 0, month: '' } });
const company = (status: string, taxId: string) => ({
  name: 'C',
  taxId,
  invoiceTypes: ['purchases'],
  equivalenceSurcharge: false,
  irpf: true,
  emailIntake: { enabled: false, address: null },
  appUser: { enabled: false, email: null },
  notes: '',
  status,
  createdAt: 1,
  stats: { processed: 0, accurate: 0, withErrors: 0, corrected: 0, savedSeconds: 0 },
});
const payment = { kind: 'extra-company-slot', amountCents: 15000, currency: 'EUR', quantity: 1, createdAt: 1, createdBy: 'owner-a' };

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account());
    await setDoc(doc(db, companyPath), company('active', 'B12345674'));
    await setDoc(doc(db, `${companies}/${OTHER_COMPANY}`), company('inactive', 'A58818501'));
    await setDoc(doc(db, `${companies}/${PENDING_COMPANY}`), company('pending', '12345678Z'));
    await setDoc(doc(db, `accounts/${AGENCY}/companyTaxIds/B12345674`), { companyId: COMPANY });
    await setDoc(doc(db, `${payments}/p-1`), payment);
    for (const companyId of [COMPANY, OTHER_COMPANY, PENDING_COMPANY]) {
      await setDoc(doc(db, `accounts/${AGENCY}/batches/batch-${companyId}`), { companyId, fileIds: ['file-1'] });
    }
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

describe('accounts/{a}/companies/{c}: reads', () => {
  it('lets the owner and staff get and list, a client user get its own company, the administrator get', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), companyPath)));
    await assertSucceeds(getDocs(collection(as.owner().firestore(), companies)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `${companies}/${PENDING_COMPANY}`)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), companies)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), companyPath)));
    await assertSucceeds(getDoc(doc(as.admin().firestore(), companyPath)));
  });

  it('denies another agency, other companies to a client, unverified and signed-out users', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), companyPath)));
    await assertFails(getDocs(collection(as.otherAgency().firestore(), companies)));
    await assertFails(getDoc(doc(as.client().firestore(), `${companies}/${OTHER_COMPANY}`)));
    await assertFails(getDocs(collection(as.client().firestore(), companies)));
    await assertFails(getDoc(doc(as.unverified().firestore(), companyPath)));
    await assertFails(getDocs(collection(as.unverified().firestore(), companies)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), companyPath)));
    await assertFails(getDocs(collection(as.signedOut().firestore(), companies)));
  });

  it('closes the companies of an account that awaits approval, even to its owner', async () => {
    await env.clearFirestore();
    await seed('pending-approval');
    await assertFails(getDocs(collection(as.owner().firestore(), companies)));
    await assertFails(getDoc(doc(as.client().firestore(), companyPath)));
  });
});

describe('accounts/{a}/companies/{c}: writes go through the callables only', () => {
  const everyone = (): [string, RulesTestContext][] => [
    ['owner', as.owner()],
    ['staff', as.staff()],
    ['client', as.client()],
    ['other agency', as.otherAgency()],
    ['administrator', as.admin()],
    ['unverified', as.unverified()],
    ['signed out', as.signedOut()],
  ];

  it('lets nobody create a company directly, even under the limit (it would skip the limit and the tax-id check)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), `accounts/${AGENCY}`), { 'usage.companies': 0 });
    });
    for (const [who, context] of everyone()) {
      await assertFails(setDoc(doc(context.firestore(), `${companies}/new-${who.replace(' ', '-')}`), company('pending', 'B76543214')));
    }
  });

  it('lets nobody change a status, a counter or a field, nor delete a company', async () => {
    for (const [, context] of everyone()) {
      const db = context.firestore();
      await assertFails(updateDoc(doc(db, `${companies}/${PENDING_COMPANY}`), { status: 'active' }));
      await assertFails(updateDoc(doc(db, companyPath), { 'stats.processed': 100 }));
      await assertFails(updateDoc(doc(db, companyPath), { name: 'Renamed' }));
      await assertFails(deleteDoc(doc(db, companyPath)));
    }
  });

  it('lets nobody raise the limit or lower the usage on the account', async () => {
    for (const [, context] of everyone()) {
      const db = context.firestore();
      await assertFails(updateDoc(doc(db, `accounts/${AGENCY}`), { 'plan.extraSlots': 5 }));
      await assertFails(updateDoc(doc(db, `accounts/${AGENCY}`), { 'plan.maxCompanies': 50 }));
      await assertFails(updateDoc(doc(db, `accounts/${AGENCY}`), { 'usage.companies': 0 }));
    }
  });

  it('keeps the tax-id index out of every client, to read and to write', async () => {
    for (const [, context] of everyone()) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, `accounts/${AGENCY}/companyTaxIds/B12345674`)));
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/companyTaxIds/B76543214`), { companyId: 'x' }));
      await assertFails(deleteDoc(doc(db, `accounts/${AGENCY}/companyTaxIds/B12345674`)));
    }
  });
});

describe('accounts/{a}/payments/{p}', () => {
  it("lets the agency's owner and staff read the payment history", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `${payments}/p-1`)));
    await assertSucceeds(getDocs(collection(as.owner().firestore(), payments)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), payments)));
  });

  it('denies client users, another agency, the administrator, unverified and signed-out users', async () => {
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(context.firestore(), `${payments}/p-1`)));
      await assertFails(getDocs(collection(context.firestore(), payments)));
    }
  });

  it('lets nobody record, change or delete a payment (only functions charge)', async () => {
    for (const context of [as.owner(), as.staff(), as.client(), as.admin(), as.signedOut()]) {
      const db = context.firestore();
      await assertFails(setDoc(doc(db, `${payments}/p-2`), payment));
      await assertFails(updateDoc(doc(db, `${payments}/p-1`), { amountCents: 1 }));
      await assertFails(deleteDoc(doc(db, `${payments}/p-1`)));
    }
  });
});

describe('uploads follow the company status', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n');
  const upload = async (context: RulesTestContext, companyId: string) =>
    await context
      .storage()
      .ref(invoiceObjectPath({ accountId: AGENCY, companyId, batchId: `batch-${companyId}`, fileId: 'file-1' }))
      .put(pdf, { contentType: 'application/pdf', customMetadata: { batchId: `batch-${companyId}`, fileId: 'file-1', uploadedBy: 'owner-a' } });

  it('accepts an invoice for an active company and refuses one for a pending or an inactive company', async () => {
    await env.clearStorage();
    await assertSucceeds(upload(as.owner(), COMPANY));
    await assertFails(upload(as.owner(), PENDING_COMPANY));
    await assertFails(upload(as.owner(), OTHER_COMPANY));
  });
});
