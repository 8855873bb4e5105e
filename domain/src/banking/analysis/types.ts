/**
 * The business analysis of a bank statement session (banking.md §3): what a gestoría hands its
 * client after a year of bank movements, the diary and the invoices. Pure data, money in integer
 * cents, dates `YYYY-MM-DD`. Every figure carries `refs`: the statement rows (and last year's
 * rows, and invoice refs) it was computed from, so it can be followed back to its lines.
 */
import type { Diary, Statement } from '../types';

/** Where a figure comes from: rows of this year's statement, of last year's, and invoices. */
export interface Refs {
  lines: number[];
  lastYear?: number[];
  /** `i<row>` of the invoice register file, `k<id>` of an invoice in Factoría. */
  invoices?: string[];
}

export interface AnalysisInvoice {
  ref: string;
  number: string;
  date: string;
  /** When the invoice falls due; null means the legal default (30 days after its date). */
  dueDate: string | null;
  counterpartyTaxId: string | null;
  counterpartyName: string | null;
  totalCents: number;
  irpfCents: number;
  kind: 'received' | 'issued';
}

/** A match that settles: automatic, accepted or forced (suggestions settle nothing yet). */
export interface AnalysisLink {
  bankRows: number[];
  invoiceRefs: string[];
  diaryRows: number[];
  partial: boolean;
  /** What the movement pays of each invoice, when a person split it (invoice ref -> cents). */
  amounts?: Record<string, number>;
}

export interface AnalysisInput {
  statement: Statement;
  lastYear: Statement | null;
  diary: Diary | null;
  invoices: AnalysisInvoice[];
  links: AnalysisLink[];
  /** Lines a person marked as needing no document. */
  noDocumentRows?: number[];
  companyTaxId?: string | null;
  /** The date ageing and projections count from; the statement's last date by default. */
  asOf?: string;
}

/** PGC groups of the cash-basis P&L view. */
export type PgcGroup = '70' | '76' | '60' | '62' | '626' | '64' | '47' | '66' | '57' | '55' | '00';

/** What a movement is, from its diary contra account or its concept. */
export type LineKind =
  | 'collection'
  | 'payment'
  | 'direct-debit'
  | 'card'
  | 'fee'
  | 'interest'
  | 'tax'
  | 'social-security'
  | 'payroll'
  | 'loan'
  | 'own-transfer'
  | 'cash'
  | 'return'
  | 'other';

export interface LineInfo {
  row: number;
  date: string;
  amountCents: number;
  description: string;
  group: PgcGroup;
  kind: LineKind;
  /** How the group was found: the diary's contra account, or rules on the concept. */
  source: 'diary' | 'rule';
  account: string | null;
  party: { key: string; name: string; taxId: string | null } | null;
  invoiceRefs: string[];
  returned: boolean;
  /** A fee's kind when known without the description (lines read back from their stored form). */
  feeKind?: FeeKind;
}

export interface CashMonth {
  /** `YYYY-MM`: a statement across two calendar years keeps each January apart. */
  month: string;
  inCents: number;
  outCents: number;
  netCents: number;
  lastYearInCents: number | null;
  lastYearOutCents: number | null;
  lastYearNetCents: number | null;
  /** Percentage change of the net figure against last year's month (null without a base). */
  netChangePct: number | null;
  refs: Refs;
}

export interface CashFlow {
  year: number;
  months: CashMonth[];
  totals: { inCents: number; outCents: number; netCents: number; lastYearInCents: number | null; lastYearOutCents: number | null; lastYearNetCents: number | null };
  openingCents: number | null;
  closingCents: number | null;
  lastYearClosingCents: number | null;
  /** `analysis/period-discontinuity` or `analysis/no-last-year`, else null. */
  warning: string | null;
}

export interface CategoryRow {
  group: PgcGroup;
  inCents: number;
  outCents: number;
  lastYearInCents: number;
  lastYearOutCents: number;
  fromDiary: number;
  fromRules: number;
  refs: Refs;
}

export interface PartyRow {
  key: string;
  name: string;
  taxId: string | null;
  cents: number;
  /** Share of the side's total, in basis points (10000 = 100 %). */
  shareBp: number;
  lastYearCents: number;
  changePct: number | null;
  status: 'new' | 'kept' | 'lost';
  count: number;
  refs: Refs;
}

