/**
 * Recovery of uploads the pipeline missed: an object that is in Cloud Storage but has no
 * outcome (neither invoice nor failure) some minutes after its batch was created, because a
 * trigger delivery was lost. Such objects go through admission again, so a batch always
 * settles and no file waits silently for ever. Task ids carry the hour: one recovery per file
 * and hour at most. What no upload can ever settle (a malformed batch, an announced id another
 * file's record holds) is settled here as failed, with its reason (settle-inconsistent.ts).
 */
import { wellFormedFileIds } from '@factoria/domain/records/batch.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { failureOf, invoiceRefs } from './invoice-refs';
import { settleMalformedBatch, settleTakenId } from './settle-inconsistent';

/** Files normally settle in seconds; only batches older than this are looked at. */
export const STALL_MS = 10 * 60 * 1000;
/** Older batches are history: what is still pending there is reported, not retried. */
export const RECOVERY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredObject {
  name: string;
  bucket: string;
  size: number | string;
  timeCreated?: string | Date | undefined;
  metadata?: Record<string, string> | undefined;
}

export interface RecoveryDeps {
  list(prefix: string): Promise<StoredObject[]>;
  admit(object: StoredObject, taskId: string): Promise<unknown>;
}

export async function recoverStalledUploads(db: Firestore, deps: RecoveryDeps, now: number): Promise<{ batches: number; recovered: string[]; settled: number }> {
  const accounts = await db.collection('accounts').where('status', '==', 'active').select('status').get();
  const recovered: string[] = [];
  let batches = 0;
  let settled = 0;
  for (const account of accounts.docs) {
    const stalled = (
      await account.ref
        .collection('batches')
        .where('createdAt', '>', now - RECOVERY_WINDOW_MS)
        .where('createdAt', '<', now - STALL_MS)
        .get()
    ).docs.filter((batch) => Number(batch.get('pending')) > 0);
    for (const batch of stalled) {
      batches++;
      const companyId = String(batch.get('companyId'));
      const objects = await deps.list(`accounts/${account.id}/companies/${companyId}/invoices/${batch.id}/`);
      for (const object of objects) {
        const fileId = object.name.split('/').pop()?.replace(/\.pdf$/, '') ?? '';
        const ids = { accountId: account.id, companyId, batchId: batch.id, fileId };
        if (failureOf(batch, fileId) || (await invoiceRefs(db, ids).outcome.get()).exists) continue;
        await deps.admit(object, `${account.id}-${fileId}-recovery-${Math.floor(now / 3_600_000)}`);
        recovered.push(object.name);
      }
      const fileIds = batch.get('fileIds') as unknown;
      if (fileIds === undefined) continue;
      if (!wellFormedFileIds(fileIds, batch.get('fileCount'))) {
        settled += await settleMalformedBatch(db, account.id, batch.id, now);
        continue;
      }
      const landed = new Set(objects.map((object) => object.name.split('/').pop()?.replace(/\.pdf$/, '')));
      for (const fileId of fileIds as string[]) {
        if (landed.has(fileId) || failureOf(batch, fileId)) continue;
        if (await settleTakenId(db, batch, account.id, fileId, now)) settled++;
      }
    }
  }
  return { batches, recovered, settled };
}
