/** `cancelUpload({ batchId, fileId, fileName })` -> `{ state }`: see cancel-upload.ts. */
import { CancelUploadRequestSchema } from '@factoria/domain/records/upload-requests.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { cancelUpload as cancel } from './cancel-upload';
import { uploadCaller } from './upload-caller';
import { toHttpsError, UploadError } from './upload-error';

export const cancelUpload = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  try {
    const input = v.safeParse(CancelUploadRequestSchema, request.data);
    if (!input.success) throw new UploadError('upload/invalid-input');
    const caller = await uploadCaller(db(), request.auth);
    const objects = { deleteObject: (path: string) => storage().bucket().file(path).delete({ ignoreNotFound: true }).then(() => undefined) };
    const result = await cancel(db(), objects, caller, input.output);
    logger.info(logMessages.uploadCancelled, { accountId: caller.accountId, ...input.output, state: result.state });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
