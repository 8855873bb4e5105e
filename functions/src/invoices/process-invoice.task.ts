/**
 * Runs the extraction engine on one uploaded invoice and records the outcome. Cloud Tasks
 * retries failures; recording is idempotent, so a retry or a duplicate delivery is harmless.
 */
import { extractInvoice } from '@factoria/domain/extraction/extract-invoice';
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { InvoiceTaskSchema } from './invoice-task.schema';
import { recordExtraction, recordFailure } from './record-invoice';

export const PROCESS_INVOICE_FUNCTION = 'processInvoice';

export const processInvoice = onTaskDispatched(
  {
    region: REGION,
    memory: '2GiB',
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  async (request) => {
    const task = v.parse(InvoiceTaskSchema, request.data);
    const file = storage().bucket(task.bucket).file(task.objectPath);
    const [exists] = await file.exists();
    if (!exists) {
      logger.warn(logMessages.invoiceObjectMissing, { path: task.objectPath });
      return;
    }
    const company = await db().doc(`accounts/${task.accountId}/companies/${task.companyId}`).get();
    const [bytes] = await file.download();
    const result = await extractInvoice(new Uint8Array(bytes), {
      companyTaxId: company.get('taxId') ?? undefined,
      fileName: task.fileName,
    });
    // Nothing could be read from the file: it counts as failed in its batch, with the reason.
    const fatal = result.evidence === 'none'
      ? result.issues.find((issue) => issue.field === 'document' && issue.severity === 'error')
      : undefined;
    const outcome = fatal
      ? await recordFailure(db(), task, fatal.code)
      : await recordExtraction(db(), task, result);
    logger.info(outcome === 'recorded' ? logMessages.invoiceProcessed : logMessages.invoiceAlreadyProcessed, {
      path: task.objectPath,
      status: result.status,
      ms: result.timings.ms,
    });
  },
);
