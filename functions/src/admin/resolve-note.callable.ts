import { ResolveNoteInputSchema } from '@factoria/domain/records/account-requests.schema';
import { accountCallable } from '../accounts/account-callable';
import { requireAdmin } from '../accounts/account-error';
import { db } from '../lib/admin';
import { resolveNote as resolve } from './admin-companies';

export const resolveNote = accountCallable(ResolveNoteInputSchema, async (caller, input) => {
  requireAdmin(caller);
  await resolve(db(), input);
  return { status: 'resolved' as const };
});
