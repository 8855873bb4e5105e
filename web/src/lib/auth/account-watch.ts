/**
 * Loaded on demand by the session (never by the public routes): the account's state, live
 * from Firestore, and the profile's email kept equal to the verified Auth address.
 */
import { AccountStatusSchema } from '@factoria/domain/records/account.schema';
import { doc, getDoc, onSnapshot, updateDoc } from 'firebase/firestore';
import * as v from 'valibot';
import { firestore } from '../firebase/firestore';
import type { AccountState } from './session';

const AccountStateSchema = v.object({
  status: AccountStatusSchema,
  clientCount: v.nullable(v.number()),
  reportTime: v.nullable(v.string()),
  name: v.string(),
  timeZone: v.string(),
});

export function watchAccountState(accountId: string, onChange: (state: AccountState | null) => void): () => void {
  return onSnapshot(
    doc(firestore, 'accounts', accountId),
    (snapshot) => {
      const parsed = v.safeParse(AccountStateSchema, snapshot.data());
      onChange(parsed.success ? parsed.output : null);
    },
    () => onChange(null),
  );
}

/** After an email change the profile still holds the old address; rules accept the token's. */
export async function syncProfileEmail(uid: string, email: string): Promise<void> {
  const ref = doc(firestore, 'users', uid);
  const profile = await getDoc(ref);
  if (profile.exists() && profile.get('email') !== email) await updateDoc(ref, { email });
}
