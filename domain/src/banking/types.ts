/**
 * The shapes a bank statement session produces. Pure data: money in integer cents, dates as
 * `YYYY-MM-DD`, rows as the 1-based line number in the source file (CSV or Norma 43 line, sheet
 * row for .xlsx) so that any result can be checked by hand against the file.
 *
 * ReconcileResult (what `reconcileSession` returns; the command line prints the same object with
 * euros instead of cents, see scripts/reconcile.ts):
 * {
 *   statement: { format, bank, iban, currency, openingBalanceCents, closingBalanceCents,
 *                lines: [{ row, date, valueDate, amountCents, description, balanceCents, key }] } | null,
 *   lastYear:  same shape | null,
 *   diary:     { lines: [{ row, entry, date, account, description, debitCents, creditCents }] } | null,
 *   invoices:  { items: [{ row, number, date, counterpartyTaxId, counterpartyName, totalCents, irpfCents, kind }] } | null,
 *   matches:   [{ id, bankRows, invoiceRows, invoiceIds, diaryRows, tier, method, rank,
 *                 differenceCents, differenceReason, evidence }],
 *   unmatched: { bankRows, invoiceRows, invoiceIds, diaryRows },
 *   files:     [{ kind, name, format, bank, rows, issues: [{ code, row? }] }],
 *   issues:    [{ kind, code, row? }],        // every file's issues, flattened
 *   failure:   { kind, code } | null,          // a refused file: then matches are empty
 *   summary:   { lines, auto, suggested, unmatched, bankBalanceCents, ledgerBalanceCents },
 *   timings:   { ms, parseMs, matchMs },
 * }
 * Codes (issue, failure, evidence, method, differenceReason) are stable identifiers such as
 * `bank/balance-chain-broken`; the web app translates them.
 */

export type BankFileKind = 'statement' | 'lastYear' | 'diary' | 'invoices';

export interface BankFileInput {
  kind: BankFileKind;
  name: string;
  bytes: Uint8Array;
}

/** An invoice already recorded in Factoría for the company (received = we pay, issued = we collect). */
export interface KnownInvoice {
  id: string;
  number: string;
  date: string;
  counterpartyTaxId: string | null;
  counterpartyName: string | null;
  totalCents: number;
  irpfCents: number;
  kind: 'received' | 'issued';
}

export interface ReconcileInput {
  files: BankFileInput[];
  knownInvoices?: KnownInvoice[];
  /** The client company's own NIF: excluded when looking for counterparties' ids in concepts. */
  companyTaxId?: string;
  /** Read and check the files only (the analysis of a session whose matches are already stored). */
  skipMatching?: boolean;
}

export interface FileIssue {
  code: string;
  row?: number;
}

/** The container/layout a file was read as, e.g. `n43`, `csv`, `xlsx`. */
export type FileFormat = 'n43' | 'csv' | 'xlsx';

export interface StatementLine {
  row: number;
  date: string;
  valueDate: string | null;
  amountCents: number;
  description: string;
  balanceCents: number | null;
  /** Norma 43 concepto común (`03` recibo, `12` tarjeta, `17` comisiones...); absent for other formats. */
  concept?: string;
  /** Occurrence-aware identity (date, amount, balance, text, n-th equal line): re-imports add 0 lines. */
  key: string;
}

export interface Statement {
  format: FileFormat;
  /** Recognised bank (`bbva`, `caixabank`, ...; for Norma 43 from the entity code), `generic` or null. */
  bank: string | null;
  iban: string | null;
  currency: string;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  lines: StatementLine[];
}

export interface DiaryLine {
  row: number;
  entry: string;
  date: string;
  account: string;
  description: string;
  debitCents: number;
  creditCents: number;
}

export interface Diary {
  lines: DiaryLine[];
}

export interface RegisterInvoice {
  row: number;
  number: string;
  date: string;
  counterpartyTaxId: string | null;
  counterpartyName: string | null;
  totalCents: number;
  /** IRPF withheld (professionals are paid the total net of it); 0 when the register has no such column. */
  irpfCents: number;
  kind: 'received' | 'issued';
}

export interface InvoiceRegister {
  items: RegisterInvoice[];
}

export type MatchTier = 'auto' | 'suggested';

/** How a match was found, strongest first. */
export type MatchMethod =
  | 'invoice-number'
  | 'tax-id'
  | 'creditor-id'
  | 'iban'
  | 'mandate'
  | 'amount'
  | 'amount-net-of-irpf'
  | 'remittance'
  | 'partial'
  | 'name'
  | 'diary';

export interface Match {
  id: string;
  bankRows: number[];
  /** Rows of the invoice register file. */
  invoiceRows: number[];
  /** Ids of `knownInvoices`. */
  invoiceIds: string[];
  /** Rows of the diary's 572 lines. */
  diaryRows: number[];
  tier: MatchTier;
  method: MatchMethod;
  /** 1 for the best candidate of a bank line; 2, 3... for the alternatives of a suggested one. */
  rank: number;
  /** Bank amount minus the matched amount, in absolute value per side (0 when exact). */
  differenceCents: number;
  /** Why a difference is proposed: `bank/difference-fee`, `bank/difference-rounding`, `bank/partial-payment`... */
  differenceReason: string | null;
  /** Evidence codes such as `bank/evidence-invoice-number`, `bank/evidence-amount-exact`. */
  evidence: string[];
}

export interface FileReport {
  kind: BankFileKind;
  name: string;
  format: FileFormat | null;
  bank: string | null;
  rows: number;
  issues: FileIssue[];
}

export interface ReconcileSummary {
  lines: number;
  auto: number;
  suggested: number;
  unmatched: number;
  bankBalanceCents: number | null;
  ledgerBalanceCents: number | null;
}

export interface ReconcileResult {
  statement: Statement | null;
  lastYear: Statement | null;
  diary: Diary | null;
  invoices: InvoiceRegister | null;
  matches: Match[];
  unmatched: { bankRows: number[]; invoiceRows: number[]; invoiceIds: string[]; diaryRows: number[] };
  files: FileReport[];
  issues: (FileIssue & { kind: BankFileKind })[];
  failure: { kind: BankFileKind; code: string } | null;
  summary: ReconcileSummary;
  timings: { ms: number; parseMs: number; matchMs: number };
}
