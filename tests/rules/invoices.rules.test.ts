/**
 * accounts/{a}/invoices/{i} and the invoice PDFs, as the invoice screens read them: the list
 * and error-fix queries, the single invoice, its PDF. Nobody writes an invoice from a client:
 * corrections and deletions go through the invoice-edit callables.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdfPath = (companyId: string) => `accounts/${AGENCY}/companies/${companyId}/invoices/b-1/inv-${companyId}.pdf`;
const invoice = (companyId: string, hasErrors: boolean) => ({
  companyId,
  batchId: 'b-1',
  number: 'F-1',
  total: 121,
  status: hasErrors ? 'has-errors' : 'successful',
  hasErrors,
  createdAt: Date.now(),
  storagePath: pdfPath(companyId),
  corrections: [],
});
const invoices = () => `accounts/${AGENCY}/invoices`;

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), { name: 'A', status: accountStatus });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { name: 'B', status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { name: 'C1', status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), { name: 'C2', status: 'active' });
    await setDoc(doc(db, `${invoices()}/mine`), invoice(COMPANY, true));
    await setDoc(doc(db, `${invoices()}/theirs`), invoice(OTHER_COMPANY, true));
    const storage = context.storage();
    for (const companyId of [COMPANY, OTHER_COMPANY]) {
      await uploadString(ref(storage, pdfPath(companyId)), '%PDF-1.7 test', 'raw', { contentType: 'application/pdf' });
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
  await env.clearStorage();
  await seed();
});

describe('reading invoices', () => {
  it('lets owner and staff open any invoice and run the list and error-fix queries', async () => {
    for (const persona of [as.owner(), as.staff()]) {
      const db = persona.firestore();
      await assertSucceeds(getDoc(doc(db, `${invoices()}/theirs`)));
      await assertSucceeds(getDocs(query(collection(db, invoices()), where('createdAt', '>=', 0), orderBy('createdAt', 'desc'))));
      await assertSucceeds(getDocs(query(collection(db, invoices()), where('batchId', '==', 'b-1'), where('hasErrors', '==', true))));
      await assertSucceeds(getDocs(query(collection(db, invoices()), where('hasErrors', '==', true), orderBy('createdAt'))));
    }
  });

  it("lets a client user open and list its company's invoices only", async () => {
    const db = as.client().firestore();
    await assertSucceeds(getDoc(doc(db, `${invoices()}/mine`)));
    await assertSucceeds(getDocs(query(collection(db, invoices()), where('companyId', '==', COMPANY), where('createdAt', '>=', 0))));
    await assertSucceeds(getDocs(query(collection(db, invoices()), where('hasErrors', '==', true), where('companyId', '==', COMPANY))));
    await assertFails(getDoc(doc(db, `${invoices()}/theirs`)));
    await assertFails(getDocs(query(collection(db, invoices()), where('hasErrors', '==', true))));
    await assertFails(getDocs(query(collection(db, invoices()), where('companyId', '==', OTHER_COMPANY))));
  });

  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    for (const persona of [as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(persona.firestore(), `${invoices()}/mine`)));
      await assertFails(getDocs(query(collection(persona.firestore(), invoices()), where('companyId', '==', COMPANY))));
    }
  });

  it('keeps the invoices of an account that is not active closed', async () => {
    await env.clearFirestore();
    await seed('suspended');
    await assertFails(getDoc(doc(as.owner().firestore(), `${invoices()}/mine`)));
  });
});

describe('writing invoices', () => {
  it('lets nobody create, change or delete an invoice from the client, not even the owner', async () => {
    for (const persona of [as.owner(), as.staff(), as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      const db = persona.firestore();
      await assertFails(setDoc(doc(db, `${invoices()}/new`), invoice(COMPANY, false)));
      await assertFails(updateDoc(doc(db, `${invoices()}/mine`), { status: 'successful', hasErrors: false }));
      await assertFails(updateDoc(doc(db, `${invoices()}/mine`), { corrections: [{ by: 'x', at: 1, changes: {} }] }));
      await assertFails(deleteDoc(doc(db, `${invoices()}/mine`)));
    }
  });

  it('keeps another agency out of this agency even with a forged company claim', async () => {
    const forged = env.authenticatedContext('intruder', { email_verified: true, accountId: OTHER_AGENCY, role: 'client', companyId: COMPANY });
    await assertFails(getDoc(doc(forged.firestore(), `${invoices()}/mine`)));
    await assertFails(updateDoc(doc(forged.firestore(), `${invoices()}/mine`), { total: 1 }));
  });
});

describe('invoice PDFs (the viewer reads them)', () => {
  it("lets staff read every company's PDFs and a client user its company's", async () => {
    await assertSucceeds(getBytes(ref(as.owner().storage(), pdfPath(OTHER_COMPANY))));
    await assertSucceeds(getBytes(ref(as.staff().storage(), pdfPath(COMPANY))));
    await assertSucceeds(getBytes(ref(as.client().storage(), pdfPath(COMPANY))));
    await assertFails(getBytes(ref(as.client().storage(), pdfPath(OTHER_COMPANY))));
  });

  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    for (const persona of [as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getBytes(ref(persona.storage(), pdfPath(COMPANY))));
    }
  });
});
