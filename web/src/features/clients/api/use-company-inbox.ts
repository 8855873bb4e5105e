/** The messages received for a company (accounts/{a}/inbox, staff only), newest first, live. */
import { InboxEntrySchema } from '@factoria/domain/records/email-intake.schema';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

export const INBOX_LIMIT = 20;
const inboxConverter = schemaConverter(InboxEntrySchema);

export function useCompanyInbox(accountId: string, companyId: string) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(
      collection(firestore, 'accounts', accountId, 'inbox').withConverter(inboxConverter),
      where('companyId', '==', companyId),
      orderBy('receivedAt', 'desc'),
      limit(INBOX_LIMIT),
    ),
  );
}
