/**
 * Keeps the Dexie mirror of one account in step with Firestore while the user is signed in:
 * staff mirror every company and invoice of the agency, a client-company user only their
 * company and its invoices (the same scope the security rules give them).
 */
import {
  collection,
  doc,
  onSnapshot,
  query,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import type { LocalDb } from '../../../lib/db/local-db';
import { captureError } from '../../../lib/sentry/sentry';
import { applyChanges, reconcile, type MirrorTable, type Row } from './mirror-store';
import { toLocalCompany, toLocalInvoice } from './projections';

export interface MirrorScope {
  accountId: string;
  /** Set for a client-company user. */
  companyId: string | null;
}

function onError(error: FirestoreError) {
  // An account that stops being active loses access: expected, not worth a report.
  if (error.code !== 'permission-denied') captureError(error);
}

export function startMirrorSync(firestore: Firestore, db: LocalDb, scope: MirrorScope): () => void {
  const { accountId, companyId } = scope;
  // One write at a time, in snapshot order, so a later snapshot never lands before an earlier one.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(captureError);
  };

  function listen<T extends MirrorTable>(
    table: T,
    source: Query<DocumentData>,
    project: (accountId: string, id: string, data: unknown) => Row<T>,
    inScope: (row: Row<T>) => boolean,
  ) {
    let reconciled = false;
    return onSnapshot(
      source,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!reconciled && !snapshot.metadata.fromCache) {
          reconciled = true;
          const rows = snapshot.docs.map((document) => project(accountId, document.id, document.data()));
          enqueue(() => reconcile(db, table, accountId, rows, inScope));
          return;
        }
        const changes = snapshot.docChanges();
        if (changes.length === 0) return;
        const put = changes
          .filter((change) => change.type !== 'removed')
          .map((change) => project(accountId, change.doc.id, change.doc.data()));
        const remove = changes.filter((change) => change.type === 'removed').map((change) => change.doc.id);
        enqueue(() => applyChanges(db, table, { put, remove }));
      },
      onError,
    );
  }

  const companies = collection(firestore, 'accounts', accountId, 'companies');
  const invoices = collection(firestore, 'accounts', accountId, 'invoices');
  const stops = companyId
    ? [
        onSnapshot(
          doc(companies, companyId),
          (snapshot) => {
            const change = snapshot.exists()
              ? { put: [toLocalCompany(accountId, snapshot.id, snapshot.data())], remove: [] }
              : { put: [], remove: [snapshot.id] };
            enqueue(() => applyChanges(db, 'companies', change));
          },
          onError,
        ),
        listen('invoices', query(invoices, where('companyId', '==', companyId)), toLocalInvoice, (row) => row.companyId === companyId),
      ]
    : [listen('companies', companies, toLocalCompany, () => true), listen('invoices', invoices, toLocalInvoice, () => true)];
  return () => stops.forEach((stop) => stop());
}
