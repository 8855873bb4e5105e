import type { CreateAccountInput } from '@factoria/domain/records/account-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

/** The `createAccount` callable: profile, agency account and owner claims for the signed-in user. */
export async function createAccount(input: CreateAccountInput): Promise<string> {
  const call = httpsCallable<CreateAccountInput, { accountId: string }>(functions, 'createAccount');
  return (await call(input)).data.accountId;
}

/** The `confirmEmail` callable: moves a verified account from registered to email-confirmed. */
export async function confirmEmail(): Promise<void> {
  await httpsCallable(functions, 'confirmEmail')({});
}
