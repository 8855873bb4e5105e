/**
 * Bank statement sessions in Firestore (DESIGN.md section 11): `accounts/{a}/bankSessions/{s}`
 * with its `lines`, `matches`, `bookItems` (the book side's pending items: diary 572 lines and
 * invoices) and `decisions` (the audit log). The web app creates a session (`uploading`) with
 * the files it will upload, uploads them, then marks it `queued`; the processBankSession task
 * writes everything else. Money in integer cents, times in epoch ms.
 */
import * as v from 'valibot';

export const BANK_FILE_KINDS = ['statement', 'lastYear', 'diary', 'invoices'] as const;
export type BankSlot = (typeof BANK_FILE_KINDS)[number];

/** .xlsx or .csv everywhere (the spec's rule); the statement slots also take Norma 43 text. */
export const BANK_SLOT_EXTENSIONS: Record<BankSlot, readonly BankFileExtension[]> = {
  statement: ['xlsx', 'csv', 'n43', 'txt'],
  lastYear: ['xlsx', 'csv', 'n43', 'txt'],
  diary: ['xlsx', 'csv'],
  invoices: ['xlsx', 'csv'],
};
export type BankFileExtension = 'xlsx' | 'csv' | 'n43' | 'txt';

/** The content type the app stores each extension with (storage.rules check the pair). */
export const BANK_CONTENT_TYPES: Record<BankFileExtension, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  n43: 'text/plain',
  txt: 'text/plain',
};

/** Per file; storage.rules enforce the same figure. */
export const MAX_BANK_FILE_BYTES = 20 * 1024 * 1024;

export const BANK_SESSION_STATUSES = ['uploading', 'queued', 'processing', 'done', 'failed'] as const;
export type BankSessionStatus = (typeof BANK_SESSION_STATUSES)[number];

/** The extension of a picked file for a slot, or null when the slot does not take it. */
export function bankFileExtension(slot: BankSlot, fileName: string): BankFileExtension | null {
  const ext = /\.([A-Za-z0-9]{2,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return (BANK_SLOT_EXTENSIONS[slot] as readonly string[]).includes(ext ?? '') ? (ext as BankFileExtension) : null;
}

export function bankObjectPath(accountId: string, sessionId: string, slot: BankSlot, ext: BankFileExtension): string {
  return `accounts/${accountId}/bank/${sessionId}/${slot}.${ext}`;
}

const FileIssueSchema = v.object({ code: v.string(), row: v.optional(v.number()) });

export const BankSessionFileSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(300)),
  size: v.number(),
  ext: v.picklist(['xlsx', 'csv', 'n43', 'txt']),
  /** Written by the task once the file was read. */
  format: v.optional(v.nullable(v.string())),
  bank: v.optional(v.nullable(v.string())),
  rows: v.optional(v.number()),
  issues: v.optional(v.array(FileIssueSchema)),
});
export type BankSessionFile = v.InferOutput<typeof BankSessionFileSchema>;

export const BankSummarySchema = v.object({
  lines: v.number(),
  auto: v.number(),
  suggested: v.number(),
  /** Accepted or force-matched by a person. */
  matched: v.number(),
  unmatched: v.number(),
  noDocument: v.number(),
  bankBalanceCents: v.nullable(v.number()),
  ledgerBalanceCents: v.nullable(v.number()),
  /** Bank lines not booked in the diary's 572 (count and signed sum). */
  bankPending: v.object({ count: v.number(), cents: v.number() }),
  /** Diary 572 lines not seen in the bank (count and signed sum, debit positive). */
  bookPending: v.object({ count: v.number(), cents: v.number() }),
  /** Invoices (register and Factoría's) no bank line pays. */
  invoicesPending: v.number(),
});
export type BankSummary = v.InferOutput<typeof BankSummarySchema>;

export const BankSessionSchema = v.object({
  companyId: v.string(),
  status: v.picklist(BANK_SESSION_STATUSES),
  files: v.record(v.string(), BankSessionFileSchema),
  createdBy: v.string(),
  createdAt: v.number(),
  queuedAt: v.optional(v.number()),
  progress: v.optional(v.nullable(v.object({ step: v.string(), percent: v.number() }))),
  failure: v.optional(v.nullable(v.object({ kind: v.string(), code: v.string() }))),
  period: v.optional(v.nullable(v.object({ from: v.string(), to: v.string() }))),
  bank: v.optional(v.nullable(v.string())),
  iban: v.optional(v.nullable(v.string())),
  companyName: v.optional(v.string()),
  summary: v.optional(v.nullable(BankSummarySchema)),
  startedAt: v.optional(v.number()),
  completedAt: v.optional(v.nullable(v.number())),
});
export type BankSession = v.InferOutput<typeof BankSessionSchema>;

export const BANK_LINE_STATES = ['auto', 'suggested', 'matched', 'unmatched', 'no-document'] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];

