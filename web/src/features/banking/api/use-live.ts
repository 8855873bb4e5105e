import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type Live<T> = { status: 'loading'; data: T } | { status: 'success'; data: T } | { status: 'error'; data: T; error: Error };

/**
 * A query kept live with onSnapshot. `key` says when the query changed (queries are not
 * comparable by identity); errors come back as state so the screen can explain them.
 */
export function useLiveQuery<T>(query: Query<T> | null, key: string): Live<T[]> {
  const [state, setState] = useState<Live<T[]> & { key: string }>({ status: 'loading', data: [], key });
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

export function useLiveDoc<T>(ref: DocumentReference<T> | null, key: string): Live<T | null> {
  const [state, setState] = useState<Live<T | null> & { key: string }>({ status: 'loading', data: null, key });
  useEffect(() => {
    if (!ref) return undefined;
    return onSnapshot(
      ref,
      (snapshot) => setState({ status: 'success', data: snapshot.exists() ? snapshot.data() : null, key }),
      (error) => setState({ status: 'error', data: null, error, key }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { status: 'loading', data: null };
}
