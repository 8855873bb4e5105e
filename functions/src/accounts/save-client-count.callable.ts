import { SaveClientCountInputSchema } from '@factoria/domain/records/account-requests.schema';
import { db } from '../lib/admin';
import { accountCallable } from './account-callable';
import { saveClientCount as save } from './account-setup';

export const saveClientCount = accountCallable(SaveClientCountInputSchema, (caller, input) => save(db(), caller, input));
