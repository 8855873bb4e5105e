/**
 * The slow lane of extraction (extraction-lanes.ts): files the quick lane handed on (scans
 * that need OCR, big files, pages that outlived the quick limit) get the engine's full budget
 * here, in dispatch slots and instances of their own, so they never hold up a quick file, each
 * account within its share of the slots (slow-lane-share.ts).
 * A worker stopped at the budget settles the file as `pdf/timeout`; the last attempt after
 * instances died settles it as `extraction/internal-error`: never a retry loop.
 */
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { REGION } from '../lib/config';
import { SLOW_LANE_MAX_ATTEMPTS, slowLaneShare } from './extraction-lanes';
import { slowInvoiceTaskConcurrency } from './invoice-config';
import { InvoiceTaskSchema } from './invoice-task.schema';
import { runInvoiceTask } from './process-invoice.task';
import { leaveSlowLane } from './slow-lane-share';

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
  async (request) => {
    const task = v.parse(InvoiceTaskSchema, request.data);
    await runInvoiceTask(task, 'slow', request.retryCount);
    // Settled (or gone): the account's next waiting file takes this place. A failed attempt
    // keeps it for its retry; a task that dies keeps it until its lease ends.
    await leaveSlowLane(task, slowLaneShare(slowInvoiceTaskConcurrency.value()));
  },
);