export interface BankLine {
  row: number;
  date: string;
  valueDate: string | null;
  amountCents: number;
  description: string;
  balanceCents: number | null;
  state: BankLineState;
  /** The match that decides the state (rank 1 of the engine, or the accepted/forced one). */
  matchId: string | null;
  /** Seen in the diary's 572 by a match the engine made automatically or a person accepted. */
  booked: boolean;
  /** The decisions taken on this line, oldest first: undo reverts the last one not undone. */
  decisionIds: string[];
}

/** What a match points at on the book side, enough to show it without another read. */
export interface BankInvoiceRef {
  source: 'register' | 'factoria';
  row: number | null;
  id: string | null;
  number: string;
  date: string;
  counterpartyName: string | null;
  totalCents: number;
}

export type BankMatchState = 'auto' | 'suggested' | 'accepted' | 'rejected' | 'forced';

export interface BankMatch {
  lineIds: string[];
  bankRows: number[];
  invoiceRows: number[];
  invoiceIds: string[];
  diaryRows: number[];
  invoices: BankInvoiceRef[];
  tier: 'auto' | 'suggested' | 'manual';
  method: string;
  rank: number;
  differenceCents: number;
  differenceReason: string | null;
  evidence: string[];
  state: BankMatchState;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: number | null;
  /** A split: what the movement pays of each invoice, and what each leaves open. */
  parts?: { bookItemId: string; amountCents: number; openAfterCents: number }[];
  /** A split: what the parts leave of the movement (magnitude). */
  residualCents?: number;
}

export interface BankBookItem {
  kind: 'diary' | 'invoice';
  source: 'diary' | 'register' | 'factoria';
  row: number | null;
  invoiceId: string | null;
  date: string;
  number: string | null;
  description: string;
  /** Diary: debit minus credit; invoices: the total, negative for received ones (money out). */
  amountCents: number;
  pending: boolean;
  /** Invoices: what splits and accepted partial payments have paid of it (magnitude); absent is 0. */
  paidCents?: number;
}

export const BANK_DECISION_ACTIONS = ['accept', 'reject', 'force-match', 'split', 'no-document', 'undo'] as const;
export type BankDecisionAction = (typeof BANK_DECISION_ACTIONS)[number];

export interface BankDecision {
  action: BankDecisionAction;
  lineId: string;
  matchId: string | null;
  by: string;
  byName: string;
  at: number;
  /** The line's and the match's fields the decision changed, before and after. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** For an undo: the decision it reverted. For a decision: whether an undo reverted it. */
  undoes: string | null;
  undoneBy: string | null;
}

/** `accounts/{a}/notifications/{n}`: in-app notices, read by the agency's staff. */
export interface AppNotification {
  kind: 'bank-session-done' | 'bank-session-failed';
  userId: string;
  sessionId: string;
  companyId: string;
  companyName: string;
  code: string | null;
  createdAt: number;
  readAt: number | null;
}

export const lineId = (row: number) => `r${String(row).padStart(7, '0')}`;

/** Requests of the decision callables. */
const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));
export const BankDecisionRequestSchema = v.variant('action', [
  v.object({ action: v.literal('accept'), sessionId: Id, matchId: Id }),
  v.object({ action: v.literal('reject'), sessionId: Id, matchId: Id }),
  v.object({
    action: v.literal('force-match'),
    sessionId: Id,
    lineId: Id,
    /** `bookItems` ids: `d{row}` diary 572 lines, `i{row}` register invoices, `k{id}` Factoría's. */
    bookItemIds: v.pipe(v.array(Id), v.minLength(1), v.maxLength(50)),
  }),
  v.object({
    action: v.literal('split'),
    sessionId: Id,
    lineId: Id,
    /** What of the movement goes to each invoice (`i{row}` or `k{id}` book items), in cents. */
    parts: v.pipe(
      v.array(v.object({ bookItemId: Id, amountCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1e13)) })),
      v.minLength(1),
      v.maxLength(50),
      v.check((parts) => new Set(parts.map((p) => p.bookItemId)).size === parts.length),
    ),
  }),
  v.object({ action: v.literal('no-document'), sessionId: Id, lineId: Id }),
  v.object({ action: v.literal('undo'), sessionId: Id, lineId: Id }),
]);
export type BankDecisionRequest = v.InferOutput<typeof BankDecisionRequestSchema>;

export const BANK_ERROR_CODES = [
  'bank/unauthenticated',
  'bank/permission-denied',
  'bank/invalid-input',
  'bank/not-found',
  'bank/session-not-done',
  'bank/nothing-to-undo',
  'bank/line-already-decided',
  'bank/company-not-active',
  'bank/file-missing',
  'bank/file-too-large',
  'bank/upload-incomplete',
  'bank/session-stalled',
  'bank/split-not-invoice',
  'bank/split-item-closed',
  'bank/split-direction',
  'bank/split-over-open',
  'bank/split-over-line',
] as const;
export type BankErrorCode = (typeof BANK_ERROR_CODES)[number];
