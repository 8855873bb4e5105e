/**
 * How functions run Firestore transactions.
 *
 * `runTransaction` is `db.runTransaction`, also retried when the transaction was closed before
 * it could commit ("Transaction is invalid or closed", INVALID_ARGUMENT). The Firestore
 * emulator closes a transaction that loses a lock that way, where Firestore answers ABORTED,
 * which the SDK retries itself. Nothing of a closed transaction was written, so running it
 * again is as safe as the SDK's own retries.
 *
 * `readDocs` reads several documents in one round trip. Reads in a transaction go one after
 * another or through it, never `Promise.all` of `tx.get`: a read still in flight when the
 * transaction is aborted fails with the error above, which `Promise.all` may report instead of
 * the abort.
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

const CLOSED_TRIES = 5;

function closedBeforeCommit(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 3 && /Transaction is invalid or closed/.test(String(message));
}

/** A random wait of up to `stepMs` times `tries`, so writers that collided do not collide again. */
export function pauseBeforeRetry(tries: number, stepMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * stepMs * tries));
}

export async function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (!closedBeforeCommit(error) || tries >= CLOSED_TRIES) throw error;
      await pauseBeforeRetry(tries, 100);
    }
  }
}

export async function readDocs<R extends DocumentReference[]>(tx: Transaction, ...refs: R): Promise<{ [K in keyof R]: DocumentSnapshot }> {
  return (await tx.getAll(...refs)) as { [K in keyof R]: DocumentSnapshot };
}
