/**
 * The daily processing report of an agency (`accounts/{a}/dailyReports/{YYYYMMDD}`, the day in
 * the account's time zone). A scheduled function writes it once, at the account's report time,
 * with every invoice processed (and every file that failed) since the previous report. Staff
 * confirm it from the dashboard popup, which only sets `confirmedAt` and `confirmedBy`.
 */
import * as v from 'valibot';
import { InvoiceStatusSchema } from '../invoice/invoice.schema';
import { INBOX_REASONS } from './email-intake.schema';

/** More items than this would make the document heavy; the rest is counted in `omitted`. */
export const MAX_REPORT_ITEMS = 500;

export const DailyReportItemSchema = v.object({
  /** The invoice id; null for a file that failed before becoming an invoice. */
  invoiceId: v.nullable(v.string()),
  companyId: v.string(),
  /** The agency's client the invoice belongs to. */
  companyName: v.string(),
  fileName: v.string(),
  number: v.nullable(v.string()),
  /** The CIF on the invoice (its supplier's tax id). */
  taxId: v.nullable(v.string()),
  status: v.union([InvoiceStatusSchema, v.literal('failed')]),
  /** Issue codes of the errors (or the failure reason), translated by the web app. */
  errors: v.array(v.string()),
  /** The earlier invoice this one may duplicate (issue 18, item 8); absent on older reports. */
  duplicateOf: v.optional(v.nullable(v.string()), null),
});
export type DailyReportItem = v.InferOutput<typeof DailyReportItemSchema>;

export const DailyReportCountsSchema = v.object({
  processed: v.number(),
  successful: v.number(),
  withErrors: v.number(),
  failed: v.number(),
  /** Invoices of the window flagged as possible duplicates when the report was built; absent: 0. */
  duplicates: v.optional(v.number(), 0),
});
export type DailyReportCounts = v.InferOutput<typeof DailyReportCountsSchema>;

/**
 * Mail received at one company's intake address in the window that did not become invoices
 * (issue 17): still held for review, or refused, with how many for each reason.
 */
export const DailyReportMailSchema = v.object({
  companyId: v.string(),
  companyName: v.string(),
  held: v.number(),
  refused: v.number(),
  reasons: v.array(v.object({ reason: v.picklist(INBOX_REASONS), count: v.number() })),
});
export type DailyReportMail = v.InferOutput<typeof DailyReportMailSchema>;

export const DailyReportSchema = v.object({
  /** `YYYY-MM-DD` in `timeZone`. */
  day: v.string(),
  timeZone: v.string(),
  /** The window covered: processed after `from`, up to and including `to` (epoch ms). */
  from: v.number(),
  to: v.number(),
  generatedAt: v.number(),
  counts: DailyReportCountsSchema,
  /** Errors first, then the rest; at most MAX_REPORT_ITEMS. */
  items: v.array(DailyReportItemSchema),
  omitted: v.number(),
  /** Per company, most messages first; reports built before issue 17 have none. */
  mail: v.optional(v.array(DailyReportMailSchema), []),
  confirmedAt: v.nullable(v.number()),
  confirmedBy: v.nullable(v.string()),
});
export type DailyReport = v.InferOutput<typeof DailyReportSchema>;
