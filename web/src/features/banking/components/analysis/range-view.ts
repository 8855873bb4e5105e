/**
 * A date range's view of the analysis: the stored analysis with the analyses a range applies
 * to (cash flow, PGC groups, counterparties, fees, taxes, anomalies) computed again for the
 * range; recurring charges, pending paperwork and liquidity stay the whole statement's. Loaded
 * only when a range is chosen.
 */
import { analyseRange, readAnalysisLines, type DayRange, type RangeLines } from '@factoria/domain/banking/analysis/range-analysis';
import { toStored } from '@factoria/domain/banking/analysis/stored-analysis';
import type { BankLine } from '@factoria/domain/records/bank-session.schema';
import type { AnalysisLinesDoc } from '../../api/use-analysis-lines';
import type { SessionAnalysisDoc } from '../../api/use-session-analysis';

export interface RangeView {
  analysis: SessionAnalysisDoc;
  /** What of the range the statement covers; null: none of it. */
  covered: DayRange | null;
}

const cache = new WeakMap<AnalysisLinesDoc, RangeLines>();

export function rangeView(analysis: SessionAnalysisDoc, stored: AnalysisLinesDoc, lines: readonly BankLine[], range: DayRange): RangeView {
  let data = cache.get(stored);
  if (!data) cache.set(stored, (data = readAnalysisLines(stored, lines)));
  const result = analyseRange(data, analysis.recurring, range);
  return {
    covered: result.covered,
    analysis: {
      ...analysis,
      cashFlow: { ...analysis.cashFlow, months: toStored(result.cashFlow.months), totals: result.cashFlow.totals, warning: null },
      categories: toStored(result.categories),
      counterparties: toStored(result.counterparties),
      fees: toStored(result.fees),
      taxes: toStored(result.taxes),
      anomalies: toStored(result.anomalies),
      anomalyCounts: result.anomalyCounts,
    },
  };
}
