/** The agency's name (accounts/{a}.name), printed on the reports it sends its clients. */
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { useLiveDoc } from './use-live';

const converter: FirestoreDataConverter<{ name: string }> = {
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => ({ name: String(snapshot.get('name') ?? '') }),
};

export function useAgencyName(accountId: string): string {
  const ref = useMemo(() => doc(firestore, 'accounts', accountId).withConverter(converter), [accountId]);
  return useLiveDoc(ref, `account-name/${accountId}`).data?.name ?? '';
}
