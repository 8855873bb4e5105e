import { adminAuth, db } from '../lib/admin';
import { accountCallable, NoInputSchema } from './account-callable';
import { confirmEmail as confirm } from './account-setup';

export const confirmEmail = accountCallable(NoInputSchema, (caller) => confirm({ db: db(), auth: adminAuth() }, caller));
