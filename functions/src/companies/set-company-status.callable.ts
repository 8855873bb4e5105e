import { SetCompanyStatusRequestSchema } from '@factoria/domain/records/company-requests.schema';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { companyCallable } from './company-callable';
import { setCompanyStatus as setStatus } from './set-company-status';

export const setCompanyStatus = companyCallable(SetCompanyStatusRequestSchema, async (caller, request) => {
  await setStatus(db(), caller, request);
  logger.info(logMessages.companyStatusChanged, { accountId: caller.accountId, ...request });
  return { companyId: request.companyId, status: request.status };
});
