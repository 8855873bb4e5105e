/** A bank export (CSV or .xlsx rows) as a statement: layout recognised, columns mapped, chain checked. */
import { decideDateOrder, decideDecimal, parseCents, parseDateCell } from '../read/cell-values';
import { findHeader } from '../read/header';
import { type ReadResult, MAX_ROWS, refuse } from '../read/read-result';
import type { TableRow } from '../read/read-table';
import type { FileFormat, FileIssue, Statement } from '../types';
import { orderByBalance } from './balance-chain';
import { recogniseBank } from './bank-layouts';
import { withLineKeys } from './line-key';
import { STATEMENT_ALIASES } from './statement-aliases';

const at = (cells: readonly string[], columns: number[] | undefined): string => (columns ? (cells[columns[0]!] ?? '') : '');

export function readStatementTable(rows: readonly TableRow[], format: Extract<FileFormat, 'csv' | 'xlsx'>): ReadResult<Statement> {
  const header = findHeader(rows, STATEMENT_ALIASES, (c) => Boolean(c.date && (c.amount || c.debit || c.credit)));
  if (!header) return refuse('bank/no-date-amount-columns', format);
  const { columns } = header;
  const data = rows.slice(header.index + 1);
  if (data.length > MAX_ROWS) return refuse('bank/too-many-rows', format);
  const { bank, iban } = recogniseBank(rows[header.index]!.cells, rows.slice(0, header.index).flatMap((r) => r.cells));
  const fallback = format === 'xlsx' ? '.' : ',';
  const decimalOf = (role: 'amount' | 'debit' | 'credit' | 'balance') =>
    decideDecimal(data.map((r) => at(r.cells, columns[role])), fallback);
  const decimals = { amount: decimalOf('amount'), debit: decimalOf('debit'), credit: decimalOf('credit'), balance: decimalOf('balance') };
  const order = decideDateOrder(data.map((r) => at(r.cells, columns.date)));
  const issues: FileIssue[] = [];
  const parsed = [];
  for (const { row, cells } of data) {
    const date = parseDateCell(at(cells, columns.date), order);
    let amount: number | null;
    if (columns.amount) amount = parseCents(at(cells, columns.amount), decimals.amount);
    else {
      const debit = parseCents(at(cells, columns.debit), decimals.debit);
      const credit = parseCents(at(cells, columns.credit), decimals.credit);
      amount = debit === null && credit === null ? null : Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    if (!date || amount === null) {
      // Totals, notes and blank separators after a header are common; a row with a date or an
      // amount but not both is reported so the user can check it.
      if (date || amount !== null) issues.push({ code: 'bank/row-skipped', row });
      continue;
    }
    const texts = (columns.description ?? []).map((i) => (cells[i] ?? '').trim()).filter((t) => t !== '' && t !== 'NA');
    const currency = at(cells, columns.currency).toUpperCase();
    if (currency && currency !== 'EUR' && currency !== '€') issues.push({ code: 'bank/foreign-currency-line', row });
    parsed.push({
      row,
      date,
      valueDate: parseDateCell(at(cells, columns.valueDate), order),
      amountCents: amount,
      description: [...new Set(texts)].join(' ').replace(/\s+/g, ' '),
      balanceCents: columns.balance ? parseCents(at(cells, columns.balance), decimals.balance) : null,
    });
  }
  if (parsed.length === 0) return refuse('bank/no-lines', format);
  const chain = orderByBalance(parsed);
  if (!chain.ok) return refuse('bank/balance-chain-broken', format, chain.row);
  if (chain.inverted) issues.push({ code: 'bank/sign-inverted' });
  if (!chain.checked) issues.push({ code: 'bank/no-balance-column' });
  const lines = withLineKeys(chain.lines);
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return {
    ok: true,
    format,
    bank,
    rows: lines.length,
    issues,
    value: {
      format,
      bank,
      iban,
      currency: 'EUR',
      openingBalanceCents: first.balanceCents === null ? null : first.balanceCents - first.amountCents,
      closingBalanceCents: last.balanceCents,
      lines,
    },
  };
}
