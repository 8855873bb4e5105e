/**
 * The invoice figures of one agency for one day (`accounts/{a}/dailyStats/{YYYY-MM-DD}`),
 * incremented by functions in the transaction that records (or corrects) an invoice. The
 * dashboard sums these instead of reading invoices. Counters a function has not touched yet
 * are absent, so every one is optional and reads as zero.
 */
import * as v from 'valibot';

const counter = v.optional(v.number(), 0);

export const DailyStatsSchema = v.object({
  processed: counter,
  accurate: counter,
  withErrors: counter,
  /** Errors fixed by users that day. */
  corrected: counter,
  savedSeconds: counter,
  /** Sum of upload-to-result times, in milliseconds. */
  processingMs: counter,
});
export type DailyStats = v.InferOutput<typeof DailyStatsSchema>;

export const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
