/**
 * Writes a processed session's lines, matches and book items with a BulkWriter (batched and
 * throttled by the SDK). Ids are deterministic and every write is a full `set`, so a retried
 * task writes the same documents again and changes nothing twice. The session turns `done`
 * only after these writes (see finish-session.ts): a reader never sees half a session as done.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { SessionRecords } from './session-records';

const PROGRESS_EVERY = 2_000;

export async function writeSessionRecords(
  db: Firestore,
  session: DocumentReference,
  records: SessionRecords,
  onProgress: (written: number, total: number) => Promise<void>,
): Promise<void> {
  // Each session writes into subcollections of its own: the default ramp-up (500 writes a second,
  // +50% every 5 minutes) would hold a 20,000-line session for a minute for no contention.
  const writer = db.bulkWriter({ throttling: { initialOpsPerSecond: 5_000, maxOpsPerSecond: 10_000 } });
  const entries: [DocumentReference, object][] = [
    ...[...records.lines].map(([id, line]) => [session.collection('lines').doc(id), line] as [DocumentReference, object]),
    ...[...records.matches].map(([id, match]) => [session.collection('matches').doc(id), match] as [DocumentReference, object]),
    ...[...records.bookItems].map(([id, item]) => [session.collection('bookItems').doc(id), item] as [DocumentReference, object]),
  ];
  let failed: unknown = null;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failed ??= error;
    return false;
  });
  for (let start = 0; start < entries.length; start += PROGRESS_EVERY) {
    for (const [ref, data] of entries.slice(start, start + PROGRESS_EVERY)) void writer.set(ref, data).catch(() => undefined);
    await writer.flush();
    if (failed) break;
    await onProgress(Math.min(start + PROGRESS_EVERY, entries.length), entries.length);
  }
  await writer.close();
  if (failed) throw failed;
}
