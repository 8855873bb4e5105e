/**
 * The invoice edits users make through callables (the invoice screen and the error-fix flow):
 * `saveInvoiceCorrection` and `deleteInvoice`. The server re-validates every correction with
 * `validateInvoice`, so the status a user sees after saving is derived, never typed in.
 */
import * as v from 'valibot';
import { isValidCalendarDate } from '../date/parse-date';
import { InvoiceDataSchema, IssueSchema, InvoiceStatusSchema } from '../invoice/invoice.schema';

const InvoiceIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** `YYYY-MM-DD` that is a day of the calendar (the format check alone lets 2025-02-30 through). */
export function isCalendarDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  return isValidCalendarDate(year ?? 0, month ?? 0, day ?? 0);
}

export const SaveCorrectionInputSchema = v.object({
  invoiceId: InvoiceIdSchema,
  /** Chosen by the form once per save: a repeated delivery of the same save applies once. */
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /**
   * How many corrections the form's values were based on. A save over corrections someone
   * else made in the meantime is refused (`invoice-edit/stale`) instead of silently undoing them.
   */
  baseCorrections: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.pipe(
    InvoiceDataSchema,
    v.check((data) => data.date === null || isCalendarDay(data.date)),
  ),
});
export type SaveCorrectionInput = v.InferOutput<typeof SaveCorrectionInputSchema>;

export const SaveCorrectionResultSchema = v.object({
  status: InvoiceStatusSchema,
  issues: v.array(IssueSchema),
  /** False when the values equal the stored ones: nothing was recorded. */
  changed: v.boolean(),
});
export type SaveCorrectionResult = v.InferOutput<typeof SaveCorrectionResultSchema>;

export const DeleteInvoiceInputSchema = v.object({ invoiceId: InvoiceIdSchema });
export type DeleteInvoiceInput = v.InferOutput<typeof DeleteInvoiceInputSchema>;

/** The `details.code` of a refused edit; the web app translates each one. */
export const INVOICE_EDIT_ERRORS = [
  'invoice-edit/invalid-input',
  'invoice-edit/unauthenticated',
  'invoice-edit/forbidden',
  'invoice-edit/not-found',
  'invoice-edit/stale',
] as const;
export type InvoiceEditError = (typeof INVOICE_EDIT_ERRORS)[number];

export function isInvoiceEditError(code: unknown): code is InvoiceEditError {
  return typeof code === 'string' && (INVOICE_EDIT_ERRORS as readonly string[]).includes(code);
}
