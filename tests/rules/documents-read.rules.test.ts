/**
 * Issue 13, finding 2: a client-company user reads a document according to what was fixed at
 * its upload (the object's metadata, checked by the create rule; objects are never updated) and
 * only while this object's record is not in the trash, never according to a record field a
 * client-driven flow could re-point.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { documentObjectPath } from '../../domain/src/records/storage-file.schema.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdf = new TextEncoder().encode('%PDF-1.4\n% tiny\n');
const documentPath = (fileId: string) => documentObjectPath(AGENCY, fileId, 'interno.pdf');

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
    await setDoc(doc(db, `accounts/${AGENCY}`), { name: 'A', status: 'active' });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { name: 'B', status: 'active' });
    // An agency-internal document whose record was re-pointed at the client's company (what a
    // pipeline overwrite did before issue 13), and one of the client's company.
    await setDoc(doc(db, `accounts/${AGENCY}/files/internal`), { companyId: COMPANY, deletedAt: null, storagePath: documentPath('internal') });
    await context.storage().ref(documentPath('internal')).put(pdf, { contentType: 'application/pdf', customMetadata: {} });
    await setDoc(doc(db, `accounts/${AGENCY}/files/shared`), { companyId: COMPANY, deletedAt: null, storagePath: documentPath('shared') });
    await context.storage().ref(documentPath('shared')).put(pdf, { contentType: 'application/pdf', customMetadata: { companyId: COMPANY } });
    // A record of another object under this id: its state says nothing about this object.
    await setDoc(doc(db, `accounts/${AGENCY}/files/elsewhere`), { companyId: COMPANY, deletedAt: null, storagePath: 'other/object.pdf' });
    await context.storage().ref(documentPath('elsewhere')).put(pdf, { contentType: 'application/pdf', customMetadata: { companyId: COMPANY } });
  });
});

describe('document reads do not depend on a field a client flow can change', () => {
  const read = (context: RulesTestContext, fileId: string) => context.storage().ref(documentPath(fileId)).getMetadata();

  it("lets a client user read its company's document, by the company fixed at upload", async () => {
    await assertSucceeds(read(as.client(), 'shared'));
  });
  it('refuses an agency document to the client user even when its record names the client company', async () => {
    await assertFails(read(as.client(), 'internal'));
  });
  it("refuses an object whose record is another object's", async () => {
    await assertFails(read(as.client(), 'elsewhere'));
  });
  it('lets owner and staff read every document; denies the others', async () => {
    await assertSucceeds(read(as.owner(), 'internal'));
    await assertSucceeds(read(as.staff(), 'shared'));
    await assertFails(read(as.otherAgency(), 'shared'));
    await assertFails(read(as.admin(), 'shared'));
    await assertFails(read(as.unverified(), 'shared'));
    await assertFails(read(as.signedOut(), 'shared'));
  });
});

