/**
 * Storage rules of the upload workflow beyond tests/rules/storage.rules.test.ts: a batch admits
 * only the files it announced, and exported books are readable by the agency's staff only.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdf = new TextEncoder().encode('%PDF-1.4\n% tiny\n');
const THIRD_COMPANY = 'company-3';
const EXPORT = `accounts/${AGENCY}/exports/e-1/2026B12345674RACME.xlsx`;

async function upload(context: RulesTestContext, ids: { companyId?: string; fileId: string }, metadataFileId = ids.fileId) {
  const path = invoiceObjectPath({ accountId: AGENCY, companyId: ids.companyId ?? COMPANY, batchId: 'batch-1', fileId: ids.fileId });
  return await context.storage().ref(path).put(pdf, {
    contentType: 'application/pdf',
    customMetadata: { batchId: 'batch-1', fileId: metadataFileId, uploadedBy: 'owner-a' },
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
    await setDoc(doc(db, `accounts/${AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${THIRD_COMPANY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/batches/batch-1`), { companyId: COMPANY, fileIds: ['announced'] });
    await context.storage().ref(EXPORT).put(pdf, { contentType: 'application/octet-stream' });
  });
});

describe('a batch admits only the files it announced', () => {
  it('accepts an announced file', async () => {
    await assertSucceeds(upload(as.owner(), { fileId: 'announced' }));
  });
  it('refuses a file the batch did not announce, so its counters always add up', async () => {
    await assertFails(upload(as.owner(), { fileId: 'stranger' }));
  });
  it('refuses metadata that names another file', async () => {
    await assertFails(upload(as.owner(), { fileId: 'announced' }, 'stranger'));
  });
  it("refuses the batch's files under another company", async () => {
    await assertFails(upload(as.owner(), { companyId: THIRD_COMPANY, fileId: 'announced' }));
  });
});

describe('exported books: accounts/{a}/exports/{e}/{file}', () => {
  it("lets the agency's owner and staff download them", async () => {
    await assertSucceeds(as.owner().storage().ref(EXPORT).getMetadata());
    await assertSucceeds(as.staff().storage().ref(EXPORT).getMetadata());
  });
  it('denies client users, other agencies, the administrator, unverified and signed-out users', async () => {
    await assertFails(as.client().storage().ref(EXPORT).getMetadata());
    await assertFails(as.otherAgency().storage().ref(EXPORT).getMetadata());
    await assertFails(as.admin().storage().ref(EXPORT).getMetadata());
    await assertFails(as.unverified().storage().ref(EXPORT).getMetadata());
    await assertFails(as.signedOut().storage().ref(EXPORT).getMetadata());
  });
  it('lets nobody write or delete them (the export callable does)', async () => {
    await assertFails((async () => await as.owner().storage().ref(`accounts/${AGENCY}/exports/e-2/book.xlsx`).put(pdf))());
    await assertFails(as.owner().storage().ref(EXPORT).delete());
  });
});
