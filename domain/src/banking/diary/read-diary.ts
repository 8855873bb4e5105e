/**
 * A libro diario export as journal lines. Lines of one entry share its number (carried down when
 * only the first line shows it); every entry must balance (Σ debe = Σ haber), or the file is
 * refused: an unbalanced diary would make the estado de conciliación wrong.
 */
import { decideDateOrder, decideDecimal, parseCents, parseDateCell } from '../read/cell-values';
import { findHeader } from '../read/header';
import { type ReadResult, MAX_FILE_BYTES, MAX_ROWS, refuse } from '../read/read-result';
import { type TableRow, firstRecognised, readTable } from '../read/read-table';
import type { Diary, DiaryLine, FileFormat, FileIssue } from '../types';
import { DIARY_ALIASES } from './diary-aliases';

const at = (cells: readonly string[], columns: number[] | undefined): string => (columns ? (cells[columns[0]!] ?? '').trim() : '');

export function readDiaryTable(rows: readonly TableRow[], format: Extract<FileFormat, 'csv' | 'xlsx'>): ReadResult<Diary> {
  const header = findHeader(rows, DIARY_ALIASES, (c) => Boolean(c.date && c.account && ((c.debit && c.credit) || c.amount)));
  if (!header) return refuse('bank/diary-no-columns', format);
  const { columns } = header;
  const data = rows.slice(header.index + 1);
  if (data.length > MAX_ROWS) return refuse('bank/too-many-rows', format);
  const fallback = format === 'xlsx' ? '.' : ',';
  const decimal = (role: 'debit' | 'credit' | 'amount') => decideDecimal(data.map((r) => at(r.cells, columns[role])), fallback);
  const decimals = { debit: decimal('debit'), credit: decimal('credit'), amount: decimal('amount') };
  const order = decideDateOrder(data.map((r) => at(r.cells, columns.date)));
  const issues: FileIssue[] = [];
  const lines: DiaryLine[] = [];
  let entry = '';
  let date = '';
  for (const { row, cells } of data) {
    // "572.0.0.001", "5720 0001" or "57200001 Banco Santander": the leading digits are the account.
    const account = /^[\d.\s]*\d/.exec(at(cells, columns.account))?.[0].replace(/[\s.]/g, '') ?? '';
    if (!/^\d{3,12}$/.test(account)) {
      if (cells.some((c) => /\d/.test(c))) issues.push({ code: 'bank/row-skipped', row });
      continue;
    }
    entry = at(cells, columns.entry) || entry;
    date = parseDateCell(at(cells, columns.date), order) ?? date;
    // An empty cell (or a dash) is zero; anything else that is no amount refuses the file rather
    // than being read as zero and balancing an entry by accident.
    const cents = (role: 'debit' | 'credit' | 'amount') => {
      const text = at(cells, columns[role]);
      return text === '' || /^[-–—]$/.test(text) ? 0 : parseCents(text, decimals[role]);
    };
    let debit = 0;
    let credit = 0;
    if (columns.debit && columns.credit) {
      const [d, c] = [cents('debit'), cents('credit')];
      if (d === null || c === null) return refuse('bank/diary-bad-amount', format, row);
      [debit, credit] = [d, c];
    } else {
      const amount = cents('amount');
      if (amount === null) return refuse('bank/diary-bad-amount', format, row);
      if (amount >= 0) debit = amount;
      else credit = -amount;
    }
    if (!date) return refuse('bank/diary-bad-date', format, row);
    const texts = [at(cells, columns.description), at(cells, columns.accountName)].filter((t) => t !== '');
    lines.push({ row, entry: entry || String(row), date, account, description: texts.join(' · '), debitCents: debit, creditCents: credit });
  }
  if (lines.length === 0) return refuse('bank/no-lines', format);
  const sums = new Map<string, { debit: number; credit: number; row: number }>();
  for (const line of lines) {
    const sum = sums.get(line.entry) ?? { debit: 0, credit: 0, row: line.row };
    sum.debit += line.debitCents;
    sum.credit += line.creditCents;
    sums.set(line.entry, sum);
  }
  for (const sum of sums.values()) if (sum.debit !== sum.credit) return refuse('bank/diary-entry-unbalanced', format, sum.row);
  return { ok: true, format, bank: null, rows: lines.length, issues, value: { lines } };
}

export async function readDiaryFile(bytes: Uint8Array): Promise<ReadResult<Diary>> {
  if (bytes.length > MAX_FILE_BYTES) return refuse('bank/file-too-large', null);
  const table = await readTable(bytes);
  if (!table.ok) return refuse(table.code, null, table.row);
  return firstRecognised(table, (sheet) => readDiaryTable(sheet.rows, table.format));
}
