/**
 * Tools over invoices: VAT totals by rate, filtered lists, errors and the next one to fix,
 * possible duplicates, an invoice by number. Each returns its data (money in cents) and the
 * sources a figure links to.
 */
import type { AmountFilter } from '../entities';
import type { Period } from '../period';
import type { ChatClaims, ChatInvoice, ChatRepository, SourceRef, ToolResult } from '../types';
import { isBookable, scopedInvoices } from './scope';

export interface RateTotals {
  rate: number;
  base: number;
  cuota: number;
  recargo: number;
  count: number;
}

export interface VatTotals {
  companyId: string;
  period: Period;
  rate: number | null;
  invoiceCount: number;
  withErrors: number;
  byRate: RateTotals[];
  base: number;
  cuota: number;
  recargo: number;
  irpf: number;
  total: number;
}

const listSource = (companyId: string | undefined, period: Period | undefined, extra: Partial<Extract<SourceRef, { kind: 'invoice-list' }>> = {}): SourceRef => {
  const source: Extract<SourceRef, { kind: 'invoice-list' }> = { kind: 'invoice-list', ...extra };
  if (companyId) source.companyId = companyId;
  if (period) {
    source.from = period.from;
    source.to = period.to;
  }
  return source;
};

export const invoiceSource = (invoice: ChatInvoice): SourceRef => ({ kind: 'invoice', id: invoice.id, companyId: invoice.companyId });

export async function vatTotals(repo: ChatRepository, claims: ChatClaims, args: { companyId: string; period: Period; rate?: number }): Promise<ToolResult<VatTotals>> {
  const invoices = (await scopedInvoices(repo, claims, { companyId: args.companyId, from: args.period.from, to: args.period.to })).filter(isBookable);
  const byRate = new Map<number, RateTotals>();
  let irpf = 0;
  let total = 0;
  let counted = 0;
  let withErrors = 0;
  for (const invoice of invoices) {
    const lines = args.rate === undefined ? invoice.vatLines : invoice.vatLines.filter((line) => line.rate === args.rate);
    if (lines.length === 0) continue;
    counted++;
    if (invoice.hasErrors) withErrors++;
    for (const line of lines) {
      const entry = byRate.get(line.rate) ?? { rate: line.rate, base: 0, cuota: 0, recargo: 0, count: 0 };
      entry.base += line.base;
      entry.cuota += line.cuota;
      entry.recargo += line.recargo;
      entry.count++;
      byRate.set(line.rate, entry);
    }
    if (args.rate === undefined) {
      irpf += invoice.irpf?.amount ?? 0;
      total += invoice.total ?? 0;
    }
  }
  const rates = [...byRate.values()].sort((a, b) => b.rate - a.rate);
  const sum = (key: 'base' | 'cuota' | 'recargo'): number => rates.reduce((acc, line) => acc + line[key], 0);
  if (args.rate !== undefined) total = sum('base') + sum('cuota') + sum('recargo');
  return {
    data: { companyId: args.companyId, period: args.period, rate: args.rate ?? null, invoiceCount: counted, withErrors, byRate: rates, base: sum('base'), cuota: sum('cuota'), recargo: sum('recargo'), irpf, total },
    sources: [listSource(args.companyId, args.period)],
  };
}

export interface InvoiceFilter {
  companyId?: string;
  supplierTaxId?: string | null;
  supplierName?: string;
  period?: Period;
  status?: 'errors' | 'successful';
  amount?: AmountFilter;
}

export interface InvoiceList {
  filter: InvoiceFilter;
  count: number;
  totalAmount: number;
  /** How many rows are returned (at most MAX_ROWS). */
  shown: number;
  rows: ChatInvoice[];
}

export const MAX_ROWS = 10;

function bySupplier(invoice: ChatInvoice, filter: InvoiceFilter): boolean {
  if (filter.supplierTaxId) return invoice.supplierTaxId === filter.supplierTaxId;
  if (filter.supplierName) return invoice.supplierName === filter.supplierName;
  return true;
}

