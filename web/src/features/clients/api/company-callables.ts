/**
 * The company callables (functions/src/companies, functions/src/payments). Every refusal
 * comes back as a code of COMPANY_ERROR_CODES (plus per-field codes for invalid input); a
 * lost connection or anything unexpected gets a code of its own, so the UI always translates.
 */
import type { CompanyInputValues } from '@factoria/domain/records/company-input.schema';
import {
  type BuyCompanySlotResult,
  type CompanyErrorCode,
  type CreateCompanyResult,
  isCompanyErrorCode,
} from '@factoria/domain/records/company-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export type CompanyFailureCode = CompanyErrorCode | 'companies/network' | 'companies/unknown';

export class CompanyCallFailure extends Error {
  constructor(
    readonly code: CompanyFailureCode,
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'CompanyCallFailure';
  }
}

function failure(error: unknown): CompanyCallFailure {
  const { code, details } = error as { code?: string; details?: { code?: unknown; fields?: Record<string, string> } };
  if (isCompanyErrorCode(details?.code)) return new CompanyCallFailure(details.code, details.fields ?? {});
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') return new CompanyCallFailure('companies/network');
  return new CompanyCallFailure('companies/unknown');
}

async function call<TResult>(name: string, data: unknown): Promise<TResult> {
  try {
    return (await httpsCallable<unknown, TResult>(functions, name)(data)).data;
  } catch (error) {
    throw failure(error);
  }
}

/** A fresh id for one user intent (a create, a purchase): retries of it are recognised. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

export const createCompany = (requestId: string, company: CompanyInputValues) =>
  call<CreateCompanyResult>('createCompany', { requestId, company });

export const updateCompany = (companyId: string, company: CompanyInputValues) =>
  call<{ companyId: string }>('updateCompany', { companyId, company });

export const setCompanyStatus = (companyId: string, status: 'active' | 'inactive') =>
  call<{ companyId: string }>('setCompanyStatus', { companyId, status });

export const buyCompanySlot = (requestId: string) => call<BuyCompanySlotResult>('buyCompanySlot', { requestId });
