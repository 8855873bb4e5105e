import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientCountSchema, ScheduleSchema } from './setup.schema';

const first = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? null : result.issues[0]?.message;
};

describe('setup forms', () => {
  it('reads the number of clients as a whole number of at least one', () => {
    expect(v.parse(ClientCountSchema, { clientCount: ' 25 ' })).toEqual({ clientCount: 25 });
    expect(first(ClientCountSchema, { clientCount: '' })).toBe('validation.clientCountRequired');
    expect(first(ClientCountSchema, { clientCount: '0' })).toBe('validation.clientCountInvalid');
    expect(first(ClientCountSchema, { clientCount: '2.5' })).toBe('validation.clientCountInvalid');
    expect(first(ClientCountSchema, { clientCount: '=1+1' })).toBe('validation.clientCountInvalid');
  });

  it('needs a report time of the day', () => {
    expect(first(ScheduleSchema, { reportTime: '', timeZone: 'Europe/Madrid' })).toBe('validation.reportTimeRequired');
    expect(first(ScheduleSchema, { reportTime: '24:00', timeZone: 'Europe/Madrid' })).toBe('validation.reportTimeInvalid');
    expect(v.parse(ScheduleSchema, { reportTime: '07:30', timeZone: 'Europe/Madrid' }).reportTime).toBe('07:30');
  });
});
