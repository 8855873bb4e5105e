/**
 * The upload outbox in IndexedDB (tables `outboxBatches` / `outboxFiles` of lib/db/local-db.ts).
 * Files are stored with their final ids the moment they are picked, online or not; the runner
 * sends them when it can. A file's bytes stay here until Cloud Storage has them (or the user
 * cancels), so neither a lost connection, a reload nor a browser restart loses one.
 *
 * File states: queued -> uploading -> uploaded; failed (kept with its bytes: retry or discard);
 * cancelled (bytes dropped; the server is told once the batch exists).
 */
import type { LocalDb, OutboxBatch, OutboxFile, OutboxStatus } from '../db/local-db';
import { newId } from './outbox-ids';
import { wakeOutbox } from './outbox-signal';

/** Why a file could not be sent: a key of the upload namespace's `errors`. */
export type OutboxError = 'company-not-active' | 'monthly-limit' | 'no-subscription' | 'denied' | 'unknown';

export interface PickedUpload {
  accountId: string;
  companyId: string;
  uid: string;
  files: readonly File[];
}

const EMPTY = () => new Blob([]);

export async function enqueueUpload(db: LocalDb, upload: PickedUpload, now = Date.now()): Promise<string> {
  const batchId = newId();
  const batch: OutboxBatch = {
    batchId,
    accountId: upload.accountId,
    companyId: upload.companyId,
    uid: upload.uid,
    fileCount: upload.files.length,
    createdAt: now,
    committedAt: null,
  };
  const files: OutboxFile[] = upload.files.map((file) => ({
    fileId: newId(),
    batchId,
    accountId: upload.accountId,
    companyId: upload.companyId,
    name: file.name,
    size: file.size,
    blob: file,
    status: 'queued',
    bytesTransferred: 0,
    error: null,
    createdAt: now,
    updatedAt: now,
  }));
  await db.transaction('rw', db.outboxBatches, db.outboxFiles, async () => {
    await db.outboxBatches.add(batch);
    await db.outboxFiles.bulkAdd(files);
  });
  wakeOutbox();
  return batchId;
}

/** Moves a file from one state to another only if it is still in one of `from` (no lost race). */
export async function transition(
  db: LocalDb,
  fileId: string,
  from: readonly OutboxStatus[],
  change: Partial<Omit<OutboxFile, 'fileId'>>,
): Promise<boolean> {
  return db.transaction('rw', db.outboxFiles, async () => {
    const file = await db.outboxFiles.get(fileId);
    if (!file || !from.includes(file.status)) return false;
    await db.outboxFiles.update(fileId, { ...change, updatedAt: Date.now() });
    return true;
  });
}

/** The user gives up on a file that is not sent yet (or failed): its bytes are dropped. */
export async function cancelFile(db: LocalDb, fileId: string): Promise<boolean> {
  const done = await transition(db, fileId, ['queued', 'uploading', 'failed'], { status: 'cancelled', blob: EMPTY(), error: null });
  wakeOutbox();
  return done;
}

export async function retryFile(db: LocalDb, fileId: string): Promise<boolean> {
  const done = await transition(db, fileId, ['failed'], { status: 'queued', error: null, bytesTransferred: 0 });
  wakeOutbox();
  return done;
}

export async function markUploaded(db: LocalDb, fileId: string): Promise<boolean> {
  return transition(db, fileId, ['uploading', 'queued'], { status: 'uploaded', blob: EMPTY(), bytesTransferred: 0, error: null });
}

export async function markFailed(db: LocalDb, fileId: string, error: OutboxError): Promise<boolean> {
  return transition(db, fileId, ['uploading', 'queued'], { status: 'failed', error });
}

/** Removes a batch from the outbox once nothing of it waits to be sent. */
export async function dismissBatch(db: LocalDb, batchId: string): Promise<boolean> {
  return db.transaction('rw', db.outboxBatches, db.outboxFiles, async () => {
    const files = await db.outboxFiles.where('batchId').equals(batchId).toArray();
    if (files.some((file) => file.status !== 'uploaded' && file.status !== 'cancelled')) return false;
    await db.outboxFiles.where('batchId').equals(batchId).delete();
    await db.outboxBatches.delete(batchId);
    return true;
  });
}

/** Finished batches older than `maxAgeMs` leave the outbox; their results live in Firestore. */
export async function pruneFinished(db: LocalDb, accountId: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const batches = await db.outboxBatches.where('accountId').equals(accountId).toArray();
  let pruned = 0;
  for (const batch of batches.filter((item) => now - item.createdAt > maxAgeMs)) {
    if (await dismissBatch(db, batch.batchId)) pruned++;
  }
  return pruned;
}
