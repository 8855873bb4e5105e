/** A client company of the agency (spec section 3). */
import * as v from 'valibot';
import { CompanyIntakeSchema } from './email-intake.schema';

export const COMPANY_STATUSES = ['pending', 'active', 'inactive'] as const;
export const CompanyStatusSchema = v.picklist(COMPANY_STATUSES);
export type CompanyStatus = v.InferOutput<typeof CompanyStatusSchema>;

export const CompanyStatsSchema = v.object({
  processed: v.number(),
  accurate: v.number(),
  withErrors: v.number(),
  corrected: v.number(),
  savedSeconds: v.number(),
});
export type CompanyStats = v.InferOutput<typeof CompanyStatsSchema>;

export const CompanySchema = v.object({
  name: v.string(),
  taxId: v.string(),
  invoiceTypes: v.array(v.string()),
  equivalenceSurcharge: v.boolean(),
  irpf: v.boolean(),
  /**
   * The typed "receive invoices by email" address of the form before issue 17; it never received
   * anything and is no longer written or shown (`intake` replaced it). Older documents keep it.
   */
  emailIntake: v.optional(v.object({ enabled: v.boolean(), address: v.nullable(v.string()) })),
  appUser: v.object({ enabled: v.boolean(), email: v.nullable(v.string()) }),
  status: CompanyStatusSchema,
  createdAt: v.number(),
  stats: CompanyStatsSchema,
  /** Invoices by email (issue 17): the company's intake address, set by functions only. */
  intake: v.optional(CompanyIntakeSchema),
});
export type Company = v.InferOutput<typeof CompanySchema>;

/**
 * `accounts/{a}/companyNotes/{companyId}`: the agency's internal notes about a company. Kept
 * out of the company document, which the company's own app user reads (issue 13); written by
 * the company callables, read by the agency's staff only.
 */
export const CompanyNotesSchema = v.object({ notes: v.string() });
export type CompanyNotes = v.InferOutput<typeof CompanyNotesSchema>;

export function emptyCompanyStats(): CompanyStats {
  return { processed: 0, accurate: 0, withErrors: 0, corrected: 0, savedSeconds: 0 };
}
