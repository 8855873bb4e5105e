/**
 * Runs a queued bank session (see run-bank-session.ts). Cloud Tasks retries a failed run; the
 * run is idempotent. A session whose last attempt still fails is marked failed
 * (`bank/internal-error`) so it never stays "processing" for ever.
 */
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { appUrl } from '../accounts/config';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { BankTaskSchema } from './bank-task.schema';
import { markSessionFailed } from './mark-session-failed';
import { runBankSession } from './run-bank-session';

const MAX_ATTEMPTS = 3;

export const processBankSession = onTaskDispatched(
  {
    region: REGION,
    cpu: 1,
    memory: '2GiB',
    // The spec allows 5 minutes from upload to done; the target is one.
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: MAX_ATTEMPTS, minBackoffSeconds: 5 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const task = v.parse(BankTaskSchema, request.data);
    try {
      const report = await runBankSession(db(), storage(), task, { appUrl: appUrl.value() });
      const message = report.outcome === 'skipped' ? logMessages.bankSessionSkipped : logMessages.bankSessionProcessed;
      logger.info(message, { ...task, ...report, uploadToDoneMs: Date.now() - task.queuedAt });
    } catch (error) {
      if (request.retryCount + 1 < MAX_ATTEMPTS) throw error;
      await markSessionFailed(db(), task, appUrl.value());
      logger.error(logMessages.bankSessionGaveUp, { ...task, error: String(error) });
    }
  },
);
