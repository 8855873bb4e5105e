/**
 * What Factoría keeps in the browser's IndexedDB, and why.
 *
 * - outboxBatches / outboxFiles: invoice uploads chosen while offline (or not yet finished).
 *   The PDF bytes stay here until Cloud Storage has them, so nothing is lost when the network
 *   goes away, the page reloads or the browser restarts; each file carries its final ids, so a
 *   resumed upload never lands twice.
 * - companies / invoices: light projections of the agency's companies and invoices, mirrored
 *   from Firestore, for instant lists and the header search, also offline.
 * - drafts: unsaved edits of an invoice, so a correction survives a reload.
 *
 * Firestore's own persistent cache holds the full documents; this database holds only what
 * the app must query or keep in ways that cache cannot. Bump the version on every change.
 */
import Dexie, { type EntityTable } from 'dexie';

export type OutboxStatus = 'queued' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface OutboxBatch {
  /** The Firestore batch id, chosen when the files are picked. */
  batchId: string;
  accountId: string;
  companyId: string;
  uid: string;
  fileCount: number;
  createdAt: number;
  /** Set once the batch document exists in Firestore. */
  committedAt: number | null;
}

export interface OutboxFile {
  fileId: string;
  batchId: string;
  accountId: string;
  companyId: string;
  name: string;
  size: number;
  blob: Blob;
  status: OutboxStatus;
  bytesTransferred: number;
  /** A translation key of the failure, when status is failed. */
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface LocalCompany {
  id: string;
  accountId: string;
  name: string;
  taxId: string;
  status: string;
  /** Lower-cased, accent-free name and tax id, for search. */
  searchText: string;
}

export interface LocalInvoice {
  id: string;
  accountId: string;
  companyId: string;
  number: string | null;
  date: string | null;
  supplierName: string | null;
  supplierTaxId: string | null;
  total: number | null;
  currency: string | null;
  status: string;
  createdAt: number;
  searchText: string;
}

export interface InvoiceDraft {
  invoiceId: string;
  accountId: string;
  values: unknown;
  updatedAt: number;
}

export class LocalDb extends Dexie {
  outboxBatches!: EntityTable<OutboxBatch, 'batchId'>;
  outboxFiles!: EntityTable<OutboxFile, 'fileId'>;
  companies!: EntityTable<LocalCompany, 'id'>;
  invoices!: EntityTable<LocalInvoice, 'id'>;
  drafts!: EntityTable<InvoiceDraft, 'invoiceId'>;

  constructor(name = 'factoria') {
    super(name);
    this.version(1).stores({
      outboxBatches: 'batchId, accountId, committedAt',
      outboxFiles: 'fileId, batchId, accountId, status, [accountId+status]',
      companies: 'id, accountId, [accountId+name]',
      invoices: 'id, accountId, companyId, [accountId+createdAt], [accountId+companyId]',
      drafts: 'invoiceId, accountId',
    });
  }
}

export const localDb = new LocalDb();
