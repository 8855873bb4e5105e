// @vitest-environment node
// Node clones Blobs into IndexedDB (fake-indexeddb) as browsers do; jsdom's Blob does not.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDb } from '../db/local-db';
import { cancelFile, dismissBatch, enqueueUpload, markFailed, markUploaded, pruneFinished, retryFile, transition } from './outbox-store';

let db: LocalDb;
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const upload = { accountId: 'acc', companyId: 'acme', uid: 'u1', files: [pdf('a.pdf'), pdf('b.pdf')] };

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('upload outbox', () => {
  it('stores picked files with their final ids and bytes, queued, before any network', async () => {
    const batchId = await enqueueUpload(db, upload, 1000);
    const batch = await db.outboxBatches.get(batchId);
    expect(batch).toMatchObject({ accountId: 'acc', companyId: 'acme', fileCount: 2, committedAt: null });
    const files = await db.outboxFiles.where('batchId').equals(batchId).toArray();
    expect(files.map((file) => file.status)).toEqual(['queued', 'queued']);
    expect(files.every((file) => /^[A-Za-z0-9]{20}$/.test(file.fileId))).toBe(true);
    expect(new Set(files.map((file) => file.fileId)).size).toBe(2);
    expect(files[0]!.blob.size).toBe(pdf('a.pdf').size);
  });

  it('never moves a file back: an upload finishing after a cancel leaves it cancelled', async () => {
    const batchId = await enqueueUpload(db, upload);
    const [first] = await db.outboxFiles.where('batchId').equals(batchId).toArray();
    await transition(db, first!.fileId, ['queued'], { status: 'uploading' });
    expect(await cancelFile(db, first!.fileId)).toBe(true);
    expect(await markUploaded(db, first!.fileId)).toBe(false);
    const after = await db.outboxFiles.get(first!.fileId);
    expect(after?.status).toBe('cancelled');
    expect(after?.blob.size).toBe(0);
  });

  it('keeps a failed file with its bytes until it is retried or discarded', async () => {
    const batchId = await enqueueUpload(db, upload);
    const [first] = await db.outboxFiles.where('batchId').equals(batchId).toArray();
    await markFailed(db, first!.fileId, 'monthly-limit');
    const failed = await db.outboxFiles.get(first!.fileId);
    expect(failed).toMatchObject({ status: 'failed', error: 'monthly-limit' });
    expect(failed?.blob.size).toBeGreaterThan(0);
    expect(await retryFile(db, first!.fileId)).toBe(true);
    expect((await db.outboxFiles.get(first!.fileId))?.status).toBe('queued');
  });

  it('dismisses a batch only when nothing of it waits to be sent', async () => {
    const batchId = await enqueueUpload(db, upload);
    const [first, second] = await db.outboxFiles.where('batchId').equals(batchId).toArray();
    await markUploaded(db, first!.fileId);
    expect(await dismissBatch(db, batchId)).toBe(false);
    await cancelFile(db, second!.fileId);
    expect(await dismissBatch(db, batchId)).toBe(true);
    expect(await db.outboxFiles.count()).toBe(0);
    expect(await db.outboxBatches.count()).toBe(0);
  });

  it('prunes only old batches that are finished', async () => {
    const old = await enqueueUpload(db, upload, 0);
    const waiting = await enqueueUpload(db, upload, 0);
    for (const file of await db.outboxFiles.where('batchId').equals(old).toArray()) await markUploaded(db, file.fileId);
    expect(await pruneFinished(db, 'acc', 1000, 10_000)).toBe(1);
    expect(await db.outboxBatches.get(old)).toBeUndefined();
    expect(await db.outboxBatches.get(waiting)).toBeDefined();
  });
});
