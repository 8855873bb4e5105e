/**
 * The trash purge against the emulators: the handler with its clock moved ahead, a run that
 * finishes what an interrupted one left, and the scheduled function served over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/src/records/storage-file.schema.ts';
import { purgeExpiredFiles } from '../../functions/src/storage/purge-trash.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { bucket, fileRecord, objectExists, recorded, uploadDocument } from './storage-client.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\n% purge test\n');
let accountId: string;
let ownerUid: string;

beforeAll(async () => {
  accountId = uniqueId('purge');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Purge Agency',
    owner: { email: `${accountId}@factoria.test`, password: 'purge-password', username: 'Owner' },
  }));
});

/** A stored document, moved to the trash at `deletedAt`. */
async function trashed(deletedAt: number, extra: Record<string, unknown> = {}) {
  const upload = await uploadDocument(accountId, pdf, { name: 'old.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
  await recorded(accountId, upload.fileId);
  await fileRecord(accountId, upload.fileId).update({ deletedAt, deletedBy: ownerUid, ...extra });
  return upload;
}

describe('purgeExpiredFiles', () => {
  it('run 31 days after a deletion, removes the object, the record and the trashed invoice; a file deleted 29 days before survives', async () => {
    const deletedAt = Date.now();
    const expired = await trashed(deletedAt);
    const recent = await trashed(deletedAt + 2 * DAY_MS);
    const live = await uploadDocument(accountId, pdf, { name: 'live.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
    await recorded(accountId, live.fileId);
    const trashedInvoice = db.doc(`accounts/${accountId}/deletedInvoices/${expired.fileId}`);
    await trashedInvoice.set({ number: 'F-1', companyId: 'c' });

    const result = await purgeExpiredFiles(db, bucket(), deletedAt + 31 * DAY_MS);

    expect(result.purged).toContain(fileRecord(accountId, expired.fileId).path);
    expect(await objectExists(expired.objectPath)).toBe(false);
    expect((await fileRecord(accountId, expired.fileId).get()).exists).toBe(false);
    expect((await trashedInvoice.get()).exists).toBe(false);

    // Deleted 29 days before the purge's clock: still in the trash, object and record.
    expect(await objectExists(recent.objectPath)).toBe(true);
    expect((await fileRecord(accountId, recent.fileId).get()).get('deletedAt')).toBe(deletedAt + 2 * DAY_MS);
    expect(await objectExists(live.objectPath)).toBe(true);
    expect((await fileRecord(accountId, live.fileId).get()).get('deletedAt')).toBeNull();
  });

  it('completes a purge interrupted after the object was deleted', async () => {
    const now = Date.now();
    const halfDone = await trashed(now - 40 * DAY_MS, { purgingAt: now - DAY_MS });
    await bucket().file(halfDone.objectPath).delete();

    const result = await purgeExpiredFiles(db, bucket(), now);
    expect(result.purged).toContain(fileRecord(accountId, halfDone.fileId).path);
    expect((await fileRecord(accountId, halfDone.fileId).get()).exists).toBe(false);
  });
});

describe('purgeDeletedFiles (scheduled)', () => {
  it('runs on demand over HTTP in the emulator, with the real clock', async () => {
    const old = await trashed(Date.now() - 31 * DAY_MS);
    const young = await trashed(Date.now() - 29 * DAY_MS);
    const response = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/purgeDeletedFiles-0`, { method: 'POST' });
    expect(response.ok).toBe(true);
    await eventually(async () => ((await fileRecord(accountId, old.fileId).get()).exists ? null : true), 30_000, 'the purge');
    expect(await objectExists(old.objectPath)).toBe(false);
    expect(await objectExists(young.objectPath)).toBe(true);
    expect((await fileRecord(accountId, young.fileId).get()).exists).toBe(true);
  });
});

describe('purgeExpiredFiles: trashed invoices no trashed record leads to (issue 13)', () => {
  it('removes a trashed invoice whose record is live again or gone, with its object unless a live record uses it', async () => {
    const now = Date.now();
    const hijacked = await uploadDocument(accountId, pdf, { name: 'factura.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
    await recorded(accountId, hijacked.fileId);
    // What a hijack left before issue 13: the record revived, pointing at another object, and
    // the deleted invoice (with its original object) still in the trash.
    await fileRecord(accountId, hijacked.fileId).update({ deletedAt: null, storagePath: `accounts/${accountId}/elsewhere.pdf` });
    const hijackedCopy = db.doc(`accounts/${accountId}/deletedInvoices/${hijacked.fileId}`);
    await hijackedCopy.set({ number: 'F-9', companyId: 'c', storagePath: hijacked.objectPath });
    const orphanCopy = db.doc(`accounts/${accountId}/deletedInvoices/${uniqueId('gone')}`);
    await orphanCopy.set({ number: 'F-10', companyId: 'c', storagePath: `accounts/${accountId}/never-there.pdf` });

    expect((await purgeExpiredFiles(db, bucket(), now + 29 * DAY_MS)).purged).not.toContain(hijackedCopy.path);
    expect((await hijackedCopy.get()).exists).toBe(true);

    const result = await purgeExpiredFiles(db, bucket(), now + 31 * DAY_MS);
    expect(result.purged).toEqual(expect.arrayContaining([hijackedCopy.path, orphanCopy.path]));
    expect((await hijackedCopy.get()).exists).toBe(false);
    expect((await orphanCopy.get()).exists).toBe(false);
    expect(await objectExists(hijacked.objectPath)).toBe(false);
    // The live record is not the purge's: it stays.
    expect((await fileRecord(accountId, hijacked.fileId).get()).get('deletedAt')).toBeNull();
  });
});
