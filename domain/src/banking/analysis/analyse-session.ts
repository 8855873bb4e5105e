/**
 * The whole business analysis of a session (banking.md §3) from its parsed files and the
 * matches that settle (automatic, accepted, forced). Pure and deterministic: the functions
 * pipeline computes it when a session finishes and again after each decision.
 */
import { anomalies, keepLargest } from './anomalies';
import { cashFlow } from './cash-flow';
import { categories } from './categories';
import { classifyLines } from './classify';
import { counterparties } from './counterparties';
import { fees } from './fees';
import { liquidity } from './liquidity';
import { openAmounts, paperwork } from './paperwork';
import { partyResolver } from './party';
import { recurringCharges } from './recurring';
import { taxes } from './taxes';
import type { AnalysisInput, LineInfo, SessionAnalysis } from './types';

export function analyseSession(input: AnalysisInput): SessionAnalysis {
  return analyseSessionLines(input).analysis;
}

/** The analysis and the classified lines it was computed from (stored for date ranges). */
export function analyseSessionLines(input: AnalysisInput): { analysis: SessionAnalysis; lines: LineInfo[]; lastYear: LineInfo[] } {
  const started = performance.now();
  const { statement, lastYear } = input;
  const dates = statement.lines.map((l) => l.date).sort();
  const asOf = input.asOf ?? dates[dates.length - 1] ?? new Date().toISOString().slice(0, 10);
  const parties = partyResolver(input.invoices, input.companyTaxId ?? null);
  const lines = classifyLines(statement.lines, input.diary, input.links, parties);
  const previous = lastYear ? classifyLines(lastYear.lines, null, [], parties) : [];
  const cash = cashFlow(statement, lastYear);
  const recurring = recurringCharges(lines, previous);
  const amounts = new Map(lines.map((l) => [l.row, l.amountCents]));
  const analysis: SessionAnalysis = {
    version: 2,
    year: cash.year,
    asOf,
    currency: statement.currency,
    cashFlow: cash,
    categories: categories(lines, previous),
    counterparties: counterparties(lines, previous, lastYear !== null),
    recurring,
    fees: fees(lines, previous),
    taxes: taxes(lines, input.diary),
    paperwork: paperwork(lines, input.invoices, input.links, input.noDocumentRows ?? [], asOf),
    ...keepLargest(anomalies(lines, statement, recurring)),
    liquidity: liquidity(statement, cash, input.invoices, openAmounts(input.invoices, input.links, amounts), recurring, parties, asOf),
    ms: Math.round(performance.now() - started),
  };
  return { analysis, lines, lastYear: previous };
}
