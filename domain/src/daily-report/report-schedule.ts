/**
 * When an account's daily report is due: at or after its `reportTime` ("HH:mm") on each day
 * of its own time zone. The scheduled function runs every 15 minutes, so "at or after" (not
 * "exactly at") makes a run that starts late, or a missed run, still produce the day's report.
 */

export interface LocalClock {
  /** `YYYY-MM-DD` */
  day: string;
  /** `HH:mm`, 24-hour */
  time: string;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The report's document id: its local day without dashes. */
export function reportId(day: string): string {
  return day.replaceAll('-', '');
}

export function isReportDue(reportTime: string | null, now: Date, timeZone: string): boolean {
  if (!reportTime) return false;
  return localClock(now, timeZone).time >= reportTime;
}
