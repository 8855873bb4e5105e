/** The administrator's callables; each checks the `admin` claim on the server. */
import type {
  ActivateCompanyInput,
  ResolveNoteInput,
  SetAccountStatusInput,
  SetPlanLimitsInput,
} from '@factoria/domain/records/account-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export async function setAccountStatus(input: SetAccountStatusInput): Promise<void> {
  await httpsCallable<SetAccountStatusInput>(functions, 'setAccountStatus')(input);
}

export async function setPlanLimits(input: SetPlanLimitsInput): Promise<void> {
  await httpsCallable<SetPlanLimitsInput>(functions, 'setPlanLimits')(input);
}

export async function activateCompany(input: ActivateCompanyInput): Promise<void> {
  await httpsCallable<ActivateCompanyInput>(functions, 'activateCompany')(input);
}

export async function resolveNote(input: ResolveNoteInput): Promise<void> {
  await httpsCallable<ResolveNoteInput>(functions, 'resolveNote')(input);
}
