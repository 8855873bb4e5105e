/**
 * The contracts of the company callables (functions/src/companies): their inputs, results and
 * the error codes they answer with. The web app translates every code (`clients` namespace).
 */
import * as v from 'valibot';
import { CompanyInputSchema } from './company-input.schema';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** `requestId` makes a retried or double-clicked create land on the same company. */
export const CreateCompanyRequestSchema = v.object({ requestId: IdSchema, company: CompanyInputSchema });
export type CreateCompanyRequest = v.InferInput<typeof CreateCompanyRequestSchema>;
export interface CreateCompanyResult {
  companyId: string;
}

export const UpdateCompanyRequestSchema = v.object({ companyId: IdSchema, company: CompanyInputSchema });
export type UpdateCompanyRequest = v.InferInput<typeof UpdateCompanyRequestSchema>;

/** The agency switches between active and inactive; only the administrator activates a pending one. */
export const AGENCY_COMPANY_STATUSES = ['active', 'inactive'] as const;
export const SetCompanyStatusRequestSchema = v.object({ companyId: IdSchema, status: v.picklist(AGENCY_COMPANY_STATUSES) });
export type SetCompanyStatusRequest = v.InferInput<typeof SetCompanyStatusRequestSchema>;

/** `requestId` is the payment's id: the same request never charges twice. */
export const BuyCompanySlotRequestSchema = v.object({ requestId: IdSchema });
export type BuyCompanySlotRequest = v.InferInput<typeof BuyCompanySlotRequestSchema>;
export interface BuyCompanySlotResult {
  paymentId: string;
  extraSlots: number;
}

export const COMPANY_ERROR_CODES = [
  'companies/unauthenticated',
  'companies/permission-denied',
  'companies/owner-only',
  'companies/invalid-input',
  'companies/account-not-active',
  'companies/no-subscription',
  'companies/limit-reached',
  'companies/slot-not-needed',
  'companies/duplicate-tax-id',
  'companies/not-found',
  'companies/awaiting-activation',
  'companies/request-conflict',
] as const;
export type CompanyErrorCode = (typeof COMPANY_ERROR_CODES)[number];

export function isCompanyErrorCode(value: unknown): value is CompanyErrorCode {
  return typeof value === 'string' && (COMPANY_ERROR_CODES as readonly string[]).includes(value);
}

/** The plan's company limit: the plan's own slots plus the extra ones bought; null without a plan. */
export function companyLimit(plan: { maxCompanies: number; extraSlots: number } | null): number | null {
  return plan ? plan.maxCompanies + plan.extraSlots : null;
}
