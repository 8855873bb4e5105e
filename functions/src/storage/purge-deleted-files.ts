/**
 * Every night, removes for good what has been in the trash for the retention period. Locally
 * (no Pub/Sub emulator) run it with
 *   curl -X POST http://127.0.0.1:5001/demo-factoria/europe-west1/purgeDeletedFiles-0
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { purgeExpiredFiles } from './purge-trash';

export const purgeDeletedFiles = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Europe/Madrid', region: REGION, timeoutSeconds: 540 },
  async () => {
    const result = await purgeExpiredFiles(db(), storage().bucket(), Date.now());
    logger.info(logMessages.trashPurged, { purged: result.purged.length, skipped: result.skipped });
  },
);
