/** `restoreFile({ fileId })` -> `{ storagePath }`: brings a file (and its invoice) back from the trash. */
import { FileActionInputSchema } from '@factoria/domain/records/storage-file.schema';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { authorizeStaff } from './authorize-staff';
import { toHttpsError } from './file-action-errors';
import { StorageError } from './storage-error';
import { restoreFromTrash } from './trash-service';

export const restoreFile = onCall({ region: REGION }, async (request) => {
  try {
    const input = v.safeParse(FileActionInputSchema, request.data);
    if (!input.success) throw new StorageError('storage/invalid-input');
    const { accountId } = await authorizeStaff(db(), request.auth);
    return await restoreFromTrash(db(), { accountId, fileId: input.output.fileId, now: Date.now() });
  } catch (error) {
    throw toHttpsError(error);
  }
});
