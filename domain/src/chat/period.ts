/**
 * Periods in a question: quarters (T3, 3T, Q3, "tercer trimestre", "third quarter"), months in
 * Spanish and English, this/last month, today/yesterday, a year, and "this year"/"este año".
 * A quarter or month without a year is the latest one that has started by `today`.
 */
export type Period =
  | { kind: 'quarter'; year: number; quarter: number; from: string; to: string }
  | { kind: 'month'; year: number; month: number; from: string; to: string }
  | { kind: 'year'; year: number; from: string; to: string }
  | { kind: 'day'; day: string; from: string; to: string };

const MONTHS: Record<string, number> = {
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8,
  septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8,
  september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  ene: 1, abr: 4, ago: 8, dic: 12,
};

const ORDINALS: Record<string, number> = {
  primer: 1, primero: 1, first: 1, '1st': 1, '1er': 1, '1o': 1,
  segundo: 2, second: 2, '2nd': 2, '2o': 2,
  tercer: 3, tercero: 3, third: 3, '3rd': 3, '3er': 3, '3o': 3,
  cuarto: 4, fourth: 4, '4th': 4, '4o': 4,
};

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDay = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function quarterPeriod(year: number, quarter: number): Period {
  const first = (quarter - 1) * 3 + 1;
  return { kind: 'quarter', year, quarter, from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}` };
}

export function monthPeriod(year: number, month: number): Period {
  return { kind: 'month', year, month, from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay(year, month))}` };
}

export function yearPeriod(year: number): Period {
  return { kind: 'year', year, from: `${year}-01-01`, to: `${year}-12-31` };
}

export function dayPeriod(day: string): Period {
  return { kind: 'day', day, from: day, to: day };
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Finds the period a normalized question names, relative to `today` (`YYYY-MM-DD`). */
export function parsePeriod(text: string, today: string): Period | null {
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const yearMatch = /\b(?:de |del |en |of |in )?(?:ano |year |ejercicio )?(20\d\d)\b/.exec(text);
  const year = yearMatch ? Number(yearMatch[1]) : null;
  const latest = (startMonth: number): number => (year ?? (startMonth <= tm ? ty : ty - 1));

  const current = Math.floor((tm - 1) / 3) + 1;
  if (/\b(este trimestre|this quarter|trimestre actual|current quarter)\b/.test(text)) return quarterPeriod(ty, current);
  if (/\b(trimestre pasado|ultimo trimestre|trimestre anterior|last quarter|previous quarter)\b/.test(text)) {
    return current === 1 ? quarterPeriod(ty - 1, 4) : quarterPeriod(ty, current - 1);
  }
  const quarter = findQuarter(text);
  if (quarter) return quarterPeriod(latest((quarter - 1) * 3 + 1), quarter);

  if (/\b(este mes|mes actual|this month|current month|en curso)\b/.test(text)) return monthPeriod(ty, tm);
  if (/\b(mes pasado|ultimo mes|mes anterior|last month|previous month)\b/.test(text)) {
    return tm === 1 ? monthPeriod(ty - 1, 12) : monthPeriod(ty, tm - 1);
  }
  if (/\b(hoy|today)\b/.test(text)) return dayPeriod(today);
  if (/\b(ayer|yesterday)\b/.test(text)) return dayPeriod(shiftDay(today, -1));
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(text) ?? null;
  if (iso) return dayPeriod(iso[0]);
  const dmy = /\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b/.exec(text);
  if (dmy) return dayPeriod(`${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`);

  for (const [name, month] of Object.entries(MONTHS)) {
    // "mar" and "may" are also words; short forms count only beside a year or "de"/"in".
    const short = name.length <= 4 && name !== 'may';
    const pattern = short ? new RegExp(`\\b${name}\\b(?= ?(?:de )?20\\d\\d)`) : new RegExp(`\\b${name}\\b`);
    if (name === 'may' && !/\b(in|of|en|de|mes de|month of) may\b|\bmay 20\d\d\b/.test(text)) continue;
    if (pattern.test(text)) return monthPeriod(latest(month), month);
  }
  if (/\b(este ano|ano actual|this year|current year|en lo que va de ano|so far this year)\b/.test(text)) return yearPeriod(ty);
  if (/\b(ano pasado|last year|previous year)\b/.test(text)) return yearPeriod(ty - 1);
  if (year !== null) return yearPeriod(year);
  return null;
}

function findQuarter(text: string): number | null {
  const short = /\b(?:t|q)([1-4])\b|\b([1-4]) ?(?:t|q|tr|trim)\b|\b(?:trimestre|quarter) ([1-4])\b/.exec(text);
  if (short) return Number(short[1] ?? short[2] ?? short[3]);
  const ordinal = /\b(\S+) (?:trimestre|quarter)\b/.exec(text);
  if (ordinal && ORDINALS[ordinal[1]!] !== undefined) return ORDINALS[ordinal[1]!]!;
  return null;
}
