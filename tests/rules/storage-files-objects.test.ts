import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { documentObjectPath, MAX_DOCUMENT_BYTES } from '../../domain/src/records/storage-file.schema.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const pdf = new TextEncoder().encode('%PDF-1.4\n% a document\n');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const path = (fileId: string, name = 'contrato.pdf', accountId = AGENCY) => documentObjectPath(accountId, fileId, name);

async function upload(
  context: RulesTestContext,
  objectPath: string,
  options: { bytes?: Uint8Array; contentType?: string; uploadedBy?: string; companyId?: string } = {},
) {
  const customMetadata: Record<string, string> = { uploadedBy: options.uploadedBy ?? 'owner-a', originalName: 'Contrato.pdf' };
  if (options.companyId !== undefined) customMetadata.companyId = options.companyId;
  return await context
    .storage()
    .ref(objectPath)
    .put(options.bytes ?? pdf, { contentType: options.contentType ?? 'application/pdf', customMetadata });
}

const stored = {
  mine: { companyId: COMPANY, deletedAt: null },
  other: { companyId: OTHER_COMPANY, deletedAt: null },
  agency: { companyId: null, deletedAt: null },
  trashed: { companyId: COMPANY, deletedAt: 1 },
} as const;

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
    for (const [id, record] of Object.entries(stored)) {
      await setDoc(doc(db, `accounts/${AGENCY}/files/${id}`), { ...record, storagePath: path(id) });
      // The company fixed at upload is in the object's metadata (the create rule checks it).
      const customMetadata: Record<string, string> = record.companyId ? { companyId: record.companyId } : {};
      await context.storage().ref(path(id)).put(pdf, { contentType: 'application/pdf', customMetadata });
    }
  });
});

describe('document uploads: accounts/{a}/documents/{fileId}/{name}', () => {
  it('lets owner and staff upload for the agency or any of its companies', async () => {
    await assertSucceeds(upload(as.owner(), path('n1')));
    await assertSucceeds(upload(as.staff(), path('n2'), { uploadedBy: 'staff-a', companyId: OTHER_COMPANY }));
    await assertSucceeds(upload(as.owner(), path('n3', 'banco.csv'), { contentType: 'text/csv', companyId: COMPANY }));
    await assertSucceeds(upload(as.owner(), path('n4', 'libro.xlsx'), { contentType: XLSX }));
  });

  it('lets a client user upload only for its own company', async () => {
    await assertSucceeds(upload(as.client(), path('c1'), { uploadedBy: 'client-a1', companyId: COMPANY }));
    await assertFails(upload(as.client(), path('c2'), { uploadedBy: 'client-a1', companyId: OTHER_COMPANY }));
    await assertFails(upload(as.client(), path('c3'), { uploadedBy: 'client-a1' }));
  });

  it('denies a company the agency does not have, and forged uploaders', async () => {
    await assertFails(upload(as.owner(), path('f1'), { companyId: 'no-such-company' }));
    await assertFails(upload(as.owner(), path('f2'), { uploadedBy: 'someone-else' }));
  });

  it('denies types outside the allow-list and names that do not match their type', async () => {
    await assertFails(upload(as.owner(), path('t1', 'setup.exe'), { contentType: 'application/octet-stream' }));
    await assertFails(upload(as.owner(), path('t2', 'dibujo.svg'), { contentType: 'image/svg+xml' }));
    await assertFails(upload(as.owner(), path('t3', 'page.html'), { contentType: 'text/html' }));
    await assertFails(upload(as.owner(), path('t4', 'contrato.pdf'), { contentType: 'text/html' }));
    await assertFails(upload(as.owner(), path('t5', '.pdf')));
  });

  it('denies files over the size limit and empty files', async () => {
    await assertFails(upload(as.owner(), path('s1'), { bytes: new Uint8Array(MAX_DOCUMENT_BYTES + 1) }));
    await assertFails(upload(as.owner(), path('s2'), { bytes: new Uint8Array(0) }));
  });

  it('never overwrites a stored document nor reuses the id of a recorded one', async () => {
    await assertFails(upload(as.owner(), path('mine')));
    await assertFails(upload(as.owner(), path('trashed', 'otro.pdf')));
  });

  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(upload(as.otherAgency(), path('o1'), { uploadedBy: 'owner-b' }));
    await assertFails(upload(as.otherAgency(), path('o2', 'contrato.pdf', OTHER_AGENCY), { uploadedBy: 'owner-a' }));
    await assertFails(upload(as.admin(), path('o3'), { uploadedBy: 'admin' }));
    await assertFails(upload(as.unverified(), path('o4')));
    await assertFails(upload(as.signedOut(), path('o5')));
  });

  it('denies uploads when the account is not active', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), `accounts/${AGENCY}`), { status: 'suspended' }));
    await assertFails(upload(as.owner(), path('n9')));
  });
});

describe('document reads and deletes', () => {
  it('lets owner and staff read every document, those in the trash included', async () => {
    await assertSucceeds(as.owner().storage().ref(path('agency')).getMetadata());
    await assertSucceeds(as.staff().storage().ref(path('trashed')).getMetadata());
  });

  it("lets a client user read its company's documents that are not in the trash, nothing else", async () => {
    await assertSucceeds(as.client().storage().ref(path('mine')).getMetadata());
    await assertFails(as.client().storage().ref(path('trashed')).getMetadata());
    await assertFails(as.client().storage().ref(path('other')).getMetadata());
    await assertFails(as.client().storage().ref(path('agency')).getMetadata());
  });

  it('denies another agency, the administrator, unverified emails and signed-out users', async () => {
    await assertFails(as.otherAgency().storage().ref(path('mine')).getMetadata());
    await assertFails(as.admin().storage().ref(path('mine')).getMetadata());
    await assertFails(as.unverified().storage().ref(path('mine')).getMetadata());
    await assertFails(as.signedOut().storage().ref(path('mine')).getMetadata());
  });

  it('lets nobody delete a document from the client: the trash and the purge are functions', async () => {
    await assertFails(as.owner().storage().ref(path('mine')).delete());
    await assertFails(as.client().storage().ref(path('mine')).delete());
  });
});
