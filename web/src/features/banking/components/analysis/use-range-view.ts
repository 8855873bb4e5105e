import type { DayRange } from '@factoria/domain/banking/analysis/range-analysis';
import type { BankLine } from '@factoria/domain/records/bank-session.schema';
import { useMemo } from 'react';
import { useModule } from '../../../../lib/lazy/use-module';
import { useAnalysisLines } from '../../api/use-analysis-lines';
import type { SessionAnalysisDoc } from '../../api/use-session-analysis';
import type { RangeView } from './range-view';

const loadRangeView = () => import('./range-view');

export type RangeState =
  | { status: 'whole' }
  | { status: 'loading' }
  /** The session's classification is missing (too large a session, or one analysed before ranges). */
  | { status: 'unavailable' }
  | { status: 'error' }
  | { status: 'ready'; view: RangeView };

/** The analysis for `range` (null: the whole statement), computed in the browser once its data and code arrive. */
export function useRangeView(accountId: string, sessionId: string, analysis: SessionAnalysisDoc | null, lines: readonly BankLine[], range: DayRange | null): RangeState {
  const stored = useAnalysisLines(accountId, sessionId, range !== null);
  const { module, failed } = useModule(loadRangeView, range !== null);
  const view = useMemo(
    () => (range && analysis && module && stored.data ? module.rangeView(analysis, stored.data, lines, range) : null),
    [range, analysis, module, stored.data, lines],
  );
  if (range === null) return { status: 'whole' };
  if (failed || stored.status === 'error') return { status: 'error' };
  if (stored.status === 'success' && stored.data === null) return { status: 'unavailable' };
  return view ? { status: 'ready', view } : { status: 'loading' };
}
