/** `unlockUpload({ batchId, fileId, password })` -> `{ state }`: see unlock-upload.ts. */
import { UnlockUploadRequestSchema } from '@factoria/domain/records/upload-requests.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { uploadCaller } from './upload-caller';
import { toHttpsError, UploadError } from './upload-error';
import { unlockUpload as unlock, type UnlockObjects } from './unlock-upload';

const objects: UnlockObjects = {
  async download(path) {
    try {
      const [bytes] = await storage().bucket().file(path).download();
      return new Uint8Array(bytes);
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  },
  async replace(path, bytes) {
    const file = storage().bucket().file(path);
    const [metadata] = await file.getMetadata();
    await file.save(Buffer.from(bytes), { resumable: false, contentType: 'application/pdf', metadata: { metadata: metadata.metadata ?? {} } });
  },
};

// Decrypting holds the file (up to 25 MB) a few times over in memory.
export const unlockUpload = onCall({ region: REGION, memory: '1GiB', timeoutSeconds: 60 }, async (request) => {
  try {
    const input = v.safeParse(UnlockUploadRequestSchema, request.data);
    if (!input.success) throw new UploadError('upload/invalid-input');
    const caller = await uploadCaller(db(), request.auth);
    const result = await unlock(db(), objects, caller, input.output);
    // Never the password: only which file.
    logger.info(logMessages.uploadUnlocked, { accountId: caller.accountId, batchId: input.output.batchId, fileId: input.output.fileId });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
