import type { SaveClientCountInput, SaveReportScheduleInput } from '@factoria/domain/records/account-requests.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

// The setup steps change the account's status, which only functions may do.

export async function saveClientCount(input: SaveClientCountInput): Promise<void> {
  await httpsCallable<SaveClientCountInput>(functions, 'saveClientCount')(input);
}

export async function saveReportSchedule(input: SaveReportScheduleInput): Promise<void> {
  await httpsCallable<SaveReportScheduleInput>(functions, 'saveReportSchedule')(input);
}

export async function finishSetup(): Promise<void> {
  await httpsCallable(functions, 'finishSetup')({});
}
