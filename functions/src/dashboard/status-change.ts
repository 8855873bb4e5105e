/**
 * Keeps the dashboard's company donut current: a company created, deleted or moved to another
 * status recounts its agency's companies. Every invoice processed also writes its company
 * (counters), so those writes return at once without a read.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { recountCompanies, statusChanged } from './count-companies';

export async function recountIfStatusChanged(
  accountId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!statusChanged(before, after)) return;
  const aggregate = await recountCompanies(db(), accountId);
  logger.info(logMessages.companiesRecounted, { accountId, ...aggregate });
}
