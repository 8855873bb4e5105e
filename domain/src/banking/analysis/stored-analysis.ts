/**
 * The analysis as stored with its session (bankSessions/{s}/analysis/current) and read by the
 * web app: every `refs` keeps its statement rows as ranges ("2-40,45") and at most a bounded
 * number of invoice refs, so the document stays well under Firestore's 1 MiB limit even for a
 * 20,000-line year. A cut list is marked `truncated`; the figures themselves are never cut.
 */
import type { Refs, SessionAnalysis } from './types';

export interface StoredRefs {
  lines: string;
  lastYear?: string;
  invoices?: string[];
  diary?: string;
  truncated?: true;
}

/** The stored shape of a value: each `Refs` as `StoredRefs`. */
export type Stored<T> = T extends Refs ? StoredRefs : T extends (infer U)[] ? Stored<U>[] : T extends object ? { [K in keyof T]: Stored<T[K]> } : T;
export type StoredAnalysis = Stored<SessionAnalysis>;

export const MAX_STORED_BYTES = 800_000;

export function compactRows(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : `${sorted[i]}`);
    i = j;
  }
  return parts.join(',');
}

export function expandRows(text: string | undefined): number[] {
  if (!text) return [];
  return text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (!Number.isInteger(from)) return [];
    if (to === undefined) return [from!];
    return Array.from({ length: Math.max(0, to - from! + 1) }, (_, i) => from! + i);
  });
}

function cut(text: string, limit: number): [string, boolean] {
  if (text.length <= limit) return [text, false];
  return [text.slice(0, text.lastIndexOf(',', limit)), true];
}

function storeRefs(refs: Refs & { diary?: number[] }, limit: number): StoredRefs {
  const out: StoredRefs = { lines: '' };
  let truncated = false;
  for (const key of ['lines', 'lastYear', 'diary'] as const) {
    const rows = refs[key];
    if (!rows || (key !== 'lines' && rows.length === 0)) continue;
    const [text, short] = cut(compactRows(rows), limit);
    out[key] = text;
    truncated ||= short;
  }
  if (refs.invoices?.length) {
    out.invoices = refs.invoices.slice(0, Math.ceil(limit / 20));
    truncated ||= out.invoices.length < refs.invoices.length;
  }
  if (truncated) out.truncated = true;
  return out;
}

function walk(value: unknown, limit: number): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, limit));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'refs' ? storeRefs(v as Refs, limit) : walk(v, limit)]));
}

/** Any part of an analysis in its stored form (a range's figures computed in the browser). */
export function toStored<T>(value: T, limit = 4_000): Stored<T> {
  return walk(value, limit) as Stored<T>;
}

/** The stored form, with smaller ref lists until the document fits. */
export function toStoredAnalysis(analysis: SessionAnalysis): StoredAnalysis {
  for (const limit of [4_000, 1_000, 200]) {
    const stored = walk(analysis, limit) as StoredAnalysis;
    if (JSON.stringify(stored).length <= MAX_STORED_BYTES || limit === 200) return stored;
  }
  throw new Error('unreachable');
}
