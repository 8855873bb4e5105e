/** A client company of the agency (spec section 3). */
import * as v from 'valibot';

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
  emailIntake: v.object({ enabled: v.boolean(), address: v.nullable(v.string()) }),
  appUser: v.object({ enabled: v.boolean(), email: v.nullable(v.string()) }),
  notes: v.string(),
  status: CompanyStatusSchema,
  createdAt: v.number(),
  stats: CompanyStatsSchema,
});
export type Company = v.InferOutput<typeof CompanySchema>;

export function emptyCompanyStats(): CompanyStats {
  return { processed: 0, accurate: 0, withErrors: 0, corrected: 0, savedSeconds: 0 };
}