export interface PartySide {
  totalCents: number;
  top1Bp: number;
  top5Bp: number;
  parties: PartyRow[];
  lost: PartyRow[];
}

export interface Counterparties {
  customers: PartySide;
  suppliers: PartySide;
}

export interface PriceChange {
  date: string;
  fromCents: number;
  toCents: number;
  row: number;
}

export interface RecurringCharge {
  key: string;
  name: string;
  kind: LineKind;
  periodDays: 7 | 30 | 91 | 365;
  count: number;
  averageCents: number;
  lastCents: number;
  annualCents: number;
  firstDate: string;
  lastDate: string;
  nextDate: string;
  priceChanges: PriceChange[];
  lastYearAverageCents: number | null;
  yoyChangePct: number | null;
  refs: Refs;
}

export type FeeKind = 'maintenance' | 'transfer' | 'card' | 'return' | 'interest' | 'overdraft' | 'cash' | 'other';

export interface FeeRow {
  kind: FeeKind;
  cents: number;
  count: number;
  lastYearCents: number;
  refs: Refs;
}

export interface Fees {
  totalCents: number;
  lastYearCents: number;
  rows: FeeRow[];
}

export interface TaxRow {
  /** `2025-Q2` for AEAT, `2025-05` for TGSS. */
  period: string;
  models: string[];
  paidCents: number;
  bookedCents: number | null;
  differenceCents: number | null;
  refs: Refs & { diary?: number[] };
}

export interface Taxes {
  aeat: TaxRow[];
  tgss: TaxRow[];
  /** TGSS months inside the statement with no payment, when other months have one. */
  tgssMissing: string[];
  aeatTotalCents: number;
  tgssTotalCents: number;
}

export type AgeBucket = 'not-due' | '0-30' | '31-60' | '61-90' | '90+';

export interface AgeingRow {
  bucket: AgeBucket;
  count: number;
  cents: number;
  refs: Refs;
}

export interface OpenInvoice {
  ref: string;
  number: string;
  kind: 'received' | 'issued';
  counterpartyName: string | null;
  date: string;
  dueDate: string;
  openCents: number;
  daysPastDue: number;
  bucket: AgeBucket;
}

export interface Paperwork {
  withoutInvoice: { count: number; cents: number; lines: { row: number; date: string; amountCents: number; description: string }[]; refs: Refs };
  receivables: AgeingRow[];
  payables: AgeingRow[];
  open: OpenInvoice[];
  paidTwice: { ref: string; number: string; totalCents: number; refs: Refs }[];
}

export type AnomalyKind = 'duplicate' | 'outlier' | 'cash-withdrawal' | 'returned-debit' | 'overdraft';

export interface AnomalyRow {
  kind: AnomalyKind;
  date: string;
  cents: number;
  party: string | null;
  /** Robust z-score for outliers, days overdrawn for overdraft; null otherwise. */
  score: number | null;
  refs: Refs;
}

export interface ProjectionPoint {
  date: string;
  balanceCents: number;
  inCents: number;
  outCents: number;
  refs: Refs;
}

export interface Liquidity {
  balanceCents: number | null;
  /** Average monthly net outflow of the last complete months (negative: the company accumulates cash). */
  averageBurnCents: number;
  monthsUsed: number;
  runwayMonths: number | null;
  level: 'red' | 'amber' | 'green';
  projection: ProjectionPoint[];
  lowestCents: number | null;
  lowestDate: string | null;
}

export interface SessionAnalysis {
  /** 2: months keyed `YYYY-MM` (1 had the month number only). */
  version: 2;
  year: number;
  asOf: string;
  currency: string;
  cashFlow: CashFlow;
  categories: CategoryRow[];
  counterparties: Counterparties;
  recurring: RecurringCharge[];
  fees: Fees;
  taxes: Taxes;
  paperwork: Paperwork;
  /** The largest 50 of each kind; `anomalyCounts` has how many there were. */
  anomalies: AnomalyRow[];
  anomalyCounts: Record<AnomalyKind, number>;
  liquidity: Liquidity;
  ms: number;
}
