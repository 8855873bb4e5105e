import { doc, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { bookItemsOf, decisionsOf, linesOf, matchesOf, sessionsOf } from './bank-refs';
import { useLiveDoc, useLiveQuery } from './use-live';

const LIST_LIMIT = 200;

/** The agency's sessions, newest first, live (status and progress move while they process). */
export function useBankSessions(accountId: string) {
  const q = useMemo(() => query(sessionsOf(accountId), orderBy('createdAt', 'desc'), limit(LIST_LIMIT)), [accountId]);
  return useLiveQuery(q, `sessions/${accountId}`);
}

export function useBankSession(accountId: string, sessionId: string) {
  const ref = useMemo(() => doc(sessionsOf(accountId), sessionId), [accountId, sessionId]);
  return useLiveDoc(ref, `session/${accountId}/${sessionId}`);
}

/** A finished session's documents; nothing is read before it is done (they do not exist yet). */
export function useSessionDetail(accountId: string, sessionId: string, done: boolean) {
  const key = `${accountId}/${sessionId}/${done}`;
  const lines = useMemo(() => (done ? query(linesOf(accountId, sessionId), orderBy('row')) : null), [accountId, sessionId, done]);
  const matches = useMemo(() => (done ? matchesOf(accountId, sessionId) : null), [accountId, sessionId, done]);
  const items = useMemo(() => (done ? bookItemsOf(accountId, sessionId) : null), [accountId, sessionId, done]);
  const decisions = useMemo(() => (done ? query(decisionsOf(accountId, sessionId), orderBy('at', 'desc')) : null), [accountId, sessionId, done]);
  return {
    lines: useLiveQuery(lines, `lines/${key}`),
    matches: useLiveQuery(matches, `matches/${key}`),
    bookItems: useLiveQuery(items, `items/${key}`),
    decisions: useLiveQuery(decisions, `decisions/${key}`),
  };
}
