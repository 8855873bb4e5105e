import { MAX_CLIENT_COUNT } from '@factoria/domain/records/account-requests.schema';
import * as v from 'valibot';

// Messages are keys of the setup namespace.
export const ClientCountSchema = v.object({
  clientCount: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.clientCountRequired'),
    v.regex(/^\d+$/, 'validation.clientCountInvalid'),
    v.transform(Number),
    v.minValue(1, 'validation.clientCountInvalid'),
    v.maxValue(MAX_CLIENT_COUNT, 'validation.clientCountInvalid'),
  ),
});
export type ClientCountInput = v.InferInput<typeof ClientCountSchema>;
export type ClientCountOutput = v.InferOutput<typeof ClientCountSchema>;

export const ScheduleSchema = v.object({
  reportTime: v.pipe(
    v.string(),
    v.nonEmpty('validation.reportTimeRequired'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.reportTimeInvalid'),
  ),
  timeZone: v.pipe(v.string(), v.nonEmpty('validation.timeZoneRequired')),
});
export type ScheduleValues = v.InferOutput<typeof ScheduleSchema>;
