import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdf = new TextEncoder().encode('%PDF-1.4\n% a tiny but real PDF header\n');
const BATCH = 'batch-1';

function path(overrides: Partial<{ accountId: string; companyId: string; batchId: string; fileId: string }> = {}) {
  return invoiceObjectPath({ accountId: AGENCY, companyId: COMPANY, batchId: BATCH, fileId: 'file-1', ...overrides });
}

async function upload(
  context: RulesTestContext,
  objectPath: string,
  options: { bytes?: Uint8Array; contentType?: string; uploadedBy?: string; batchId?: string } = {},
) {
  return await context
    .storage()
    .ref(objectPath)
    .put(options.bytes ?? pdf, {
      contentType: options.contentType ?? 'application/pdf',
      customMetadata: {
        batchId: options.batchId ?? BATCH,
        fileId: objectPath.split('/').pop()?.replace(/[.][a-z]+$/, '') ?? '',
        uploadedBy: options.uploadedBy ?? 'owner-a',
      },
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
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), { status: 'inactive' });
    // The batch announces its files (storage.rules admits only those).
    await setDoc(doc(db, `accounts/${AGENCY}/batches/${BATCH}`), {
      companyId: COMPANY,
      fileIds: ['file-1', 'file-2', 'file-3', 'file-4', 'x', 'existing'],
    });
    await context.storage().ref(path({ fileId: 'existing' })).put(pdf, { contentType: 'application/pdf' });
  });
});

describe('invoice uploads: accounts/{a}/companies/{c}/invoices/{batch}/{file}.pdf', () => {
  it('lets staff upload a PDF to an active company of their agency with a batch', async () => {
    await assertSucceeds(upload(as.owner(), path()));
    await assertSucceeds(upload(as.staff(), path({ fileId: 'file-2' }), { uploadedBy: 'staff-a' }));
  });

  it('lets a client user upload only to its own company', async () => {
    await assertSucceeds(upload(as.client(), path({ fileId: 'file-3' }), { uploadedBy: 'client-a1' }));
    await assertFails(upload(as.client(), path({ companyId: OTHER_COMPANY, fileId: 'file-4' }), { uploadedBy: 'client-a1' }));
  });

  it("denies an upload into another agency's path", async () => {
    await assertFails(upload(as.otherAgency(), path(), { uploadedBy: 'owner-b' }));
  });

  it('denies what is not a PDF', async () => {
    await assertFails(upload(as.owner(), path(), { contentType: 'image/png' }));
    await assertFails(upload(as.owner(), path({ fileId: 'x' }).replace('.pdf', '.exe')));
  });

  it('denies files over 25 MB and empty files', async () => {
    await assertFails(upload(as.owner(), path(), { bytes: new Uint8Array(25 * 1024 * 1024 + 1) }));
    await assertFails(upload(as.owner(), path(), { bytes: new Uint8Array(0) }));
  });

  it('denies uploads for a company that is not active', async () => {
    await assertFails(upload(as.owner(), path({ companyId: OTHER_COMPANY })));
  });

  it('denies uploads without their batch or with forged metadata', async () => {
    await assertFails(upload(as.owner(), path({ batchId: 'no-such-batch' }), { batchId: 'no-such-batch' }));
    await assertFails(upload(as.owner(), path(), { batchId: 'another-batch' }));
    await assertFails(upload(as.owner(), path(), { uploadedBy: 'someone-else' }));
  });

  it('denies signed-out users, unverified emails and the administrator', async () => {
    await assertFails(upload(as.signedOut(), path()));
    await assertFails(upload(as.unverified(), path()));
    await assertFails(upload(as.admin(), path()));
  });

  it('denies uploads when the account is not active', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), `accounts/${AGENCY}`), { status: 'suspended' }));
    await assertFails(upload(as.owner(), path()));
  });

  it('lets the agency and the company client read the file, nobody else', async () => {
    const existing = path({ fileId: 'existing' });
    await assertSucceeds(as.owner().storage().ref(existing).getMetadata());
    await assertSucceeds(as.client().storage().ref(existing).getMetadata());
    await assertFails(as.otherAgency().storage().ref(existing).getMetadata());
    await assertFails(as.signedOut().storage().ref(existing).getMetadata());
  });

  it('lets nobody overwrite or delete an uploaded invoice from the client', async () => {
    const existing = path({ fileId: 'existing' });
    await assertFails(upload(as.owner(), existing));
    await assertFails(as.owner().storage().ref(existing).delete());
  });
});
