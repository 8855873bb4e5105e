/**
 * What a daily report lists: every invoice processed in its window and every file that failed
 * in it, errors and possible duplicates first (with the invoice each may duplicate), and the mail received for its companies that was held or refused
 * (report-mail-intake.ts). Reads only the fields it shows (Firestore projections).
 */
import { MAX_REPORT_ITEMS, type DailyReportCounts, type DailyReportItem } from '@factoria/domain/records/daily-report.schema';
import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { mailNotProcessed } from './report-mail-intake';

/** Batches are created minutes before their files fail; two days back covers late retries. */
const BATCH_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

interface Window {
  from: number;
  to: number;
}

async function invoiceItems(account: DocumentReference, window: Window, names: Map<string, string>): Promise<DailyReportItem[]> {
  const snapshot = await account
    .collection('invoices')
    .where('processedAt', '>', window.from)
    .where('processedAt', '<=', window.to)
    .select('companyId', 'fileName', 'number', 'supplierTaxId', 'status', 'issues', 'duplicateOf')
    .get();
  return snapshot.docs.map((doc) => {
    const issues = (doc.get('issues') ?? []) as { code: string; severity: string }[];
    const companyId = String(doc.get('companyId'));
    return {
      invoiceId: doc.id,
      companyId,
      companyName: names.get(companyId) ?? companyId,
      fileName: String(doc.get('fileName') ?? ''),
      number: (doc.get('number') as string | null) ?? null,
      taxId: (doc.get('supplierTaxId') as string | null) ?? null,
      status: doc.get('status') as InvoiceStatus,
      errors: issues.filter((issue) => issue.severity === 'error').map((issue) => issue.code),
      duplicateOf: (doc.get('duplicateOf') as string | null | undefined) ?? null,
    };
  });
}

async function failureItems(account: DocumentReference, window: Window, names: Map<string, string>): Promise<DailyReportItem[]> {
  const batches = await account
    .collection('batches')
    .where('createdAt', '>', window.from - BATCH_LOOKBACK_MS)
    .select('companyId', 'failures')
    .get();
  return batches.docs.flatMap((batch) => {
    const companyId = String(batch.get('companyId'));
    const failures = (batch.get('failures') ?? {}) as Record<string, { fileName: string; code: string; at?: number }>;
    return Object.values(failures)
      .filter((failure) => typeof failure.at === 'number' && failure.at > window.from && failure.at <= window.to)
      .map((failure) => ({
        invoiceId: null,
        companyId,
        companyName: names.get(companyId) ?? companyId,
        fileName: failure.fileName,
        number: null,
        taxId: null,
        status: 'failed' as const,
        errors: [failure.code],
        duplicateOf: null,
      }));
  });
}

export async function reportItems(db: Firestore, accountId: string, window: Window) {
  const account = db.doc(`accounts/${accountId}`);
  const companies = await account.collection('companies').select('name').get();
  const names = new Map(companies.docs.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)]));
  const [invoices, failures, mail] = await Promise.all([
    invoiceItems(account, window, names),
    failureItems(account, window, names),
    mailNotProcessed(account, window, names),
  ]);
  const counts: DailyReportCounts = {
    processed: invoices.length,
    successful: invoices.filter((item) => item.status === 'successful').length,
    withErrors: invoices.filter((item) => item.status !== 'successful').length,
    failed: failures.length,
    duplicates: invoices.filter((item) => item.duplicateOf !== null).length,
  };
  const needsAttention = (item: DailyReportItem) => (item.status === 'successful' && !item.duplicateOf ? 1 : 0);
  const all = [...failures, ...invoices].sort((a, b) => needsAttention(a) - needsAttention(b));
  return { counts, items: all.slice(0, MAX_REPORT_ITEMS), omitted: Math.max(0, all.length - MAX_REPORT_ITEMS), mail };
}
