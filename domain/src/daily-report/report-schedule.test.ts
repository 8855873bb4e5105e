import { describe, expect, it } from 'vitest';
import { isReportDue, localClock, reportId } from './report-schedule';

describe('daily report schedule', () => {
  it('reads the local day and time in the account time zone', () => {
    // 22:30 UTC on 31 Dec is 23:30 in Madrid and already 1 Jan in Tokyo.
    const now = new Date('2026-12-31T22:30:00Z');
    expect(localClock(now, 'Europe/Madrid')).toEqual({ day: '2026-12-31', time: '23:30' });
    expect(localClock(now, 'Asia/Tokyo')).toEqual({ day: '2027-01-01', time: '07:30' });
    expect(localClock(new Date('2026-06-01T22:05:00Z'), 'Europe/Madrid').time).toBe('00:05');
  });

  it('is due at or after the report time, never before', () => {
    const tz = 'Europe/Madrid';
    expect(isReportDue('08:00', new Date('2026-03-10T06:59:00Z'), tz)).toBe(false);
    expect(isReportDue('08:00', new Date('2026-03-10T07:00:00Z'), tz)).toBe(true);
    expect(isReportDue('08:00', new Date('2026-03-10T07:20:00Z'), tz)).toBe(true);
    expect(isReportDue(null, new Date('2026-03-10T12:00:00Z'), tz)).toBe(false);
  });

  it('names a report by its day', () => {
    expect(reportId('2026-03-10')).toBe('20260310');
  });
});
