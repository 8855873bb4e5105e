import type { CompanyErrorCode } from '@factoria/domain/records/company-requests.schema';

/** A refusal the user can act on; the callable maps it to an HttpsError carrying the code. */
export class CompanyError extends Error {
  constructor(
    readonly code: CompanyErrorCode,
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'CompanyError';
  }
}
