/**
 * The daily report settings of an active agency: when it is built (in which time zone) and
 * who receives it by email. The daily-report function reads them from the account.
 */
import type { UpdateReportSettingsInput } from '@factoria/domain/records/account-requests.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { AccountError, type Caller, requireAgencyMember } from './account-error';
import { runTransaction } from '../lib/transactions';

export async function updateReportSettings(db: Firestore, caller: Caller, input: UpdateReportSettingsInput): Promise<void> {
  const { accountId } = requireAgencyMember(caller);
  const ref = db.doc(`accounts/${accountId}`);
  await runTransaction(db, async (tx) => {
    const account = await tx.get(ref);
    if (!account.exists) throw new AccountError('account/not-found');
    if (account.get('status') !== 'active') throw new AccountError('account/wrong-status');
    tx.update(ref, {
      reportTime: input.reportTime,
      timeZone: input.timeZone,
      reportRecipients: [...new Set(input.reportRecipients)],
    });
  });
}
