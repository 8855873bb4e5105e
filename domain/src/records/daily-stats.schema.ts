/**
 * The invoice figures of one agency for one day (`accounts/{a}/dailyStats/{YYYY-MM-DD}`): the
 * invoices processed that day as they are now (records/invoice-counters.ts), moved by functions
 * in the transaction that records, corrects, deletes or restores an invoice, so a range adds up
 * to the same figures as the companies' counters. The dashboard sums these instead of reading
 * invoices. Counters a function has not touched yet are absent, so every one is optional and
 * reads as zero.
 */
import * as v from 'valibot';

const counter = v.optional(v.number(), 0);

export const DailyStatsSchema = v.object({
  processed: counter,
  accurate: counter,
  withErrors: counter,
  /** Invoices processed that day whose errors a user has fixed since. */
  corrected: counter,
  savedSeconds: counter,
  /** Sum of upload-to-result times, in milliseconds. */
  processingMs: counter,
});
export type DailyStats = v.InferOutput<typeof DailyStatsSchema>;

export const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
