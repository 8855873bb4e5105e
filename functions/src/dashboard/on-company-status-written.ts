/**
 * Keeps the dashboard's company donut current: a company created, deleted or moved to another
 * status recounts its agency's companies. Every invoice processed also writes its company
 * (counters), so those writes return at once without a read.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { recountCompanies, statusChanged } from './count-companies';

export const onCompanyStatusWritten = onDocumentWritten(
  { document: 'accounts/{accountId}/companies/{companyId}', region: REGION, retry: true },
  async (event) => {
    if (!statusChanged(event.data?.before.data(), event.data?.after.data())) return;
    const aggregate = await recountCompanies(db(), event.params.accountId);
    logger.info(logMessages.companiesRecounted, { accountId: event.params.accountId, ...aggregate });
  },
);
