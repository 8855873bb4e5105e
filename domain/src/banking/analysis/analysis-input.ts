/**
 * From a session's parsed files and matches to the analysis' input. Invoice refs are the
 * session's book item ids without the kind letter's ambiguity: `i<row>` for the register file,
 * `k<id>` for an invoice in Factoría. An invoice both in the register and in Factoría (same
 * number and counterparty) is one invoice: its Factoría ref points to the register's.
 */
import { normalizeTaxId } from '../../tax-id/validate-tax-id';
import { nameTokens, numberForm } from '../match/text';
import type { Diary, InvoiceRegister, KnownInvoice, MatchMethod, Statement } from '../types';
import type { AnalysisInput, AnalysisInvoice, AnalysisLink } from './types';

export const registerRef = (row: number): string => `i${row}`;
export const knownRef = (id: string): string => `k${id}`;

/** A match as the analysis needs it (the engine's Match and the stored BankMatch both fit). */
export interface LinkSource {
  bankRows: number[];
  invoiceRows: number[];
  invoiceIds: string[];
  diaryRows: number[];
  method: MatchMethod | string;
  /** A split: what the movement pays of each book item (`i<row>`, `k<id>`). */
  parts?: { bookItemId: string; amountCents: number }[];
}

export interface SessionParts {
  statement: Statement;
  lastYear: Statement | null;
  diary: Diary | null;
  register: InvoiceRegister | null;
  known: readonly KnownInvoice[];
  /** Only the matches that settle: automatic, accepted or forced. */
  settled: readonly LinkSource[];
  noDocumentRows?: number[];
  companyTaxId?: string | null;
}

const identity = (number: string, taxId: string | null, name: string | null) =>
  `${numberForm(number)}|${taxId ? normalizeTaxId(taxId) : nameTokens(name ?? '').join(' ')}`;

export function analysisInput(parts: SessionParts): AnalysisInput {
  const invoices: AnalysisInvoice[] = [];
  const alias = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const item of parts.register?.items ?? []) {
    const ref = registerRef(item.row);
    seen.set(identity(item.number, item.counterpartyTaxId, item.counterpartyName), ref);
    invoices.push({ ref, number: item.number, date: item.date, dueDate: null, counterpartyTaxId: item.counterpartyTaxId, counterpartyName: item.counterpartyName, totalCents: item.totalCents, irpfCents: item.irpfCents, kind: item.kind });
  }
  for (const item of parts.known) {
    const ref = knownRef(item.id);
    const same = seen.get(identity(item.number, item.counterpartyTaxId, item.counterpartyName));
    if (same) {
      alias.set(ref, same);
      continue;
    }
    invoices.push({ ref, number: item.number, date: item.date, dueDate: null, counterpartyTaxId: item.counterpartyTaxId, counterpartyName: item.counterpartyName, totalCents: item.totalCents, irpfCents: item.irpfCents, kind: item.kind });
  }
  const canonical = (ref: string) => alias.get(ref) ?? ref;
  const links: AnalysisLink[] = parts.settled.map((m) => ({
    bankRows: m.bankRows,
    invoiceRefs: [...new Set([...m.invoiceRows.map(registerRef), ...m.invoiceIds.map((id) => canonical(knownRef(id)))])],
    diaryRows: m.diaryRows,
    partial: m.method === 'partial' || m.method === 'split',
    ...(m.parts?.length ? { amounts: Object.fromEntries(m.parts.map((p) => [canonical(p.bookItemId), p.amountCents])) } : {}),
  }));
  return {
    statement: parts.statement,
    lastYear: parts.lastYear,
    diary: parts.diary,
    invoices,
    links,
    noDocumentRows: parts.noDocumentRows ?? [],
    companyTaxId: parts.companyTaxId ?? null,
  };
}
