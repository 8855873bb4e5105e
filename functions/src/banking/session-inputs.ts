/**
 * What a session's task reads: the files the session announced (from Storage) and the
 * company's invoices already in Factoría (as the engine's known invoices), so a session with
 * only a statement still reconciles.
 */
import type { BankFileInput, KnownInvoice } from '@factoria/domain/banking/types';
import { MAX_BANK_FILE_BYTES, bankObjectPath, type BankFileExtension, type BankSlot } from '@factoria/domain/records/bank-session.schema';
import { sameTaxId } from '@factoria/domain/tax-id/validate-any-tax-id';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';

type Bucket = ReturnType<Storage['bucket']>;

/** A company with more invoices than this reconciles against its most recent ones. */
export const MAX_KNOWN_INVOICES = 50_000;

export type FilesOutcome = { files: BankFileInput[] } | { failure: { kind: BankSlot; code: 'bank/file-missing' | 'bank/file-too-large' } };

export async function downloadSessionFiles(bucket: Bucket, accountId: string, sessionId: string, session: DocumentSnapshot): Promise<FilesOutcome> {
  const announced = (session.get('files') ?? {}) as Record<string, { name: string; ext: BankFileExtension }>;
  const files: BankFileInput[] = [];
  for (const [kind, file] of Object.entries(announced) as [BankSlot, { name: string; ext: BankFileExtension }][]) {
    const object = bucket.file(bankObjectPath(accountId, sessionId, kind, file.ext));
    const [exists] = await object.exists();
    if (!exists) return { failure: { kind, code: 'bank/file-missing' } };
    const [metadata] = await object.getMetadata();
    if (Number(metadata.size) > MAX_BANK_FILE_BYTES) return { failure: { kind, code: 'bank/file-too-large' } };
    const [bytes] = await object.download();
    files.push({ kind, name: file.name, bytes: new Uint8Array(bytes) });
  }
  return { files };
}

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null);

/** The company's invoices with a number, a date and a total; issued when the company is the supplier. */
export async function loadKnownInvoices(db: Firestore, accountId: string, companyId: string, companyTaxId: string | null): Promise<KnownInvoice[]> {
  const snapshot = await db
    .collection(`accounts/${accountId}/invoices`)
    .where('companyId', '==', companyId)
    .select('number', 'date', 'supplierTaxId', 'supplierName', 'customerTaxId', 'customerName', 'total', 'irpf')
    .limit(MAX_KNOWN_INVOICES)
    .get();
  const invoices: KnownInvoice[] = [];
  for (const doc of snapshot.docs) {
    const number = doc.get('number') as string | null;
    const date = doc.get('date') as string | null;
    const total = cents(doc.get('total'));
    if (!number || !date || total === null) continue;
    const supplierTaxId = (doc.get('supplierTaxId') as string | null) ?? null;
    const issued = companyTaxId !== null && sameTaxId(supplierTaxId, companyTaxId);
    invoices.push({
      id: doc.id,
      number,
      date,
      counterpartyTaxId: issued ? ((doc.get('customerTaxId') as string | null) ?? null) : supplierTaxId,
      counterpartyName: ((issued ? doc.get('customerName') : doc.get('supplierName')) as string | null) ?? null,
      totalCents: total,
      irpfCents: Math.abs(cents(doc.get('irpf.amount')) ?? 0),
      kind: issued ? 'issued' : 'received',
    });
  }
  return invoices;
}
