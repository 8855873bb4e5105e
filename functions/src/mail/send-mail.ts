/**
 * Sends the `mail` queue (docs/decisions/0005, 0020): every created document, and every one an
 * operator or a failed attempt marks RETRY, is delivered over SMTP (delivery.ts).
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { deliverMail, wantsDelivery } from './delivery';
import { smtpPassword } from './mail-config';

export const sendMail = onDocumentWritten(
  { document: 'mail/{mailId}', region: REGION, secrets: [smtpPassword], timeoutSeconds: 120 },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !wantsDelivery(after.data())) return;
    const state = await deliverMail(after.ref);
    if (state) logger.info(state === 'SUCCESS' ? logMessages.mailSent : logMessages.mailNotSent, { mailId: event.params.mailId, state });
  },
);
