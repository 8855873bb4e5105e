/**
 * `seedFaq`: the administrator (custom claim `admin`) writes the shipped FAQ to Firestore, e.g.
 * after a deployment that changed it. Takes no input; returns how many entries were written.
 */
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { seedFaq as seed } from './seed-faq';

export const seedFaq = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'faq/unauthenticated', { code: 'faq/unauthenticated' });
  if (request.auth.token.admin !== true || request.auth.token.email_verified !== true) {
    throw new HttpsError('permission-denied', 'faq/admin-only', { code: 'faq/admin-only' });
  }
  const entries = await seed(db());
  logger.info(logMessages.faqSeeded, { entries, by: request.auth.uid });
  return { entries };
});
