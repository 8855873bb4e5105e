import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveQuery<T> =
  | { status: 'loading'; data: T[] }
  | { status: 'success'; data: T[] }
  | { status: 'error'; data: T[]; error: Error };

/**
 * A query kept live with onSnapshot. `key` says when the query changed (Firestore queries are
 * not comparable by identity). Errors come back as state, so the screen explains them instead
 * of an error boundary swallowing the whole page.
 */
export function useLiveQuery<T>(query: Query<T> | null, key: string): LiveQuery<T> {
  const [state, setState] = useState<LiveQuery<T> & { key: string }>({ status: 'loading', data: [], key });
  useEffect(() => {
    if (!query) return undefined;
    return onSnapshot(
      query,
      (snapshot) => setState({ status: 'success', data: snapshot.docs.map((doc) => doc.data()), key }),
      (error) => setState({ status: 'error', data: [], error, key }),
    );
    // The key stands for the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { status: 'loading', data: [] };
}
