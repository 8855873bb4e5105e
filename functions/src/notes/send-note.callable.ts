import { SendNoteInputSchema } from '@factoria/domain/records/note.schema';
import { logger } from 'firebase-functions';
import { accountCallable } from '../accounts/account-callable';
import { requireAgencyMember } from '../accounts/account-error';
import { requireActiveAccount } from '../accounts/active-account';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { sendNote as send } from './send-note';

/** Contract used by the invoice screen: `{invoiceId, text}` -> `{noteId}`. */
export const sendNote = accountCallable(SendNoteInputSchema, async (caller, input) => {
  const { accountId } = requireAgencyMember(caller);
  await requireActiveAccount(db(), accountId);
  const result = await send(db(), { uid: caller.uid, accountId }, input);
  if (result.created) logger.info(logMessages.noteSent, { accountId, noteId: result.noteId, invoiceId: input.invoiceId });
  return { noteId: result.noteId };
});
