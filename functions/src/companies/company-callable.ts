/**
 * The shape every company callable shares: check who calls, parse the input with its domain
 * schema, run the service, and turn a refusal into an HttpsError whose details carry the code
 * (and per-field codes) the web app translates.
 */
import type { CompanyErrorCode } from '@factoria/domain/records/company-requests.schema';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { REGION } from '../lib/config';
import { agencyCaller, type Caller } from './caller';
import { CompanyError } from './company-error';

const HTTPS_CODES: Record<CompanyErrorCode, FunctionsErrorCode> = {
  'companies/unauthenticated': 'unauthenticated',
  'companies/permission-denied': 'permission-denied',
  'companies/owner-only': 'permission-denied',
  'companies/invalid-input': 'invalid-argument',
  'companies/account-not-active': 'failed-precondition',
  'companies/no-subscription': 'failed-precondition',
  'companies/limit-reached': 'resource-exhausted',
  'companies/slot-not-needed': 'failed-precondition',
  'companies/duplicate-tax-id': 'already-exists',
  'companies/not-found': 'not-found',
  'companies/awaiting-activation': 'failed-precondition',
  'companies/request-conflict': 'already-exists',
};

function fieldCodes(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    fields[path] ??= issue.message;
  }
  return fields;
}

export function companyCallable<TSchema extends v.GenericSchema, TResult>(
  schema: TSchema,
  handler: (caller: Caller, input: v.InferOutput<TSchema>) => Promise<TResult>,
) {
  return onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
    try {
      const caller = agencyCaller(request.auth);
      const parsed = v.safeParse(schema, request.data);
      if (!parsed.success) throw new CompanyError('companies/invalid-input', fieldCodes(parsed.issues));
      return await handler(caller, parsed.output);
    } catch (error) {
      if (!(error instanceof CompanyError)) throw error;
      throw new HttpsError(HTTPS_CODES[error.code], error.code, { code: error.code, fields: error.fields });
    }
  });
}
