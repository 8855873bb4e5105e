/**
 * The invoices a session can match: the register's items and the company's invoices already in
 * Factoría, merged when they are the same invoice (number and counterparty). Each carries the
 * bank amount it would produce: received invoices are paid (negative), issued ones collected.
 */
import { normalizeTaxId } from '../../tax-id/validate-tax-id';
import type { KnownInvoice, RegisterInvoice } from '../types';
import { isDistinctiveNumber, nameTokens, numberForm } from './text';

export interface Candidate {
  index: number;
  rows: number[];
  ids: string[];
  number: string;
  numberForm: string;
  date: string;
  /** Days since epoch of the invoice date, for windows. */
  day: number;
  taxId: string | null;
  nameTokens: string[];
  /** Signed bank amount of a full payment, and of one net of the IRPF withheld. */
  expectedCents: number;
  netCents: number;
  kind: 'received' | 'issued';
}

export const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

export function buildCandidates(register: readonly RegisterInvoice[], known: readonly KnownInvoice[]): Candidate[] {
  const out: Candidate[] = [];
  const byIdentity = new Map<string, Candidate>();
  const add = (source: { number: string; date: string; counterpartyTaxId: string | null; counterpartyName: string | null; totalCents: number; irpfCents: number; kind: 'received' | 'issued' }, row: number | null, id: string | null) => {
    const taxId = source.counterpartyTaxId ? normalizeTaxId(source.counterpartyTaxId) : null;
    const form = numberForm(source.number);
    const identity = `${source.kind}|${form}|${taxId ?? (source.counterpartyName ?? '').toUpperCase()}`;
    const same = byIdentity.get(identity);
    if (same && same.expectedCents === (source.kind === 'issued' ? source.totalCents : -source.totalCents)) {
      if (row !== null) same.rows.push(row);
      if (id !== null) same.ids.push(id);
      return;
    }
    const sign = source.kind === 'issued' ? 1 : -1;
    const candidate: Candidate = {
      index: out.length,
      rows: row === null ? [] : [row],
      ids: id === null ? [] : [id],
      number: source.number,
      numberForm: isDistinctiveNumber(form) ? form : '',
      date: source.date,
      day: dayNumber(source.date),
      taxId,
      nameTokens: nameTokens(source.counterpartyName ?? ''),
      expectedCents: sign * source.totalCents,
      netCents: sign * (source.totalCents - source.irpfCents),
      kind: source.kind,
    };
    byIdentity.set(identity, candidate);
    out.push(candidate);
  };
  for (const item of register) add(item, item.row, null);
  for (const invoice of known) add(invoice, null, invoice.id);
  return out;
}
