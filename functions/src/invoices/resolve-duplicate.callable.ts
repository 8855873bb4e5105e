/** `resolveDuplicate({ invoiceId, action: 'keep' | 'delete' })` -> `{ state, original }`: see resolve-duplicate.ts. */
import { ResolveDuplicateRequestSchema } from '@factoria/domain/records/duplicate-requests.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { authorizeStaff } from '../storage/authorize-staff';
import { toHttpsError } from '../storage/file-action-errors';
import { StorageError } from '../storage/storage-error';
import { resolveDuplicate as resolve } from './resolve-duplicate';

export const resolveDuplicate = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  try {
    const input = v.safeParse(ResolveDuplicateRequestSchema, request.data);
    if (!input.success) throw new StorageError('storage/invalid-input');
    const caller = await authorizeStaff(db(), request.auth);
    const result = await resolve(db(), caller, input.output);
    logger.info(logMessages.duplicateResolved, { accountId: caller.accountId, ...input.output, state: result.state });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
