import { CreateCompanyRequestSchema, type CreateCompanyResult } from '@factoria/domain/records/company-requests.schema';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { intakeDomain } from '../mail/mail-config';
import { logMessages } from '../lib/log-messages';
import { companyCallable } from './company-callable';
import { createCompany as create } from './create-company';

export const createCompany = companyCallable(CreateCompanyRequestSchema, async (caller, request): Promise<CreateCompanyResult> => {
  const outcome = await create(db(), caller, request, intakeDomain.value());
  if (outcome.created) logger.info(logMessages.companyCreated, { accountId: caller.accountId, companyId: outcome.companyId });
  return { companyId: outcome.companyId };
});
