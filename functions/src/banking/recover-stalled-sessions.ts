/**
 * Every 15 minutes, moves on bank sessions stuck before or in their task (stalled-sessions.ts).
 * Locally (no Pub/Sub emulator) run it with
 *   curl -X POST http://127.0.0.1:5001/demo-factoria/europe-west1/recoverStalledBankSessions-0
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { appUrl } from '../accounts/config';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { enqueueBankSession } from './enqueue-session';
import { recoverStalledSessions } from './stalled-sessions';

export const recoverStalledBankSessions = onSchedule({ schedule: 'every 15 minutes', region: REGION, timeoutSeconds: 540 }, async () => {
  const bucket = storage().bucket();
  const result = await recoverStalledSessions(
    db(),
    {
      stored: async (path) => (await bucket.file(path).exists())[0],
      enqueue: enqueueBankSession,
      appUrl: appUrl.value(),
    },
    Date.now(),
  );
  logger.info(logMessages.bankSessionsRecovered, { looked: result.looked, actions: result.actions });
});
