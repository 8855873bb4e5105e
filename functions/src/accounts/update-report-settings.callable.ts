import { UpdateReportSettingsInputSchema } from '@factoria/domain/records/account-requests.schema';
import { db } from '../lib/admin';
import { accountCallable } from './account-callable';
import { updateReportSettings as update } from './report-settings';

export const updateReportSettings = accountCallable(UpdateReportSettingsInputSchema, async (caller, input) => {
  await update(db(), caller, input);
  return { reportTime: input.reportTime };
});
