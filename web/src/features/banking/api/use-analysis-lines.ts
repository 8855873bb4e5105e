/**
 * Each line's classification (bankSessions/{s}/analysis/lines), written by functions with the
 * analysis and read only once a date range is chosen: the tab computes the range's figures
 * from it (domain/banking/analysis/range-analysis.ts). Live, so a decision's new
 * classification follows like the analysis does.
 */
import type { AnalysisLines } from '@factoria/domain/banking/analysis/range-analysis';
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { useLiveDoc } from './use-live';

export type AnalysisLinesDoc = AnalysisLines & { basedOn: number };

const converter: FirestoreDataConverter<AnalysisLinesDoc> = {
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => snapshot.data() as AnalysisLinesDoc,
};

export function useAnalysisLines(accountId: string, sessionId: string, wanted: boolean) {
  const ref = useMemo(
    () => (wanted ? doc(firestore, 'accounts', accountId, 'bankSessions', sessionId, 'analysis', 'lines').withConverter(converter) : null),
    [accountId, sessionId, wanted],
  );
  return useLiveDoc(ref, `analysis-lines/${accountId}/${sessionId}/${wanted}`);
}
