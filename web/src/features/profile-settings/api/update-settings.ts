import type { UpdateReportSettingsInput } from '@factoria/domain/records/account-requests.schema';
import { doc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { functions } from '../../../lib/firebase/functions';

/** Profile fields the user owns (firestore.rules validates them). */
export function useUpdateProfile(uid: string) {
  const firestore = useFirestore();
  return useCallback(
    (changes: { username?: string; photoURL?: string | null }) => updateDoc(doc(firestore, 'users', uid), changes),
    [firestore, uid],
  );
}

/** The agency's name; only its owner may change it (firestore.rules). */
export function useUpdateAgencyName(accountId: string) {
  const firestore = useFirestore();
  return useCallback((name: string) => updateDoc(doc(firestore, 'accounts', accountId), { name }), [firestore, accountId]);
}

/** Report time, time zone and recipients, validated by the `updateReportSettings` callable. */
export async function updateReportSettings(input: UpdateReportSettingsInput): Promise<void> {
  await httpsCallable<UpdateReportSettingsInput>(functions, 'updateReportSettings')(input);
}
