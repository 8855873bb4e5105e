import type { BankSummary } from '@factoria/domain/records/bank-session.schema';

/** The share of bank lines settled (automatic, matched by a person, or needing no document). */
export function matchedShare(summary: BankSummary | null): number | null {
  if (!summary || summary.lines === 0) return null;
  return (summary.auto + summary.matched + summary.noDocument) / summary.lines;
}
