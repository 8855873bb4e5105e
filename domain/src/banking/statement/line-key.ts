/**
 * Occurrence-aware line identity (OCA's avoid_duplicate idea): the date, amount, running balance
 * and text of a movement, plus which equal occurrence it is in its file. Two identical 1.50
 * coffees the same day get `#1` and `#2` and both stay; re-importing an overlapping statement
 * yields the same keys for the same movements, so merging by key adds nothing twice.
 */
import type { StatementLine } from '../types';

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function withLineKeys(lines: Omit<StatementLine, 'key'>[]): StatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.date}|${line.amountCents}|${line.balanceCents ?? ''}|${line.description.replace(/\s+/g, ' ').trim().toUpperCase()}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return { ...line, key: `${fnv1a(base)}-${base.length.toString(36)}#${occurrence}` };
  });
}

/** Lines of `incoming` whose key is not already in `existing`, in their order. */
export function newLines(existing: readonly StatementLine[], incoming: readonly StatementLine[]): StatementLine[] {
  const known = new Set(existing.map((line) => line.key));
  return incoming.filter((line) => !known.has(line.key));
}
