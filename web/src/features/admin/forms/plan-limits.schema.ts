import { PLAN_LIMIT_MAX } from '@factoria/domain/records/account-requests.schema';
import * as v from 'valibot';

const limit = (required: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^\d+$/, 'validation.limitInvalid'),
    v.transform(Number),
    v.maxValue(PLAN_LIMIT_MAX, 'validation.limitInvalid'),
  );

// Messages are keys of the admin namespace.
export const PlanLimitsSchema = v.object({
  maxCompanies: limit('validation.maxCompaniesRequired'),
  maxInvoicesPerMonth: limit('validation.maxInvoicesRequired'),
});
export type PlanLimitsInput = v.InferInput<typeof PlanLimitsSchema>;
export type PlanLimitsOutput = v.InferOutput<typeof PlanLimitsSchema>;
