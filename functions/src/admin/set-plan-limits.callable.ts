import { SetPlanLimitsInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { accountCallable } from '../accounts/account-callable';
import { requireAdmin } from '../accounts/account-error';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { setPlanLimits as setLimits } from './admin-accounts';

export const setPlanLimits = accountCallable(SetPlanLimitsInputSchema, async (caller, input) => {
  requireAdmin(caller);
  const result = await setLimits(db(), input);
  logger.info(logMessages.planLimitsSet, { accountId: input.accountId, by: caller.uid });
  return result;
});
