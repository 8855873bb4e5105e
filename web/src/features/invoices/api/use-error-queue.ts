import { collection, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { rowConverter } from './invoice-converters';

/** Which invoices an error-fix flow walks (the spec's four types). */
export type ErrorScope =
  | { kind: 'group'; batchId: string }
  | { kind: 'all'; batchId: string }
  | { kind: 'all-errors' }
  | { kind: 'company'; companyId: string };

function scopeConstraints(scope: ErrorScope, clientCompanyId: string | undefined): QueryConstraint[] {
  const withErrors = where('hasErrors', '==', true);
  const own = clientCompanyId ? [where('companyId', '==', clientCompanyId)] : [];
  switch (scope.kind) {
    case 'group':
      return [where('batchId', '==', scope.batchId), withErrors, ...own];
    case 'all':
      return [where('batchId', '==', scope.batchId), ...own];
    case 'all-errors':
      return [withErrors, ...own];
    case 'company':
      return [where('companyId', '==', scope.companyId), withErrors];
  }
}

/** The invoices of a scope, oldest first (the order they were uploaded in), live. */
export function useErrorQueue(accountId: string, timeZone: string, scope: ErrorScope, clientCompanyId?: string) {
  const firestore = useFirestore();
  const invoices = collection(firestore, 'accounts', accountId, 'invoices').withConverter(rowConverter(timeZone));
  return useFirestoreCollectionData(query(invoices, ...scopeConstraints(scope, clientCompanyId), orderBy('createdAt', 'asc')));
}
