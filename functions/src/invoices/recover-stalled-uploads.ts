/**
 * Every 15 minutes, sends uploads the pipeline missed through it again (stalled-uploads.ts).
 * Locally (no Pub/Sub emulator) run it with
 *   curl -X POST http://127.0.0.1:5001/demo-factoria/europe-west1/recoverStalledUploads-0
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { admitObject } from './admit-object';
import { recoverStalledUploads as recover } from './stalled-uploads';

export const recoverStalledUploads = onSchedule({ schedule: 'every 15 minutes', region: REGION, timeoutSeconds: 540 }, async () => {
  const bucket = storage().bucket();
  const result = await recover(
    db(),
    {
      list: async (prefix) =>
        (await bucket.getFiles({ prefix }))[0].map((file) => ({
          name: file.name,
          bucket: bucket.name,
          size: file.metadata.size ?? 0,
          timeCreated: file.metadata.timeCreated,
          metadata: file.metadata.metadata as Record<string, string> | undefined,
        })),
      admit: (object, taskId) => admitObject(object, taskId),
    },
    Date.now(),
  );
  logger.info(logMessages.uploadsRecovered, { batches: result.batches, recovered: result.recovered.length, settled: result.settled });
});
