import { ActivateCompanyInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { accountCallable } from '../accounts/account-callable';
import { requireAdmin } from '../accounts/account-error';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { activateCompany as activate } from './admin-companies';

export const activateCompany = accountCallable(ActivateCompanyInputSchema, async (caller, input) => {
  requireAdmin(caller);
  const result = await activate(db(), input);
  if (result.changed) logger.info(logMessages.companyActivated, { ...input, by: caller.uid });
  return { status: 'active' as const };
});
