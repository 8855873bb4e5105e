/**
 * Permanent deletion of files that have been in the trash for the whole retention period.
 * Per file, in an order where a crash at any point leaves work the next run completes:
 *   1. mark the record `purgingAt` (in a transaction that re-checks it is still expired), so a
 *      restore racing with the purge is refused instead of restoring a file without its object;
 *   2. delete the object (a missing object is fine: an earlier run got this far);
 *   3. delete the trashed invoice copy and the record together, in one batch.
 * The record is the marker of unfinished work, so it goes last. Then every trashed invoice
 * copy is looked at too, not only those a trashed record leads to (issue 13: a record revived
 * by a hijack left its invoice in the trash for ever): a copy kept for the whole retention
 * period whose record is gone or no longer in the trash is removed, with its object when no
 * live record uses it. The clock is a parameter: tests run the purge 31 days ahead.
 */
import { isExpired, TRASH_RETENTION_MS } from '@factoria/domain/records/storage-file.schema';
import { FieldPath, type DocumentReference, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { trashRefs } from './trash-service';
import { runTransaction } from '../lib/transactions';

/** The part of a Cloud Storage bucket the purge uses (firebase-admin's Bucket has it). */
export interface PurgeBucket {
  file(path: string): { delete(options: { ignoreNotFound: boolean }): Promise<unknown> };
}

export interface PurgeResult {
  purged: string[];
  skipped: number;
}

const PAGE_SIZE = 200;
const recordPath = /^accounts\/([^/]+)\/files\/([^/]+)$/;

export async function purgeExpiredFiles(db: Firestore, bucket: PurgeBucket, now: number): Promise<PurgeResult> {
  const result: PurgeResult = { purged: [], skipped: 0 };
  const cutoff = now - TRASH_RETENTION_MS;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collectionGroup('files').where('deletedAt', '<=', cutoff).orderBy('deletedAt').limit(PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const record of page.docs) {
      if (await purgeOne(db, bucket, record.ref, now)) result.purged.push(record.ref.path);
      else result.skipped++;
    }
    if (page.size < PAGE_SIZE) break;
    last = page.docs[page.docs.length - 1];
  }
  await purgeOrphanInvoices(db, bucket, cutoff, result);
  return result;
}

/** Trashed invoice copies no trashed record leads to; created (moved to the trash) before `cutoff`. */
async function purgeOrphanInvoices(db: Firestore, bucket: PurgeBucket, cutoff: number, result: PurgeResult): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collectionGroup('deletedInvoices').orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const copy of page.docs) {
      if (copy.createTime.toMillis() > cutoff || !copy.ref.parent.parent) continue;
      const record = await copy.ref.parent.parent.collection('files').doc(copy.id).get();
      if (record.exists && typeof record.get('deletedAt') === 'number') continue; // the pass above owns it
      const storagePath = copy.get('storagePath') as unknown;
      if (typeof storagePath === 'string' && record.get('storagePath') !== storagePath) {
        await bucket.file(storagePath).delete({ ignoreNotFound: true });
      }
      await copy.ref.delete();
      result.purged.push(copy.ref.path);
    }
    if (page.size < PAGE_SIZE) return;
    last = page.docs[page.docs.length - 1];
  }
}

async function purgeOne(db: Firestore, bucket: PurgeBucket, ref: DocumentReference, now: number): Promise<boolean> {
  const ids = recordPath.exec(ref.path);
  if (!ids) return false; // another collection named `files`, not ours
  const claimed = await runTransaction(db, async (tx) => {
    const record = await tx.get(ref);
    const deletedAt = record.get('deletedAt') as unknown;
    if (!record.exists || typeof deletedAt !== 'number' || !isExpired(deletedAt, now)) return null;
    if (typeof record.get('purgingAt') !== 'number') tx.update(ref, { purgingAt: now });
    return record.get('storagePath') as string;
  });
  if (claimed === null) return false;
  await bucket.file(claimed).delete({ ignoreNotFound: true });
  const refs = trashRefs(db, { accountId: ids[1]!, fileId: ids[2]! });
  const batch = db.batch();
  batch.delete(refs.deletedInvoice);
  batch.delete(ref);
  await batch.commit();
  return true;
}
