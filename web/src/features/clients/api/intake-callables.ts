/** The setEmailIntake and reviewHeldMessage callables (functions/src/mail); refusals come back as company codes. */
import type {
  ReviewHeldMessageRequest,
  ReviewHeldMessageResult,
  SetEmailIntakeRequest,
  SetEmailIntakeResult,
} from '@factoria/domain/records/email-intake.schema';
import { isCompanyErrorCode } from '@factoria/domain/records/company-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';
import { CompanyCallFailure } from './company-callables';

function failure(error: unknown): CompanyCallFailure {
  const { code, details } = error as { code?: string; details?: { code?: unknown; fields?: Record<string, string> } };
  if (isCompanyErrorCode(details?.code)) return new CompanyCallFailure(details.code, details.fields ?? {});
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') return new CompanyCallFailure('companies/network');
  return new CompanyCallFailure('companies/unknown');
}

async function call<TRequest, TResult>(name: string, request: TRequest): Promise<TResult> {
  try {
    return (await httpsCallable<TRequest, TResult>(functions, name)(request)).data;
  } catch (error) {
    throw failure(error);
  }
}

export function setEmailIntake(request: SetEmailIntakeRequest): Promise<SetEmailIntakeResult> {
  return call('setEmailIntake', request);
}

/** Release a held message (processed as an allowed one: one batch however often) or discard it. */
export function reviewHeldMessage(request: ReviewHeldMessageRequest): Promise<ReviewHeldMessageResult> {
  return call('reviewHeldMessage', request);
}
