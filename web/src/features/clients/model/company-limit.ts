/**
 * Where the agency stands against its plan's company limit, for the add button's tooltip and
 * for deciding between the company form and the extra-slot offer. The server decides for real.
 */
import { companyLimit } from '@factoria/domain/records/company-requests.schema';

/** Near the limit: at most this share of the limit (and at least one company) left. */
export const NEAR_LIMIT_SHARE = 0.2;

export type LimitState =
  | { kind: 'no-subscription' }
  | { kind: 'available'; used: number; limit: number; remaining: number }
  | { kind: 'near'; used: number; limit: number; remaining: number }
  | { kind: 'full'; used: number; limit: number };

export function limitState(plan: { maxCompanies: number; extraSlots: number } | null, used: number): LimitState {
  const limit = companyLimit(plan);
  if (limit === null) return { kind: 'no-subscription' };
  const remaining = limit - used;
  if (remaining <= 0) return { kind: 'full', used, limit };
  const near = remaining <= Math.max(1, Math.floor(limit * NEAR_LIMIT_SHARE));
  return { kind: near ? 'near' : 'available', used, limit, remaining };
}
