/**
 * One bank statement session, from the files' bytes to matches: the entry point the functions
 * pipeline and the command line call. Pure: no I/O besides the bytes given, money in cents.
 * A refused file (unknown layout, broken balance chain, N43 totals that do not add up, limits)
 * makes `failure` non-null and leaves matches empty: nothing is reconciled on misread data.
 * The result's shape is documented in ./types.ts.
 */
import { normalizeTaxId } from '../tax-id/validate-tax-id';
import { readDiaryFile } from './diary/read-diary';
import { matchSession } from './match/match-session';
import type { ReadResult } from './read/read-result';
import { readRegisterFile } from './register/read-register';
import { readStatementFile } from './statement/read-statement-file';
import { newLines } from './statement/line-key';
import type {
  BankFileInput,
  BankFileKind,
  Diary,
  FileReport,
  InvoiceRegister,
  ReconcileInput,
  ReconcileResult,
  Statement,
} from './types';

export type { BankFileInput, BankFileKind, KnownInvoice, ReconcileInput, ReconcileResult } from './types';

const ORDER: BankFileKind[] = ['statement', 'lastYear', 'diary', 'invoices'];

function emptyResult(): ReconcileResult {
  return {
    statement: null,
    lastYear: null,
    diary: null,
    invoices: null,
    matches: [],
    unmatched: { bankRows: [], invoiceRows: [], invoiceIds: [], diaryRows: [] },
    files: [],
    issues: [],
    failure: null,
    summary: { lines: 0, auto: 0, suggested: 0, unmatched: 0, bankBalanceCents: null, ledgerBalanceCents: null },
    timings: { ms: 0, parseMs: 0, matchMs: 0 },
  };
}

async function readFile(file: BankFileInput, companyTaxId: string | undefined): Promise<ReadResult<Statement | Diary | InvoiceRegister>> {
  if (file.kind === 'diary') return readDiaryFile(file.bytes);
  if (file.kind === 'invoices') return readRegisterFile(file.bytes, companyTaxId);
  return readStatementFile(file.bytes);
}

export async function reconcileSession(input: ReconcileInput): Promise<ReconcileResult> {
  const started = performance.now();
  const result = emptyResult();
  const companyTaxId = input.companyTaxId?.trim() || undefined;
  const files = [...input.files].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const seen = new Set<BankFileKind>();
  for (const file of files) {
    if (seen.has(file.kind)) {
      result.failure ??= { kind: file.kind, code: 'bank/duplicate-file-kind' };
      continue;
    }
    seen.add(file.kind);
    const read = await readFile(file, companyTaxId);
    const report: FileReport = { kind: file.kind, name: file.name, format: read.format, bank: null, rows: 0, issues: [] };
    if (!read.ok) {
      report.issues.push(read.row === undefined ? { code: read.code } : { code: read.code, row: read.row });
      result.failure ??= { kind: file.kind, code: read.code };
    } else {
      Object.assign(report, { bank: read.bank, rows: read.rows, issues: read.issues });
      if (file.kind === 'statement') result.statement = read.value as Statement;
      else if (file.kind === 'lastYear') result.lastYear = read.value as Statement;
      else if (file.kind === 'diary') result.diary = read.value as Diary;
      else result.invoices = read.value as InvoiceRegister;
    }
    result.files.push(report);
    result.issues.push(...report.issues.map((issue) => ({ ...issue, kind: file.kind })));
  }
  if (!result.failure && !result.statement) result.failure = { kind: 'statement', code: 'bank/statement-missing' };
  // Last year's file may overlap this year's (a download of "the last 13 months"): the movements
  // both hold stay in this year's statement only.
  if (result.statement && result.lastYear) {
    const fresh = newLines(result.statement.lines, result.lastYear.lines);
    if (fresh.length < result.lastYear.lines.length) {
      result.lastYear = { ...result.lastYear, lines: fresh };
      result.files.find((f) => f.kind === 'lastYear')?.issues.push({ code: 'bank/overlap-lines-skipped' });
      result.issues.push({ kind: 'lastYear', code: 'bank/overlap-lines-skipped' });
    }
  }
  // Last year's closing balance should be this year's opening one (banking.md §6, integrity).
  const [last, now] = [result.lastYear?.closingBalanceCents, result.statement?.openingBalanceCents];
  if (last !== undefined && last !== null && now !== undefined && now !== null && last !== now) {
    const issue = { code: 'bank/period-discontinuity' };
    result.files.find((f) => f.kind === 'lastYear')?.issues.push(issue);
    result.issues.push({ ...issue, kind: 'lastYear' });
  }
  const parsed = performance.now();
  result.timings.parseMs = Math.round(parsed - started);
  if (!result.failure && result.statement && !input.skipMatching) {
    const company = companyTaxId ? normalizeTaxId(companyTaxId) : null;
    const matched = matchSession(result.statement, result.diary, result.invoices, input.knownInvoices ?? [], company);
    result.matches = matched.matches;
    result.unmatched = matched.unmatched;
    result.summary = matched.summary;
  }
  const ended = performance.now();
  result.timings.matchMs = Math.round(ended - parsed);
  result.timings.ms = Math.round(ended - started);
  return result;
}
