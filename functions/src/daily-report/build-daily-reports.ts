/**
 * Every 15 minutes, builds the daily report of each account whose report time has come (see
 * build-daily-report.ts). Locally (no Pub/Sub emulator) run it with
 *   curl -X POST http://127.0.0.1:5001/demo-factoria/europe-west1/buildDailyReports-0
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { appUrl } from '../accounts/config';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { buildDueReports } from './build-daily-report';

export const buildDailyReports = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeoutSeconds: 540, memory: '512MiB' },
  async () => {
    const result = await buildDueReports(db(), Date.now(), { appUrl: appUrl.value() });
    logger.info(logMessages.dailyReportBuilt, { built: result.built.length, accounts: result.accounts });
    if (result.failed.length) logger.error(logMessages.dailyReportFailed, { failures: result.failed });
  },
);
