/**
 * Issue 13: ids a client chooses are never trusted to be new. A batch announces only well-formed,
 * distinct ids, one per file; an invoice upload may not take the id of a recorded file (live or in
 * the trash); and the records and the trash are written by functions only.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdf = new TextEncoder().encode('%PDF-1.4\n% tiny\n');
const plan = { maxCompanies: 5, maxInvoicesPerMonth: 100, extraSlots: 0 };
const batches = `accounts/${AGENCY}/batches`;

function batch(fileIds: unknown[], overrides: Record<string, unknown> = {}) {
  const fileCount = fileIds.length;
  return {
    companyId: COMPANY, fileCount, fileIds, succeeded: 0, failed: 0, pending: fileCount,
    exported: false, exportedAt: null, createdBy: 'client-a1', createdAt: Date.now(), ...overrides,
  };
}

const createBatch = (context: RulesTestContext, id: string, fileIds: unknown[], overrides: Record<string, unknown> = {}) =>
  setDoc(doc(context.firestore(), `${batches}/${id}`), batch(fileIds, overrides));

async function uploadInvoice(context: RulesTestContext, fileId: string, uploadedBy: string) {
  const path = invoiceObjectPath({ accountId: AGENCY, companyId: COMPANY, batchId: 'announcing', fileId });
  return await context.storage().ref(path).put(pdf, {
    contentType: 'application/pdf',
    customMetadata: { batchId: 'announcing', fileId, uploadedBy },
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
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const usage = { companies: 1, invoicesThisMonth: 0, month: new Date().toISOString().slice(0, 7) };
    await setDoc(doc(db, `accounts/${AGENCY}`), { name: 'A', status: 'active', plan, usage });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { name: 'B', status: 'active', plan, usage });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { name: 'C', status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), { name: 'D', status: 'active' });
    await setDoc(doc(db, `${batches}/announcing`), batch(['fresh', 'live-file', 'trashed-file']));
    await setDoc(doc(db, `accounts/${AGENCY}/files/live-file`), { companyId: COMPANY, deletedAt: null, storagePath: 'x' });
    await setDoc(doc(db, `accounts/${AGENCY}/files/trashed-file`), { companyId: COMPANY, deletedAt: 1, storagePath: 'y' });
    await setDoc(doc(db, `accounts/${AGENCY}/deletedInvoices/trashed-file`), { companyId: COMPANY, number: 'F-1' });
  });
});

describe('batches announce well-formed, distinct ids, one per file', () => {
  it('accepts distinct valid ids from owner, staff and the client user', async () => {
    await assertSucceeds(createBatch(as.owner(), 'b-owner', ['a1', 'a2'], { createdBy: 'owner-a' }));
    await assertSucceeds(createBatch(as.staff(), 'b-staff', ['s1'], { createdBy: 'staff-a' }));
    await assertSucceeds(createBatch(as.client(), 'b-client', ['c1', 'c_2', 'C-3']));
  });
  it('refuses the same id twice, for every role', async () => {
    await assertFails(createBatch(as.client(), 'b-dup', ['same', 'same']));
    await assertFails(createBatch(as.owner(), 'b-dup-owner', ['x', 'y', 'x'], { createdBy: 'owner-a' }));
    await assertFails(createBatch(as.staff(), 'b-dup-staff', ['z', 'z'], { createdBy: 'staff-a' }));
  });
  it('refuses ids that are not strings', async () => {
    await assertFails(createBatch(as.client(), 'b-num', [1, 2]));
    await assertFails(createBatch(as.client(), 'b-mixed', ['ok', 7]));
    await assertFails(createBatch(as.client(), 'b-null', [null]));
    await assertFails(createBatch(as.client(), 'b-map', [{ id: 'x' }]));
    await assertFails(createBatch(as.owner(), 'b-bool', [true], { createdBy: 'owner-a' }));
  });
  it('refuses strings outside the id pattern, joined ids and a count that does not match', async () => {
    await assertFails(createBatch(as.client(), 'b-slash', ['a/b']));
    await assertFails(createBatch(as.client(), 'b-empty', ['']));
    await assertFails(createBatch(as.client(), 'b-dot', ['../x']));
    await assertFails(createBatch(as.client(), 'b-long', ['x'.repeat(129)]));
    await assertFails(createBatch(as.client(), 'b-count', ['a', 'b'], { fileCount: 3, pending: 3 }));
    await assertFails(createBatch(as.client(), 'b-nolist', [], { fileIds: 'a', fileCount: 1, pending: 1 }));
  });
  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(createBatch(as.otherAgency(), 'b-o', ['o1'], { createdBy: 'owner-b' }));
    await assertFails(createBatch(as.admin(), 'b-a', ['o2'], { createdBy: 'admin' }));
    await assertFails(createBatch(as.unverified(), 'b-u', ['o3'], { createdBy: 'owner-a' }));
    await assertFails(createBatch(as.signedOut(), 'b-s', ['o4']));
  });
  it('never lets a client replace an existing batch', async () => {
    await assertFails(createBatch(as.client(), 'announcing', ['other']));
  });
});

describe('an invoice upload never takes the id of a recorded file', () => {
  it('accepts an announced id that no file has', async () => {
    await assertSucceeds(uploadInvoice(as.client(), 'fresh', 'client-a1'));
  });
  it('refuses the id of a live file, for the client user and the staff', async () => {
    await assertFails(uploadInvoice(as.client(), 'live-file', 'client-a1'));
    await assertFails(uploadInvoice(as.owner(), 'live-file', 'owner-a'));
    await assertFails(uploadInvoice(as.staff(), 'live-file', 'staff-a'));
  });
  it('refuses the id of a file in the trash', async () => {
    await assertFails(uploadInvoice(as.client(), 'trashed-file', 'client-a1'));
    await assertFails(uploadInvoice(as.owner(), 'trashed-file', 'owner-a'));
  });
  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(uploadInvoice(as.otherAgency(), 'fresh', 'owner-b'));
    await assertFails(uploadInvoice(as.admin(), 'fresh', 'admin'));
    await assertFails(uploadInvoice(as.unverified(), 'fresh', 'owner-a'));
    await assertFails(uploadInvoice(as.signedOut(), 'fresh', ''));
  });
});

describe('file records and the trash are immutable to clients', () => {
  const roles = ['owner', 'staff', 'client', 'otherAgency', 'admin', 'unverified', 'signedOut'] as const;

  it('refuses every client write to files/{id}: create, overwrite, undelete, delete', async () => {
    for (const role of roles) {
      const db = as[role]().firestore();
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/files/new-one`), { companyId: COMPANY, deletedAt: null }));
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/files/live-file`), { companyId: OTHER_COMPANY, deletedAt: null }));
      await assertFails(updateDoc(doc(db, `accounts/${AGENCY}/files/trashed-file`), { deletedAt: null }));
      await assertFails(deleteDoc(doc(db, `accounts/${AGENCY}/files/trashed-file`)));
    }
  });
  it('refuses every client read and write of deletedInvoices', async () => {
    for (const role of roles) {
      const db = as[role]().firestore();
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/deletedInvoices/trashed-file`), { companyId: COMPANY }));
      await assertFails(deleteDoc(doc(db, `accounts/${AGENCY}/deletedInvoices/trashed-file`)));
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/deletedInvoices/other`), { companyId: COMPANY }));
    }
  });
});
