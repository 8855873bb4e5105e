import { COMPANY_INPUT_ERRORS, type CompanyInputError } from '@factoria/domain/records/company-input.schema';
import { COMPANY_ERROR_CODES } from '@factoria/domain/records/company-requests.schema';
import type { CompanyFailureCode } from '../api/company-callables';

export type ClientsErrorKey = CompanyInputError | CompanyFailureCode;

const KNOWN: readonly string[] = [...COMPANY_INPUT_ERRORS, ...COMPANY_ERROR_CODES, 'companies/network', 'companies/unknown'];

/** A validation message or callable code as a key of `clients:errors`; anything else is unknown. */
export function errorKey(message: string | undefined): `errors.${ClientsErrorKey}` | undefined {
  if (!message) return undefined;
  const code = KNOWN.includes(message) ? (message as ClientsErrorKey) : 'companies/unknown';
  return `errors.${code}`;
}
