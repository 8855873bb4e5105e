/** The setEmailIntake callable (functions/src/mail); refusals come back as company codes. */
import type { SetEmailIntakeRequest, SetEmailIntakeResult } from '@factoria/domain/records/email-intake.schema';
import { isCompanyErrorCode } from '@factoria/domain/records/company-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';
import { CompanyCallFailure } from './company-callables';

export async function setEmailIntake(request: SetEmailIntakeRequest): Promise<SetEmailIntakeResult> {
  try {
    return (await httpsCallable<SetEmailIntakeRequest, SetEmailIntakeResult>(functions, 'setEmailIntake')(request)).data;
  } catch (error) {
    const { code, details } = error as { code?: string; details?: { code?: unknown; fields?: Record<string, string> } };
    if (isCompanyErrorCode(details?.code)) throw new CompanyCallFailure(details.code, details.fields ?? {});
    if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') throw new CompanyCallFailure('companies/network');
    throw new CompanyCallFailure('companies/unknown');
  }
}
