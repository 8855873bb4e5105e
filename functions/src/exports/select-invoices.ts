/**
 * The invoices an export request covers (one batch, a company's invoices dated in a range, or
 * invoices of a company chosen in the list)
 * and which of them it includes: those without errors, and unless it is a re-export, those
 * never exported before. Deleted invoices live elsewhere (the trash) and are never seen here.
 */
import type { ExportInvoice, BookOwner } from '@factoria/domain/export/export-invoice';
import { MAX_EXPORT_INVOICES, type ExportRequestSchema } from '@factoria/domain/records/export.schema';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type * as v from 'valibot';
import { ExportError } from './export-error';

export type ParsedExportRequest = v.InferOutput<typeof ExportRequestSchema>;

export interface Selection {
  companyId: string;
  owner: BookOwner;
  /** For the plain file's name: the batch id or the range. */
  label: string;
  included: ExportInvoice[];
  skippedWithErrors: number;
  skippedExported: number;
}

function toExportInvoice(doc: QueryDocumentSnapshot): ExportInvoice {
  return { ...(doc.data() as Omit<ExportInvoice, 'id'>), id: doc.id };
}

async function scopeDocs(db: Firestore, accountId: string, request: ParsedExportRequest) {
  const account = db.doc(`accounts/${accountId}`);
  if (request.scope === 'batch') {
    const batch = await account.collection('batches').doc(request.batchId).get();
    if (!batch.exists) throw new ExportError('export/not-found');
    const companyId = String(batch.get('companyId'));
    const docs = await account.collection('invoices').where('companyId', '==', companyId).where('batchId', '==', request.batchId).get();
    return { companyId, docs: docs.docs, label: request.batchId };
  }
  if (request.scope === 'invoices') {
    // The list's selection: only the company's invoices among them (an id of another company
    // or one deleted since is left out, as it would be from a batch).
    const chosen = await db.getAll(...request.invoiceIds.map((id) => account.collection('invoices').doc(id)));
    const docs = chosen.filter((doc): doc is QueryDocumentSnapshot => doc.exists && doc.get('companyId') === request.companyId);
    return { companyId: request.companyId, docs, label: 'selection' };
  }
  const docs = await account
    .collection('invoices')
    .where('companyId', '==', request.companyId)
    .where('date', '>=', request.from)
    .where('date', '<=', request.to)
    .get();
  return { companyId: request.companyId, docs: docs.docs, label: `${request.from}_${request.to}` };
}

/** The selection, whether or not it can be exported (the preview shows it as it is). */
export async function collectSelection(db: Firestore, accountId: string, request: ParsedExportRequest): Promise<Selection> {
  const { companyId, docs, label } = await scopeDocs(db, accountId, request);
  const company = await db.doc(`accounts/${accountId}/companies/${companyId}`).get();
  if (!company.exists) throw new ExportError('export/not-found');
  const ready = docs.filter((doc) => doc.get('status') === 'successful');
  const included = ready.filter((doc) => request.reexport || doc.get('exportedAt') == null);
  const selection: Selection = {
    companyId,
    owner: { name: String(company.get('name') ?? ''), taxId: String(company.get('taxId') ?? '') },
    label,
    included: included.map(toExportInvoice),
    skippedWithErrors: docs.length - ready.length,
    skippedExported: ready.length - included.length,
  };
  return selection;
}

export async function selectInvoices(db: Firestore, accountId: string, request: ParsedExportRequest): Promise<Selection> {
  const selection = await collectSelection(db, accountId, request);
  const counts = { skippedWithErrors: selection.skippedWithErrors, skippedExported: selection.skippedExported };
  if (selection.included.length === 0) throw new ExportError('export/nothing-to-export', counts);
  if (selection.included.length > MAX_EXPORT_INVOICES) {
    throw new ExportError('export/too-many', { count: selection.included.length, max: MAX_EXPORT_INVOICES });
  }
  return selection;
}
