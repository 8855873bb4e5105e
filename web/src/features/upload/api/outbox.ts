/** The upload outbox as the upload screen sees it: live lists and the user's actions. */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxBatch, type OutboxFile } from '../../../lib/db/local-db';
import { cancelFile, dismissBatch, enqueueUpload, retryFile, type PickedUpload } from '../../../lib/outbox/outbox-store';

export interface OutboxBatchView {
  batch: OutboxBatch;
  files: OutboxFile[];
}

/** This user's batches still in the outbox, newest first, with their files, live. */
export function useOutboxBatches(accountId: string, uid: string): OutboxBatchView[] | undefined {
  return useLiveQuery(async () => {
    const batches = (await localDb.outboxBatches.where('accountId').equals(accountId).toArray())
      .filter((batch) => batch.uid === uid)
      .sort((a, b) => b.createdAt - a.createdAt);
    const files = await localDb.outboxFiles.where('accountId').equals(accountId).toArray();
    return batches.map((batch) => ({
      batch,
      files: files.filter((file) => file.batchId === batch.batchId).sort((a, b) => a.name.localeCompare(b.name)),
    }));
  }, [accountId, uid]);
}

export const outboxActions = {
  pick: (upload: PickedUpload) => enqueueUpload(localDb, upload),
  cancel: (fileId: string) => cancelFile(localDb, fileId),
  retry: (fileId: string) => retryFile(localDb, fileId),
  dismiss: (batchId: string) => dismissBatch(localDb, batchId),
};
