/**
 * Invoices written straight into an agency, for tests and the demo that need exact values
 * (an invoice with a known error, a password-protected file) rather than whatever the
 * extraction engine reads. The records match what the pipeline writes: one batch, each
 * invoice with its file record and stored PDF, and the counters they move (the company's, the
 * processing day's, the batch's). Status and
 * issues come from the domain rules, as in the pipeline. The PDF is stored after its invoice
 * exists; the upload trigger leaves it alone (see the batch's `fileIds`).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { App } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emptyInvoiceData, type InvoiceData, type SourceBox } from '../../domain/src/invoice/invoice.schema.ts';
import { validateInvoice } from '../../domain/src/invoice/validate-invoice.ts';
import { dayKeyIn } from '../../domain/src/date/day-key.ts';
import { COUNTER_KEYS, countersDelta, invoiceCounters, type InvoiceCounters } from '../../domain/src/records/invoice-counters.ts';
import type { FileRecord } from '../../domain/src/records/file-record.schema.ts';
import type { InvoiceRecord } from '../../domain/src/records/invoice-record.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';

export interface SeedTarget {
  accountId: string;
  companyId: string;
  uid: string;
}

export interface SeedInvoiceSpec {
  /** The PDF stored as the invoice's file. */
  pdf: string;
  /** Values that differ from a consistent 21 % invoice addressed to the company. */
  data?: Partial<InvoiceData>;
  createdAt?: number;
}

/** Where each field of the template was "read", on page 1 (normalized, top-left origin). */
const TEMPLATE_SOURCES: Record<string, SourceBox> = {
  number: { page: 1, bbox: [0.12, 0.1, 0.22, 0.12] },
  date: { page: 1, bbox: [0.15, 0.13, 0.25, 0.14] },
  supplierName: { page: 1, bbox: [0.09, 0.07, 0.41, 0.09] },
  supplierTaxId: { page: 1, bbox: [0.17, 0.14, 0.25, 0.15] },
  customerName: { page: 1, bbox: [0.57, 0.09, 0.72, 0.1] },
  customerTaxId: { page: 1, bbox: [0.61, 0.14, 0.69, 0.15] },
  total: { page: 1, bbox: [0.83, 0.37, 0.9, 0.38] },
  vatLines: { page: 1, bbox: [0.84, 0.31, 0.9, 0.33] },
};

function template(companyTaxId: string, index: number): InvoiceData {
  return {
    ...emptyInvoiceData(),
    number: `SEED-${String(index + 1).padStart(4, '0')}`,
    date: '2025-03-07',
    supplierName: 'Suministros Ejemplo SL',
    supplierTaxId: 'B64717838',
    customerName: 'Cliente',
    customerTaxId: companyTaxId,
    currency: 'EUR',
    total: 121,
    vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    taxType: 'iva',
  };
}

/** Writes one batch holding `specs.length` invoices; returns their ids in order. */
export async function seedInvoices(
  app: App,
  target: SeedTarget,
  specs: SeedInvoiceSpec[],
): Promise<{ batchId: string; invoiceIds: string[] }> {
  const db = getFirestore(app);
  const account = db.doc(`accounts/${target.accountId}`);
  const company = account.collection('companies').doc(target.companyId);
  const companyTaxId = String((await company.get()).get('taxId') ?? '');
  const batchRef = account.collection('batches').doc();
  const now = Date.now();
  const invoiceIds = specs.map(() => db.collection('ids').doc().id);
  const writes = db.batch();
  writes.set(batchRef, {
    companyId: target.companyId,
    fileCount: specs.length,
    // Not announced: the upload trigger leaves objects its batch did not announce alone, so the
    // pipeline does not extract again (and spend seconds of CPU on) what is written here.
    fileIds: [],
    succeeded: specs.length,
    failed: 0,
    pending: 0,
    exported: false,
    exportedAt: null,
    createdBy: target.uid,
    createdAt: now,
  });
  const timeZone = String((await account.get()).get('timeZone') ?? 'Europe/Madrid');
  // Counted as the pipeline counts (domain/src/records/invoice-counters.ts): the company's, the
  // processing day's and the batch's figures.
  const companyTotals = countersDelta(null, null);
  const days = new Map<string, InvoiceCounters>();
  let batchWithErrors = 0;
  specs.forEach((spec, index) => {
    const data: InvoiceData = { ...template(companyTaxId, index), ...spec.data };
    const { status, issues } = validateInvoice(data, { companyTaxId });
    const fileId = invoiceIds[index]!;
    const storagePath = invoiceObjectPath({ ...target, batchId: batchRef.id, fileId });
    const createdAt = spec.createdAt ?? now - (specs.length - index) * 1000;
    const invoice: InvoiceRecord = {
      ...data,
      status,
      issues,
      fieldConfidence: Object.fromEntries(Object.keys(TEMPLATE_SOURCES).map((field) => [field, 0.9])),
      sources: TEMPLATE_SOURCES,
      evidence: 'text',
      evidenceFound: ['text'],
      pageCount: 1,
      timings: { ms: 80 },
      extractor: 'local',
      companyId: target.companyId,
      batchId: batchRef.id,
      fileId,
      fileName: basename(spec.pdf),
      storagePath,
      hasErrors: status !== 'successful',
      duplicateOf: null,
      corrections: [],
      createdAt,
      processedAt: createdAt + 1500,
      savedSeconds: 92,
      exportedAt: null,
    };
    const file: FileRecord = {
      name: basename(spec.pdf),
      storagePath,
      size: readFileSync(spec.pdf).length,
      contentType: 'application/pdf',
      kind: 'invoice',
      origin: 'web',
      companyId: target.companyId,
      uploadedBy: target.uid,
      uploadedAt: createdAt,
      deletedAt: null,
      originalPath: null,
    };
    writes.set(account.collection('invoices').doc(fileId), invoice);
    writes.set(account.collection('files').doc(fileId), file);
    const counters = invoiceCounters(invoice);
    const day = dayKeyIn(invoice.processedAt, timeZone);
    const dayTotals = days.get(day) ?? countersDelta(null, null);
    for (const key of COUNTER_KEYS) {
      companyTotals[key] += counters[key];
      dayTotals[key] += counters[key];
    }
    days.set(day, dayTotals);
    batchWithErrors += counters.withErrors;
  });
  const increments = (totals: InvoiceCounters, prefix = '') =>
    Object.fromEntries(COUNTER_KEYS.map((key) => [`${prefix}${key}`, FieldValue.increment(totals[key])]));
  writes.update(company, increments(companyTotals, 'stats.'));
  for (const [day, totals] of days) writes.set(account.collection('dailyStats').doc(day), increments(totals), { merge: true });
  writes.update(batchRef, { withErrors: batchWithErrors });
  await writes.commit();

  const bucket = getStorage(app).bucket();
  await Promise.all(
    specs.map((spec, index) =>
      bucket.file(invoiceObjectPath({ ...target, batchId: batchRef.id, fileId: invoiceIds[index]! })).save(readFileSync(spec.pdf), {
        contentType: 'application/pdf',
        metadata: {
          metadata: { batchId: batchRef.id, fileId: invoiceIds[index]!, originalName: basename(spec.pdf), uploadedBy: target.uid },
        },
      }),
    ),
  );
  return { batchId: batchRef.id, invoiceIds };
}
