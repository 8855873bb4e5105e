/**
 * Two lanes for extraction, so a slow or hostile file never holds up a quick one
 * (docs/decisions/1307). Every file starts in the quick lane (processInvoice): its text layer
 * is read with OCR off and a short limit. A file that needs more (OCR of a scanned page, a
 * big file, a page that outlives the limit) is handed to the slow lane (processSlowInvoice),
 * which has dispatch slots and instances of its own and the engine's full budget, each account
 * within its share of the slots (slow-lane-share.ts). No firebase-functions import: the tasks
 * pass their parameters in.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { adminFunctions, db } from '../lib/admin';
import { REGION } from '../lib/config';
import type { InvoiceTask } from './invoice-task.schema';
import type { ShareDeps } from './slow-lane-share';

export type Lane = 'quick' | 'slow';

export const SLOW_INVOICE_FUNCTION = 'processSlowInvoice';

/** Files bigger than this are scans or image-heavy: the quick lane hands them on unread. */
export const QUICK_LANE_MAX_BYTES = 5 * 1024 * 1024;

/** The slow lane's attempts; the last one settles the file instead of extracting again. */
export const SLOW_LANE_MAX_ATTEMPTS = 3;

export type HandOver = 'size' | 'needs-ocr' | 'time-limit' | 'retry';

/** Why a quick-lane reading is not the file's result, or null when it is. */
export function handOverReason(result: ExtractionResult): HandOver | null {
  const codes = new Set(result.issues.map((issue) => issue.code));
  if (result.evidence === 'none' && codes.has('pdf/timeout')) return 'time-limit';
  // Pages without a text layer were left for OCR (the quick lane runs none).
  if (codes.has('pdf/pages-skipped')) return 'needs-ocr';
  return null;
}

/** Queues the file in the slow lane; a second queueing of the same file is a no-op. */
export async function queueInSlowLane(task: InvoiceTask): Promise<'queued' | 'already-queued'> {
  try {
    await adminFunctions()
      .taskQueue(`locations/${REGION}/functions/${SLOW_INVOICE_FUNCTION}`)
      .enqueue(task, { id: `${task.accountId}-${task.fileId}-slow` });
    return 'queued';
  } catch (error) {
    if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    return 'already-queued';
  }
}

/** The account's share of the lane's `slots` (slow-lane-share.ts), queueing through Cloud Tasks. */
export function slowLaneShare(slots: number): ShareDeps {
  return { db: db(), slots, enqueue: queueInSlowLane };
}
