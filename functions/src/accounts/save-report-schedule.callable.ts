import { SaveReportScheduleInputSchema } from '@factoria/domain/records/account-requests.schema';
import { db } from '../lib/admin';
import { accountCallable } from './account-callable';
import { saveReportSchedule as save } from './account-setup';

export const saveReportSchedule = accountCallable(SaveReportScheduleInputSchema, (caller, input) => save(db(), caller, input));
