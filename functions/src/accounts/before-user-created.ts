/**
 * Every Auth user is created on the server (the signUp callable, client invitations, the seed,
 * all through the Admin SDK, which blocking functions do not see). A sign-up sent straight to
 * Firebase Auth from a browser would skip the password check of the signUp callable, so it is
 * refused here (docs/decisions/1311-password-policy.md).
 */
import { logger } from 'firebase-functions';
import { beforeUserCreated, HttpsError } from 'firebase-functions/v2/identity';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';

export const beforeUserSignUp = beforeUserCreated({ region: REGION }, (event) => {
  logger.warn(logMessages.directSignUpRefused, { providerId: event.additionalUserInfo?.providerId ?? null });
  throw new HttpsError('permission-denied', 'auth/sign-up-through-app');
});
