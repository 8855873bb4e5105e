/** `deleteFile({ fileId })` -> `{ deletedAt }`: moves a file (and its invoice) to the trash. */
import { FileActionInputSchema } from '@factoria/domain/records/storage-file.schema';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { authorizeStaff } from './authorize-staff';
import { toHttpsError } from './file-action-errors';
import { StorageError } from './storage-error';
import { moveToTrash } from './trash-service';

export const deleteFile = onCall({ region: REGION }, async (request) => {
  try {
    const input = v.safeParse(FileActionInputSchema, request.data);
    if (!input.success) throw new StorageError('storage/invalid-input');
    const { accountId, uid } = await authorizeStaff(db(), request.auth);
    return await moveToTrash(db(), { accountId, fileId: input.output.fileId, by: uid, now: Date.now() });
  } catch (error) {
    throw toHttpsError(error);
  }
});
