import { CreateAccountInputSchema } from '@factoria/domain/records/account-requests.schema';
import { logger } from 'firebase-functions';
import { adminAuth, db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { accountCallable } from './account-callable';
import { createAccount as create } from './create-account';

export const createAccount = accountCallable(CreateAccountInputSchema, async (caller, input) => {
  const result = await create({ db: db(), auth: adminAuth() }, caller, input);
  logger.info(logMessages.accountCreated, { uid: caller.uid, accountId: result.accountId });
  return result;
});
