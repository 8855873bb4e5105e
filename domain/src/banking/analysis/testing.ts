/** Small statements and invoices for the analysis tests, written the way a bank file reads. */
import type { Statement } from '../types';
import type { AnalysisInput, AnalysisInvoice } from './types';

export type Movement = [date: string, amountCents: number, description: string, concept?: string];

export function statementOf(movements: Movement[], openingCents = 1_000_000, firstRow = 2): Statement {
  let balance = openingCents;
  const lines = movements.map(([date, amountCents, description, concept], i) => {
    balance += amountCents;
    return { row: firstRow + i, date, valueDate: date, amountCents, description, balanceCents: balance, key: `k${i}`, ...(concept ? { concept } : {}) };
  });
  return { format: 'csv', bank: null, iban: null, currency: 'EUR', openingBalanceCents: openingCents, closingBalanceCents: balance, lines };
}

export function invoiceOf(ref: string, kind: AnalysisInvoice['kind'], date: string, totalCents: number, name = 'Cliente Uno SL', taxId: string | null = null): AnalysisInvoice {
  return { ref, number: `F-${ref}`, date, dueDate: null, counterpartyTaxId: taxId, counterpartyName: name, totalCents, irpfCents: 0, kind };
}

export function inputOf(statement: Statement, extra: Partial<AnalysisInput> = {}): AnalysisInput {
  return { statement, lastYear: null, diary: null, invoices: [], links: [], ...extra };
}