export async function listInvoices(repo: ChatRepository, claims: ChatClaims, filter: InvoiceFilter): Promise<ToolResult<InvoiceList>> {
  const query = { ...(filter.companyId ? { companyId: filter.companyId } : {}), ...(filter.period ? { from: filter.period.from, to: filter.period.to } : {}) };
  const matching = (await scopedInvoices(repo, claims, query))
    .filter((invoice) => bySupplier(invoice, filter))
    .filter((invoice) => (filter.status === 'errors' ? invoice.hasErrors : filter.status === 'successful' ? invoice.status === 'successful' : true))
    .filter((invoice) => (filter.amount?.min === undefined || (invoice.total ?? 0) > filter.amount.min) && (filter.amount?.max === undefined || (invoice.total ?? 0) < filter.amount.max))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id));
  const extra: Partial<Extract<SourceRef, { kind: 'invoice-list' }>> = {};
  if (filter.status) extra.status = filter.status;
  if (filter.supplierTaxId ?? filter.supplierName) extra.supplier = (filter.supplierTaxId ?? filter.supplierName)!;
  const rows = matching.slice(0, MAX_ROWS);
  return {
    data: { filter, count: matching.length, totalAmount: matching.reduce((acc, invoice) => acc + (invoice.total ?? 0), 0), shown: rows.length, rows },
    sources: [listSource(filter.companyId, filter.period, extra), ...rows.map(invoiceSource)],
  };
}

export interface ErrorSummary {
  count: number;
  shown: number;
  byCode: { code: string; count: number }[];
  rows: ChatInvoice[];
}

export async function invoiceErrors(repo: ChatRepository, claims: ChatClaims, filter: InvoiceFilter): Promise<ToolResult<ErrorSummary>> {
  const list = await listInvoices(repo, claims, { ...filter, status: 'errors' });
  const all = (await scopedInvoices(repo, claims, { ...(filter.companyId ? { companyId: filter.companyId } : {}), ...(filter.period ? { from: filter.period.from, to: filter.period.to } : {}) })).filter(
    (invoice) => invoice.hasErrors && bySupplier(invoice, filter),
  );
  const codes = new Map<string, number>();
  for (const invoice of all) for (const code of new Set(invoice.errors)) codes.set(code, (codes.get(code) ?? 0) + 1);
  const byCode = [...codes.entries()].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { data: { count: list.data.count, shown: list.data.shown, byCode, rows: list.data.rows }, sources: list.sources };
}

export async function nextError(repo: ChatRepository, claims: ChatClaims, filter: InvoiceFilter): Promise<ToolResult<{ invoice: ChatInvoice | null; remaining: number }>> {
  const withErrors = (await scopedInvoices(repo, claims, filter.companyId ? { companyId: filter.companyId } : {}))
    .filter((invoice) => invoice.hasErrors && bySupplier(invoice, filter))
    .sort((a, b) => a.processedAt - b.processedAt || a.id.localeCompare(b.id));
  const invoice = withErrors[0] ?? null;
  return {
    data: { invoice, remaining: withErrors.length },
    sources: invoice ? [invoiceSource(invoice), listSource(filter.companyId, undefined, { status: 'errors' })] : [listSource(filter.companyId, undefined, { status: 'errors' })],
  };
}

const compact = (value: string | null): string => (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

export async function possibleDuplicates(repo: ChatRepository, claims: ChatClaims, filter: InvoiceFilter): Promise<ToolResult<{ count: number; pairs: [ChatInvoice, ChatInvoice][] }>> {
  const invoices = (await scopedInvoices(repo, claims, { ...(filter.companyId ? { companyId: filter.companyId } : {}), ...(filter.period ? { from: filter.period.from, to: filter.period.to } : {}) })).filter((invoice) => bySupplier(invoice, filter));
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const groups = new Map<string, ChatInvoice[]>();
  for (const invoice of invoices) {
    if (!invoice.number) continue;
    const key = `${invoice.companyId}|${compact(invoice.supplierTaxId ?? invoice.supplierName)}|${compact(invoice.number)}`;
    groups.set(key, [...(groups.get(key) ?? []), invoice]);
  }
  const pairs: [ChatInvoice, ChatInvoice][] = [];
  const seen = new Set<string>();
  for (const invoice of invoices) {
    const original = invoice.duplicateOf ? byId.get(invoice.duplicateOf) : undefined;
    if (original && !seen.has(invoice.id)) {
      pairs.push([original, invoice]);
      seen.add(invoice.id);
    }
  }
  for (const group of groups.values()) {
    const sorted = group.sort((a, b) => a.processedAt - b.processedAt);
    for (const later of sorted.slice(1)) if (!seen.has(later.id)) {
      pairs.push([sorted[0]!, later]);
      seen.add(later.id);
    }
  }
  return { data: { count: pairs.length, pairs }, sources: [listSource(filter.companyId, filter.period, { status: 'duplicates' }), ...pairs.flatMap(([a, b]) => [invoiceSource(a), invoiceSource(b)])] };
}

export async function getInvoice(repo: ChatRepository, claims: ChatClaims, number: string): Promise<ToolResult<{ number: string; matches: ChatInvoice[] }>> {
  const wanted = compact(number);
  const matches = (await scopedInvoices(repo, claims, {})).filter((invoice) => compact(invoice.number) === wanted);
  return { data: { number, matches }, sources: matches.map(invoiceSource) };
}
