/**
 * How many companies of an agency are in each state (`accounts/{a}/aggregates/companies`), for
 * the dashboard's donut. A function recounts it whenever a company's status changes, so the
 * browser never reads every company to draw it.
 */
import * as v from 'valibot';

export const COMPANY_AGGREGATE_ID = 'companies';

export const CompanyAggregateSchema = v.object({
  active: v.pipe(v.number(), v.integer(), v.minValue(0)),
  inactive: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pending: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: v.number(),
});
export type CompanyAggregate = v.InferOutput<typeof CompanyAggregateSchema>;
