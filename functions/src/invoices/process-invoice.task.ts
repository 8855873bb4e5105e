/**
 * Runs the extraction engine on one uploaded invoice and records the outcome. Cloud Tasks
 * retries failures; recording is idempotent, so a retry or a duplicate delivery is harmless.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { createExtractor, type Extractor } from '../extraction/extractor';
import { documentAiEndpoint, documentAiProcessor, extractorProvider, REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { admission } from './admission';
import { invoiceTaskConcurrency } from './invoice-config';
import { invoiceRefs } from './invoice-refs';
import { InvoiceTaskSchema, type InvoiceTask } from './invoice-task.schema';
import { recordFailure } from './record-failure';
import { recordExtraction } from './record-invoice';

export const processInvoice = onTaskDispatched(
  {
    region: REGION,
    // OCR of a scanned page is CPU-bound and takes seconds; one file per instance keeps every
    // file within the engine's 45 s budget, and Cloud Tasks fans out over instances instead.
    cpu: 1,
    concurrency: 1,
    memory: '2GiB',
    timeoutSeconds: 300,
    maxInstances: 50,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: invoiceTaskConcurrency },
  },
  async (request) => {
    const task = v.parse(InvoiceTaskSchema, request.data);
    const started = performance.now();
    const refs = invoiceRefs(db(), task);
    const [bytes, account, company] = await Promise.all([download(task), refs.account.get(), refs.company.get()]);
    if (!bytes) {
      logger.warn(logMessages.invoiceObjectMissing, { path: task.objectPath });
      return;
    }
    // Refused files cost no extraction; the recording write checks again.
    const refusal = admission(account, company, Date.now());
    if (refusal) {
      await recordFailure(db(), task, refusal);
      logger.info(logMessages.invoiceRefused, { path: task.objectPath, code: refusal });
      return;
    }
    const read = performance.now();
    const companyTaxId = (company.get('taxId') as string | undefined) ?? undefined;
    const result = await instanceExtractor().extract(bytes, { companyTaxId, fileName: task.fileName });
    const extracted = performance.now();
    const outcome = await record(task, result, company);
    logger.info(outcome === 'already-recorded' ? logMessages.invoiceAlreadyProcessed : logMessages.invoiceProcessed, {
      path: task.objectPath,
      outcome,
      status: result.status,
      evidence: result.evidence,
      ms: { read: Math.round(read - started), extract: Math.round(extracted - read), record: Math.round(performance.now() - extracted) },
    });
  },
);

/** The object's bytes, or null when it is gone (deleted or cancelled since it was queued). */
async function download(task: InvoiceTask): Promise<Uint8Array | null> {
  try {
    const [bytes] = await storage().bucket(task.bucket).file(task.objectPath).download();
    return new Uint8Array(bytes);
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

let extractor: Extractor | undefined;

/** One extractor per instance: the Document AI client keeps its channel between tasks. */
function instanceExtractor(): Extractor {
  extractor ??= createExtractor({
    provider: extractorProvider.value(),
    processor: documentAiProcessor.value(),
    endpoint: documentAiEndpoint.value(),
  });
  return extractor;
}

/** Records the result; a file nothing could be read from counts as failed in its batch, with the reason. */
function record(task: InvoiceTask, result: ExtractionResult, company: DocumentSnapshot) {
  const fatal = result.evidence === 'none'
    ? result.issues.find((issue) => issue.field === 'document' && issue.severity === 'error')
    : undefined;
  return fatal ? recordFailure(db(), task, fatal.code) : recordExtraction(db(), task, result, company);
}
