import { SetEmailIntakeRequestSchema, type SetEmailIntakeResult } from '@factoria/domain/records/email-intake.schema';
import { companyCallable } from '../companies/company-callable';
import { db } from '../lib/admin';
import { intakeDomain } from './mail-config';
import { setEmailIntake as update } from './set-email-intake';

/** Owners and staff of an active agency set a company's email intake (set-email-intake.ts). */
export const setEmailIntake = companyCallable(SetEmailIntakeRequestSchema, async (caller, request): Promise<SetEmailIntakeResult> => {
  const address = await update(db(), caller, request, intakeDomain.value());
  return { address };
});
