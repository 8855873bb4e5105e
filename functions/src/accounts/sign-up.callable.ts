/**
 * `signUp({email, password, language?})` -> `{}`, callable signed out. Refusals carry Firebase
 * Auth's own codes in `details.code` (auth/weak-password, auth/invalid-email), which the web app
 * already translates. An address that has an account gets the same answer as a new one, and its
 * owner an email (existing-account-mail.ts): the form does not tell who has an account.
 */
import { SignUpInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { adminAuth, db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { appUrl } from './config';
import { queueExistingAccountMail } from './existing-account-mail';
import { signUp as createUser, SignUpError } from './sign-up';

export const signUp = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  const input = v.safeParse(SignUpInputSchema, request.data ?? {});
  if (!input.success) throw new HttpsError('invalid-argument', 'auth/invalid-email', { code: 'auth/invalid-email' });
  try {
    const { created } = await createUser(adminAuth(), input.output);
    if (created) logger.info(logMessages.userSignedUp);
    else await queueExistingAccountMail(db(), input.output.email, input.output.language, appUrl.value());
    return {};
  } catch (error) {
    if (!(error instanceof SignUpError)) throw error;
    throw new HttpsError('invalid-argument', error.code, { code: error.code });
  }
});
