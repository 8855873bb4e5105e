import type { DailyStats } from '@factoria/domain/records/daily-stats.schema';
import { daysOf, type DayRange } from '../../lib/dates/date-range';

export interface DayPoint {
  day: string;
  processed: number;
  accurate: number;
  withErrors: number;
  corrected: number;
}

export interface RangeFigures {
  processed: number;
  accurate: number;
  withErrors: number;
  corrected: number;
  savedSeconds: number;
  /** One point per day of the range, days without a document counting zero. */
  series: DayPoint[];
}

export function rangeFigures(range: DayRange, stats: readonly (DailyStats & { id: string })[]): RangeFigures {
  const byDay = new Map(stats.map((day) => [day.id, day]));
  const series = daysOf(range).map((day) => {
    const found = byDay.get(day);
    return {
      day,
      processed: found?.processed ?? 0,
      accurate: found?.accurate ?? 0,
      withErrors: found?.withErrors ?? 0,
      corrected: found?.corrected ?? 0,
    };
  });
  const sum = (pick: (day: DailyStats) => number) => stats.filter((day) => day.id >= range.from && day.id <= range.to).reduce((total, day) => total + pick(day), 0);
  return {
    processed: sum((day) => day.processed),
    accurate: sum((day) => day.accurate),
    withErrors: sum((day) => day.withErrors),
    corrected: sum((day) => day.corrected),
    savedSeconds: sum((day) => day.savedSeconds),
    series,
  };
}

/** Saved time as whole hours and minutes. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
