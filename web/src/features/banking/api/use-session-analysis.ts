/**
 * A finished session's business analysis (bankSessions/{s}/analysis/current), live: a decision
 * recomputes it on the server and the tab follows. Written only by functions (see
 * functions/src/banking/session-analysis.ts); typed by the domain's stored form.
 */
import type { StoredAnalysis } from '@factoria/domain/banking/analysis/stored-analysis';
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { useLiveDoc } from './use-live';

export type SessionAnalysisDoc = StoredAnalysis & { basedOn: number; computedAt: number };

const converter: FirestoreDataConverter<SessionAnalysisDoc> = {
  toFirestore: (value) => value,
  fromFirestore: (snapshot) => snapshot.data() as SessionAnalysisDoc,
};

export function useSessionAnalysis(accountId: string, sessionId: string, done: boolean) {
  const ref = useMemo(
    () => (done ? doc(firestore, 'accounts', accountId, 'bankSessions', sessionId, 'analysis', 'current').withConverter(converter) : null),
    [accountId, sessionId, done],
  );
  return useLiveDoc(ref, `analysis/${accountId}/${sessionId}/${done}`);
}
