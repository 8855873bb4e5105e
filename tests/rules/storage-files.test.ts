import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const files = `accounts/${AGENCY}/files`;
const record = (companyId: string | null, deletedAt: number | null = null) => ({
  name: 'contrato.pdf',
  storagePath: `accounts/${AGENCY}/documents/x/contrato.pdf`,
  size: 10,
  contentType: 'application/pdf',
  kind: 'document',
  origin: 'web',
  companyId,
  uploadedBy: 'owner-a',
  uploadedAt: 1,
  deletedAt,
  originalPath: null,
});

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), { status: accountStatus });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `${files}/mine`), record(COMPANY));
    await setDoc(doc(db, `${files}/other-company`), record(OTHER_COMPANY));
    await setDoc(doc(db, `${files}/agency-level`), record(null));
    await setDoc(doc(db, `${files}/trashed`), record(COMPANY, Date.now()));
    await setDoc(doc(db, `accounts/${AGENCY}/deletedInvoices/trashed`), { companyId: COMPANY, number: 'F-1' });
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

describe('accounts/{a}/files/{f}: read', () => {
  it('lets owner and staff read every file of the agency, the trash included', async () => {
    for (const id of ['mine', 'other-company', 'agency-level', 'trashed']) {
      await assertSucceeds(getDoc(doc(as.owner().firestore(), `${files}/${id}`)));
    }
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `${files}/trashed`)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), files)));
    await assertSucceeds(getDocs(query(collection(as.owner().firestore(), files), where('deletedAt', '!=', null))));
  });

  it("lets a client user read its company's files that are not deleted", async () => {
    await assertSucceeds(getDoc(doc(as.client().firestore(), `${files}/mine`)));
    await assertSucceeds(
      getDocs(query(collection(as.client().firestore(), files), where('companyId', '==', COMPANY), where('deletedAt', '==', null))),
    );
  });

  it("denies a client user other companies' files, agency documents, the trash and unfiltered lists", async () => {
    const db = as.client().firestore();
    await assertFails(getDoc(doc(db, `${files}/other-company`)));
    await assertFails(getDoc(doc(db, `${files}/agency-level`)));
    await assertFails(getDoc(doc(db, `${files}/trashed`)));
    await assertFails(getDocs(query(collection(db, files), where('companyId', '==', COMPANY))));
    await assertFails(getDocs(collection(db, files)));
  });

  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), `${files}/mine`)));
    await assertFails(getDocs(collection(as.otherAgency().firestore(), files)));
    await assertFails(getDoc(doc(as.admin().firestore(), `${files}/mine`)));
    await assertFails(getDoc(doc(as.unverified().firestore(), `${files}/mine`)));
    await assertFails(getDoc(doc(as.signedOut().firestore(), `${files}/mine`)));
  });

  it('keeps the files of an account that is not active closed', async () => {
    await env.clearFirestore();
    await seed('suspended');
    await assertFails(getDoc(doc(as.owner().firestore(), `${files}/mine`)));
  });
});

describe('accounts/{a}/files/{f}: write', () => {
  it('lets nobody write a record from the client: deleting and restoring go through functions', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), `${files}/mine`), { deletedAt: Date.now() }));
    await assertFails(updateDoc(doc(as.staff().firestore(), `${files}/trashed`), { deletedAt: null }));
    await assertFails(deleteDoc(doc(as.owner().firestore(), `${files}/trashed`)));
    await assertFails(setDoc(doc(as.owner().firestore(), `${files}/new`), record(COMPANY)));
    await assertFails(setDoc(doc(as.client().firestore(), `${files}/new`), record(COMPANY)));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `${files}/new`), record(null)));
    await assertFails(setDoc(doc(as.admin().firestore(), `${files}/new`), record(null)));
    await assertFails(setDoc(doc(as.signedOut().firestore(), `${files}/new`), record(null)));
  });
});

describe('accounts/{a}/deletedInvoices/{i}', () => {
  it('is reachable by functions only, not even by the owner', async () => {
    const path = `accounts/${AGENCY}/deletedInvoices/trashed`;
    await assertFails(getDoc(doc(as.owner().firestore(), path)));
    await assertFails(getDoc(doc(as.client().firestore(), path)));
    await assertFails(getDoc(doc(as.admin().firestore(), path)));
    await assertFails(setDoc(doc(as.owner().firestore(), path), { number: 'F-2' }));
    await assertFails(deleteDoc(doc(as.staff().firestore(), path)));
  });
});
