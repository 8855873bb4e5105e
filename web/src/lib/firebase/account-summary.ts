/**
 * The account as every member may read it (status, time zone, this month's allowance): the
 * screens a client-company user also opens read this, never the account document (issue 13).
 */
import { ACCOUNT_SUMMARY_DOC, AccountSummarySchema, type AccountSummary } from '@factoria/domain/records/account-summary';
import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';
import { schemaConverter, type WithId } from './converter';

const summaryConverter = schemaConverter(AccountSummarySchema);

export function accountSummaryRef(firestore: Firestore, accountId: string): DocumentReference<WithId<AccountSummary>> {
  return doc(firestore, 'accounts', accountId, ACCOUNT_SUMMARY_DOC).withConverter(summaryConverter);
}
