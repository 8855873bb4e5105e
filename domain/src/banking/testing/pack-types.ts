/** A generated client pack and its known right answers. */
import type { Party } from './parties';

export interface PackInvoice {
  key: string;
  number: string;
  date: string;
  kind: 'received' | 'issued';
  taxId: string | null;
  name: string;
  totalCents: number;
  irpfCents: number;
}

export interface PackLine {
  date: string;
  amountCents: number;
  description: string;
  /** N43 concepto común. */
  concept: string;
  /** The invoices this movement settles (keys); empty when none. */
  invoices: string[];
  /** Whether the diary books it (a 572 line). */
  booked: boolean;
  /** No single right invoice exists (ties, returned debits): any automatic invoice match is wrong. */
  ambiguous: boolean;
  /** The concept holds an invoice number, NIF or creditor id of its invoice. */
  identified: boolean;
  foreign: { currency: string; amountCents: number } | null;
}

export interface PackEntryLine {
  account: string;
  name: string;
  description: string;
  debitCents: number;
  creditCents: number;
  /** For 572 lines: the bank line they book, or null (a cheque not yet in the bank). */
  bankLine: number | null;
}

export interface PackEntry {
  date: string;
  lines: PackEntryLine[];
}

export interface Pack {
  seed: number;
  year: number;
  company: Party;
  openingCents: number;
  lines: PackLine[];
  lastYearOpeningCents: number;
  lastYearLines: PackLine[];
  invoices: PackInvoice[];
  entries: PackEntry[];
}
