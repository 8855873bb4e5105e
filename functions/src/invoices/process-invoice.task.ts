/**
 * Runs the extraction engine on one uploaded invoice and records the outcome, in two lanes
 * (extraction-lanes.ts): processInvoice reads every file first, quickly and without OCR, and
 * hands what needs more to processSlowInvoice (process-slow-invoice.task.ts). A file already
 * settled (a repeated delivery) costs two reads and nothing else. Cloud Tasks retries
 * failures; recording is idempotent, so a retry or a duplicate delivery is harmless.
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
import { extractionHeapMb, invoiceTaskConcurrency, quickLaneLimitMs, slowInvoiceTaskConcurrency } from './invoice-config';
import { invoiceRefs } from './invoice-refs';
import { InvoiceTaskSchema, type InvoiceTask } from './invoice-task.schema';
import { handOverReason, slowLaneShare, type HandOver, type Lane, QUICK_LANE_MAX_BYTES, SLOW_LANE_MAX_ATTEMPTS } from './extraction-lanes';
import { recordFailure } from './record-failure';
import { recordExtraction } from './record-invoice';
import { enterSlowLane } from './slow-lane-share';

export const processInvoice = onTaskDispatched(
  {
    region: REGION,
    // One file per instance keeps every file within its limits; Cloud Tasks fans out over
    // instances instead. The quick lane holds a file at most QUICK_LANE_LIMIT_MS.
    cpu: 1,
    concurrency: 1,
    memory: '2GiB',
    timeoutSeconds: 300,
    maxInstances: 50,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: invoiceTaskConcurrency },
  },
  (request) => runInvoiceTask(v.parse(InvoiceTaskSchema, request.data), 'quick', request.retryCount),
);

/** One delivery of a file's task in `lane`; `retryCount`: earlier attempts of this delivery. */
export async function runInvoiceTask(task: InvoiceTask, lane: Lane, retryCount: number): Promise<void> {
  const started = performance.now();
  const refs = invoiceRefs(db(), task);
  // A file settles once: a repeated or late delivery does no work at all.
  const [outcome, invoice, account, company] = await Promise.all([refs.outcome.get(), refs.invoice.get(), refs.account.get(), refs.company.get()]);
  if (outcome.exists || invoice.exists) {
    logger.info(logMessages.invoiceAlreadySettled, { path: task.objectPath, lane });
    return;
  }
  if (lane === 'quick' && (task.size > QUICK_LANE_MAX_BYTES || retryCount > 0)) {
    return handOver(task, task.size > QUICK_LANE_MAX_BYTES ? 'size' : 'retry');
  }
  if (lane === 'slow' && retryCount >= SLOW_LANE_MAX_ATTEMPTS - 1) {
    // The earlier attempts ended without a result (the instance died): settle, never loop.
    await recordFailure(db(), task, 'extraction/internal-error');
    logger.warn(logMessages.invoiceGaveUp, { path: task.objectPath, attempts: retryCount + 1 });
    return;
  }
  const bytes = await download(task);
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
  const context = { companyTaxId, fileName: task.fileName };
  const result = lane === 'quick'
    ? await instanceExtractor().extract(bytes, { ...context, ocr: { enabled: false } }, quickLaneLimitMs.value())
    : await instanceExtractor().extract(bytes, context);
  const extracted = performance.now();
  const reason = lane === 'quick' ? handOverReason(result) : null;
  if (reason) return handOver(task, reason);
  const recorded = await record(task, result, company);
  logger.info(recorded === 'already-recorded' ? logMessages.invoiceAlreadyProcessed : logMessages.invoiceProcessed, {
    path: task.objectPath,
    lane,
    outcome: recorded,
    status: result.status,
    evidence: result.evidence,
    ms: { read: Math.round(read - started), extract: Math.round(extracted - read), record: Math.round(performance.now() - extracted) },
  });
}

async function handOver(task: InvoiceTask, reason: HandOver): Promise<void> {
  const queued = await enterSlowLane(task, slowLaneShare(slowInvoiceTaskConcurrency.value()));
  logger.info(logMessages.invoiceHandedToSlowLane, { path: task.objectPath, reason, queued });
}

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
    heapMb: extractionHeapMb.value(),
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
