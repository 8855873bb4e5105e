/**
 * `signUp({email, password})` -> `{uid}`, callable signed out. Refusals carry Firebase Auth's own
 * codes in `details.code` (auth/weak-password, auth/email-already-in-use, auth/invalid-email),
 * which the web app already translates.
 */
import { SignUpInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { adminAuth } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { signUp as createUser, SignUpError } from './sign-up';

export const signUp = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  const input = v.safeParse(SignUpInputSchema, request.data ?? {});
  if (!input.success) throw new HttpsError('invalid-argument', 'auth/invalid-email', { code: 'auth/invalid-email' });
  try {
    const result = await createUser(adminAuth(), input.output);
    logger.info(logMessages.userSignedUp, { uid: result.uid });
    return result;
  } catch (error) {
    if (!(error instanceof SignUpError)) throw error;
    const status = error.code === 'auth/email-already-in-use' ? 'already-exists' : 'invalid-argument';
    throw new HttpsError(status, error.code, { code: error.code });
  }
});
