import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { accountCallable, NoInputSchema } from './account-callable';
import { finishSetup as finish } from './account-setup';

export const finishSetup = accountCallable(NoInputSchema, async (caller) => {
  const result = await finish(db(), caller);
  logger.info(logMessages.accountAwaitingApproval, { accountId: caller.claims.accountId });
  return result;
});
