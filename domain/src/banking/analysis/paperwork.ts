/**
 * The gestor's chase list: payments with no invoice behind them (justificantes pendientes),
 * invoices still open with their ageing past the due date (0-30, 31-60, 61-90, > 90 days; the
 * due date is the invoice's, else 30 days after its date, the legal default of Ley 3/2004), and
 * invoices that more than one payment settles.
 */
import { addDays, dayOf } from './dates';
import type { AgeBucket, AgeingRow, AnalysisInvoice, AnalysisLink, LineInfo, LineKind, OpenInvoice, Paperwork } from './types';

/** Movements that never come with an invoice: taxes, payroll, loans, fees, transfers between own accounts. */
const NO_INVOICE = new Set<LineKind>(['tax', 'social-security', 'payroll', 'loan', 'fee', 'interest', 'own-transfer', 'cash', 'return']);
export const DEFAULT_TERM_DAYS = 30;
export const MAX_LISTED = 200;
const BUCKETS: AgeBucket[] = ['not-due', '0-30', '31-60', '61-90', '90+'];

export function bucketOf(daysPastDue: number): AgeBucket {
  if (daysPastDue < 0) return 'not-due';
  if (daysPastDue <= 30) return '0-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

export const dueDateOf = (invoice: AnalysisInvoice): string => invoice.dueDate ?? addDays(invoice.date, DEFAULT_TERM_DAYS);

/** What each invoice still has open after the settling links (a partial payment leaves the rest). */
export function openAmounts(invoices: readonly AnalysisInvoice[], links: readonly AnalysisLink[], amountOf: Map<number, number>): Map<string, number> {
  const open = new Map(invoices.map((i) => [i.ref, i.totalCents - i.irpfCents]));
  for (const link of links) {
    for (const ref of link.invoiceRefs) {
      if (!open.has(ref)) continue;
      const paid = link.amounts?.[ref];
      if (paid !== undefined) open.set(ref, Math.max(0, open.get(ref)! - Math.abs(paid)));
      else if (!link.partial) open.set(ref, 0);
      else open.set(ref, Math.max(0, open.get(ref)! - link.bankRows.reduce((s, r) => s + Math.abs(amountOf.get(r) ?? 0), 0)));
    }
  }
  return open;
}

export function paperwork(lines: readonly LineInfo[], invoices: readonly AnalysisInvoice[], links: readonly AnalysisLink[], noDocumentRows: readonly number[], asOf: string): Paperwork {
  const noDocument = new Set(noDocumentRows);
  const missing = lines.filter((l) => l.amountCents < 0 && l.invoiceRefs.length === 0 && !noDocument.has(l.row) && !l.returned && !NO_INVOICE.has(l.kind));
  const amountOf = new Map(lines.map((l) => [l.row, l.amountCents]));
  const open = openAmounts(invoices, links, amountOf);
  const openList: OpenInvoice[] = [];
  const ageing = { issued: new Map<AgeBucket, AgeingRow>(), received: new Map<AgeBucket, AgeingRow>() };
  for (const kind of ['issued', 'received'] as const) for (const bucket of BUCKETS) ageing[kind].set(bucket, { bucket, count: 0, cents: 0, refs: { lines: [], invoices: [] } });
  for (const invoice of invoices) {
    const cents = open.get(invoice.ref) ?? 0;
    if (cents <= 0 || invoice.date > asOf) continue;
    const dueDate = dueDateOf(invoice);
    const daysPastDue = dayOf(asOf) - dayOf(dueDate);
    const bucket = bucketOf(daysPastDue);
    const row = ageing[invoice.kind].get(bucket)!;
    row.count += 1;
    row.cents += cents;
    row.refs.invoices!.push(invoice.ref);
    openList.push({ ref: invoice.ref, number: invoice.number, kind: invoice.kind, counterpartyName: invoice.counterpartyName, date: invoice.date, dueDate, openCents: cents, daysPastDue, bucket });
  }
  const settledBy = new Map<string, Set<number>>();
  for (const link of links) {
    if (link.partial) continue;
    for (const ref of link.invoiceRefs) {
      const rows = settledBy.get(ref) ?? new Set<number>();
      // Two links of the same bank movement are one payment.
      rows.add(Math.min(...link.bankRows));
      settledBy.set(ref, rows);
    }
  }
  const byRef = new Map(invoices.map((i) => [i.ref, i]));
  const paidTwice = [...settledBy]
    .filter(([ref, rows]) => rows.size > 1 && byRef.has(ref))
    .map(([ref]) => ({
      ref, number: byRef.get(ref)!.number, totalCents: byRef.get(ref)!.totalCents,
      refs: { lines: links.filter((l) => l.invoiceRefs.includes(ref)).flatMap((l) => l.bankRows), invoices: [ref] },
    }));
  openList.sort((a, b) => b.daysPastDue - a.daysPastDue || b.openCents - a.openCents);
  return {
    withoutInvoice: {
      count: missing.length,
      cents: -missing.reduce((s, l) => s + l.amountCents, 0),
      lines: [...missing].sort((a, b) => a.amountCents - b.amountCents).slice(0, MAX_LISTED).map((l) => ({ row: l.row, date: l.date, amountCents: l.amountCents, description: l.description })),
      refs: { lines: missing.map((l) => l.row) },
    },
    receivables: [...ageing.issued.values()],
    payables: [...ageing.received.values()],
    open: openList.slice(0, MAX_LISTED),
    paidTwice,
  };
}
