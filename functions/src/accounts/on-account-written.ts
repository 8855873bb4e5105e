/**
 * Keeps `accounts/{a}/summary/current`, what client-company users may read of their agency's
 * account (issue 13; domain/src/records/account-summary.ts), equal to the account. Triggers can
 * run out of order, so each one reads the account as it is now, in a transaction, instead of
 * trusting its event's copy: the last one to run writes the newest state. Writes only when the
 * summary changes (a rename or new report recipients change nothing clients see).
 */
import { ACCOUNT_SUMMARY_DOC, accountSummaryOf } from '@factoria/domain/records/account-summary';
import { AccountStatusSchema } from '@factoria/domain/records/account.schema';
import { isDeepStrictEqual } from 'node:util';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { quotaAccount } from '../invoices/admission';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';

export async function syncAccountSummary(accountId: string): Promise<void> {
  const firestore = db();
  const accountRef = firestore.doc(`accounts/${accountId}`);
  const summaryRef = firestore.doc(`accounts/${accountId}/${ACCOUNT_SUMMARY_DOC}`);
  await firestore.runTransaction(async (tx) => {
    const [account, current] = await Promise.all([tx.get(accountRef), tx.get(summaryRef)]);
    const status = v.safeParse(AccountStatusSchema, account.get('status'));
    if (!account.exists || !status.success) {
      if (current.exists) tx.delete(summaryRef);
      return;
    }
    const next = accountSummaryOf({ ...quotaAccount(account), status: status.output });
    if (!current.exists || !isDeepStrictEqual(current.data(), next)) tx.set(summaryRef, next);
  });
}

export const onAccountWritten = onDocumentWritten(
  { document: 'accounts/{accountId}', region: REGION, retry: true },
  async (event) => {
    await syncAccountSummary(event.params.accountId);
  },
);
