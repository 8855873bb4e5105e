import { SetAccountStatusInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { accountCallable } from '../accounts/account-callable';
import { requireAdmin } from '../accounts/account-error';
import { defaultMaxCompanies, defaultMaxInvoicesPerMonth } from '../accounts/config';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { setAccountStatus as setStatus } from './admin-accounts';

export const setAccountStatus = accountCallable(SetAccountStatusInputSchema, async (caller, input) => {
  requireAdmin(caller);
  const defaults = { maxCompanies: defaultMaxCompanies.value(), maxInvoicesPerMonth: defaultMaxInvoicesPerMonth.value() };
  const result = await setStatus(db(), input, defaults);
  if (result.changed) logger.info(logMessages.accountStatusSet, { accountId: input.accountId, status: input.status, by: caller.uid });
  return { status: result.status };
});
