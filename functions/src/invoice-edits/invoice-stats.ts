/**
 * The company counters one invoice contributes (`stats.processed`, `accurate` or
 * `withErrors` by its status, `corrected` once counted, `savedSeconds`). Moving an invoice to
 * the trash takes them back and restoring it gives them back, in the transaction that moves
 * the invoice, so the company's figures always describe the invoices it has. The day's
 * `dailyStats` and the account's monthly usage stay: they record work done and billed.
 */
import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';

export function invoiceStatsDelta(invoice: DocumentData, sign: 1 | -1): Record<string, FieldValue> {
  const accurate = invoice.status === 'successful';
  const savedSeconds = typeof invoice.savedSeconds === 'number' ? invoice.savedSeconds : 0;
  return {
    'stats.processed': FieldValue.increment(sign),
    'stats.accurate': FieldValue.increment(accurate ? sign : 0),
    'stats.withErrors': FieldValue.increment(accurate ? 0 : sign),
    'stats.corrected': FieldValue.increment(typeof invoice.correctedAt === 'number' ? sign : 0),
    'stats.savedSeconds': FieldValue.increment(sign * savedSeconds),
  };
}

/** The company document of an invoice stored at `accounts/{a}/invoices|deletedInvoices/{i}`. */
export function companyOf(invoiceRef: DocumentReference, invoice: DocumentData): DocumentReference {
  return invoiceRef.parent.parent!.collection('companies').doc(String(invoice.companyId));
}
