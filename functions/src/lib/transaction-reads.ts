/**
 * Reads in a transaction one after another, or several documents in one round trip: never
 * `Promise.all` of `tx.get`. When Firestore aborts a transaction under contention, a read still
 * in flight fails with "Transaction is invalid or closed" (INVALID_ARGUMENT), which the SDK
 * does not retry, and `Promise.all` may report that error instead of the retryable abort.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

export async function readDocs<R extends DocumentReference[]>(tx: Transaction, ...refs: R): Promise<{ [K in keyof R]: DocumentSnapshot }> {
  return (await tx.getAll(...refs)) as { [K in keyof R]: DocumentSnapshot };
}
