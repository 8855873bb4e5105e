/**
 * The slow lane of extraction (extraction-lanes.ts): files the quick lane handed on (scans
 * that need OCR, big files, pages that outlived the quick limit) get the engine's full budget
 * here, in dispatch slots and instances of their own, so they never hold up a quick file.
 * A worker stopped at the budget settles the file as `pdf/timeout`; the last attempt after
 * instances died settles it as `extraction/internal-error`: never a retry loop.
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { REGION } from '../lib/config';
import { SLOW_LANE_MAX_ATTEMPTS } from './extraction-lanes';
import { slowInvoiceTaskConcurrency } from './invoice-config';
import { InvoiceTaskSchema } from './invoice-task.schema';
import { runInvoiceTask } from './process-invoice.task';

export const processSlowInvoice = onTaskDispatched(
  {
    region: REGION,
    cpu: 1,
    concurrency: 1,
    memory: '2GiB',
    timeoutSeconds: 300,
    maxInstances: 20,
    retryConfig: { maxAttempts: SLOW_LANE_MAX_ATTEMPTS, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: slowInvoiceTaskConcurrency },
  },
  (request) => runInvoiceTask(v.parse(InvoiceTaskSchema, request.data), 'slow', request.retryCount),
);
