/**
 * Unlocking a password-protected upload (issue 18, item 10; docs/decisions/1801). The file
 * failed at admission as `pdf/encrypted`: its outcome document says so and it counts once in
 * its batch's `failed`. With the user's password:
 *
 * 1. the object is decrypted in memory (decrypt-pdf.ts); a wrong password changes nothing;
 * 2. one transaction takes the file back out of its failure: it deletes the outcome and the
 *    file's record (both written by the failure) and moves the batch from `failed` back to
 *    `pending` — only while the outcome is still that failure, so of two unlocks at once one
 *    does it and the other is told there is nothing to unlock;
 * 3. the decrypted copy replaces the object, with its metadata. The upload trigger admits it as
 *    it admits every upload, and the pipeline settles the file once more, as an invoice or a
 *    failure, creating its outcome again: the file counts once in every counter.
 *
 * The password is never written anywhere. Should step 3 not happen (the process dies), the
 * file is pending with its protected object, and the recovery of stalled uploads admits it
 * again, which records `pdf/encrypted` again: the user can type the password once more.
 */
import type { UnlockUploadRequest, UnlockUploadResult } from '@factoria/domain/records/upload-requests.schema';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { decryptPdf } from './decrypt-pdf';
import { failureOf, invoiceRefs } from './invoice-refs';
import type { UploadCaller } from './upload-caller';
import { UploadError } from './upload-error';
import { runTransaction } from '../lib/transactions';

export interface UnlockObjects {
  /** The object's bytes, or null when it is gone. */
  download(path: string): Promise<Uint8Array | null>;
  /** Writes `bytes` in place of the object, keeping its custom metadata. */
  replace(path: string, bytes: Uint8Array): Promise<void>;
}

const ENCRYPTED = 'pdf/encrypted';

export async function unlockUpload(db: Firestore, objects: UnlockObjects, caller: UploadCaller, request: UnlockUploadRequest): Promise<UnlockUploadResult> {
  const batchRef = db.doc(`accounts/${caller.accountId}/batches/${request.batchId}`);
  const batch = await batchRef.get();
  if (!batch.exists) throw new UploadError('upload/not-found');
  const companyId = String(batch.get('companyId'));
  if (caller.companyId !== null && caller.companyId !== companyId) throw new UploadError('upload/permission-denied');
  if (failureOf(batch, request.fileId)?.code !== ENCRYPTED) throw new UploadError('upload/not-locked');
  const refs = invoiceRefs(db, { accountId: caller.accountId, companyId, batchId: request.batchId, fileId: request.fileId });
  const path = (await refs.file.get()).get('storagePath') as string | undefined;
  const bytes = path ? await objects.download(path) : null;
  if (!path || !bytes) throw new UploadError('upload/not-found');

  const decrypted = await decryptPdf(bytes, request.password);
  if (!decrypted.ok) throw new UploadError(decrypted.reason === 'wrong-password' ? 'upload/wrong-password' : 'upload/cannot-unlock');

  await runTransaction(db, async (tx) => {
    const outcome = await tx.get(refs.outcome);
    if (outcome.get('kind') !== 'failure' || outcome.get('code') !== ENCRYPTED) throw new UploadError('upload/not-locked');
    tx.delete(refs.outcome);
    tx.delete(refs.file);
    tx.update(refs.batch, {
      failed: FieldValue.increment(-1),
      pending: FieldValue.increment(1),
      [`failures.${request.fileId}`]: FieldValue.delete(),
    });
  });
  await objects.replace(path, decrypted.bytes);
  return { state: 'unlocked' };
}
