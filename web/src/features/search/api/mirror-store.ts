/**
 * Writes Firestore snapshots of one account into the Dexie mirror. Changes are applied as they
 * arrive; once a listener has heard from the server, a full reconcile drops what was deleted
 * while this device was away.
 */
import type { LocalCompany, LocalDb, LocalInvoice } from '../../../lib/db/local-db';

export type MirrorTable = 'companies' | 'invoices';
export type Row<T extends MirrorTable> = T extends 'companies' ? LocalCompany : LocalInvoice;

export interface MirrorChange<T extends MirrorTable> {
  put: Row<T>[];
  remove: string[];
}

export async function applyChanges<T extends MirrorTable>(db: LocalDb, table: T, change: MirrorChange<T>): Promise<void> {
  const target = db.table<Row<T>, string>(table);
  await db.transaction('rw', target, async () => {
    if (change.remove.length) await target.bulkDelete(change.remove);
    if (change.put.length) await target.bulkPut(change.put);
  });
}

/**
 * Makes the mirror of an account hold exactly `rows`, within `scope` (a client user mirrors one
 * company, so rows of other companies are not theirs to delete).
 */
export async function reconcile<T extends MirrorTable>(
  db: LocalDb,
  table: T,
  accountId: string,
  rows: Row<T>[],
  scope: (row: Row<T>) => boolean = () => true,
): Promise<void> {
  const target = db.table<Row<T>, string>(table);
  await db.transaction('rw', target, async () => {
    const keep = new Set(rows.map((row) => row.id));
    const stale = await target
      .where('accountId')
      .equals(accountId)
      .filter((row) => scope(row) && !keep.has(row.id))
      .primaryKeys();
    if (stale.length) await target.bulkDelete(stale);
    await target.bulkPut(rows);
  });
}

/** Forgets everything mirrored on this device (on sign-out). */
export async function clearMirror(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.companies, db.invoices, async () => {
    await db.companies.clear();
    await db.invoices.clear();
  });
}
