/** What every decision on a bank session reads inside its transaction, and how it names a match. */
import type { BankBookItem, BankLine, BankMatch } from '@factoria/domain/records/bank-session.schema';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { BankCaller } from './bank-caller';
import { BankError } from './bank-error';
import { diaryItemId, knownItemId, registerItemId } from './session-records';

/** Lines a person may still decide on; a decided line is undone first. */
export const OPEN_STATES = new Set(['suggested', 'unmatched']);

export interface Context {
  tx: Transaction;
  session: DocumentReference;
  caller: BankCaller;
  decisionId: string;
  now: number;
}

export async function readLines(ctx: Context, ids: string[]): Promise<Map<string, BankLine>> {
  if (ids.length === 0) return new Map();
  const snapshots = await ctx.tx.getAll(...ids.map((id) => ctx.session.collection('lines').doc(id)));
  if (snapshots.some((s) => !s.exists)) throw new BankError('bank/not-found');
  return new Map(snapshots.map((s) => [s.id, s.data() as BankLine]));
}

/** An open line, or `bank/line-already-decided`. */
export async function readOpenLine(ctx: Context, lineId: string): Promise<{ line: BankLine; lines: Map<string, BankLine> }> {
  const lines = await readLines(ctx, [lineId]);
  const line = lines.get(lineId)!;
  if (!OPEN_STATES.has(line.state)) throw new BankError('bank/line-already-decided');
  return { line, lines };
}

export async function readItems(ctx: Context, ids: string[]): Promise<Map<string, BankBookItem>> {
  if (ids.length === 0) return new Map();
  const snapshots = await ctx.tx.getAll(...[...new Set(ids)].map((id) => ctx.session.collection('bookItems').doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, s.data() as BankBookItem]));
}

export async function readMatch(ctx: Context, id: string): Promise<BankMatch> {
  const snapshot = await ctx.tx.get(ctx.session.collection('matches').doc(id));
  if (!snapshot.exists) throw new BankError('bank/not-found');
  return snapshot.data() as BankMatch;
}

export const itemIdsOf = (match: Pick<BankMatch, 'diaryRows' | 'invoiceRows' | 'invoiceIds'>) => [
  ...match.diaryRows.map(diaryItemId),
  ...match.invoiceRows.map(registerItemId),
  ...match.invoiceIds.map(knownItemId),
];

/** What a match made by hand points at: register rows, Factoría's invoices, diary rows. */
export function bookRefs(chosen: readonly BankBookItem[]): Pick<BankMatch, 'invoiceRows' | 'invoiceIds' | 'diaryRows' | 'invoices'> {
  return {
    invoiceRows: chosen.filter((i) => i.source === 'register').map((i) => i.row!),
    invoiceIds: chosen.filter((i) => i.source === 'factoria').map((i) => i.invoiceId!),
    diaryRows: chosen.filter((i) => i.source === 'diary').map((i) => i.row!),
    invoices: chosen.filter((i) => i.kind === 'invoice').map((i) => ({
      source: i.source === 'factoria' ? 'factoria' : 'register', row: i.row, id: i.invoiceId, number: i.number ?? '', date: i.date,
      counterpartyName: i.description || null, totalCents: Math.abs(i.amountCents),
    })),
  };
}

export const decided = (ctx: Context, state: BankMatch['state']) => ({ state, decidedBy: ctx.caller.uid, decidedByName: ctx.caller.name, decidedAt: ctx.now });
export const undecided = (match: BankMatch) => ({ state: match.state, decidedBy: match.decidedBy, decidedByName: match.decidedByName, decidedAt: match.decidedAt });
