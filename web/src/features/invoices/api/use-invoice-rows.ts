import { collection, limit, onSnapshot, orderBy, query, where, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { InvoiceRow } from '../list/invoice-row';
import { RowIndex } from '../list/row-index';
import { toRow } from './invoice-converters';

/** The most rows a list holds; past it the screen asks to narrow the dates. */
export const LIST_LIMIT = 20_000;

export interface RowQuery {
  accountId: string;
  timeZone: string;
  /** Required for client-company users: rules let them list only their company. */
  companyId?: string | undefined;
  /** `createdAt` bounds (epoch ms, inclusive). */
  start: number;
  end: number;
}

type RowsState = { status: 'loading' | 'success' | 'error'; data: InvoiceRow[] };

/**
 * Invoices uploaded between two instants, newest first, live. A listener of its own rather
 * than reactfire's collection stream, which converts every document again on each snapshot:
 * here only the documents that changed are converted (see RowIndex).
 */
export function useInvoiceRows({ accountId, timeZone, companyId, start, end }: RowQuery): RowsState {
  const firestore = useFirestore();
  const key = [accountId, timeZone, companyId, start, end].join('|');
  const [state, setState] = useState<RowsState & { key: string }>({ key, status: 'loading', data: [] });

  useEffect(() => {
    const constraints: QueryConstraint[] = [
      ...(companyId ? [where('companyId', '==', companyId)] : []),
      where('createdAt', '>=', start),
      where('createdAt', '<=', end),
      orderBy('createdAt', 'desc'),
      limit(LIST_LIMIT),
    ];
    let documents = new Map<string, QueryDocumentSnapshot>();
    const index = new RowIndex((id) => toRow(documents.get(id)!, timeZone));
    return onSnapshot(
      query(collection(firestore, 'accounts', accountId, 'invoices'), ...constraints),
      (snapshot) => {
        try {
          documents = new Map(snapshot.docs.map((document) => [document.id, document]));
          const changes = snapshot.docChanges().map((change) => ({ type: change.type, id: change.doc.id }));
          setState({ key, status: 'success', data: index.update(changes, snapshot.docs.map((document) => document.id)) });
        } catch {
          // A document that does not match its schema: say so rather than show a partial list.
          setState({ key, status: 'error', data: [] });
        }
      },
      () => setState({ key, status: 'error', data: [] }),
    );
  }, [firestore, key, accountId, timeZone, companyId, start, end]);

  return state.key === key ? state : { status: 'loading', data: [] };
}
