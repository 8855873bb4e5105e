/**
 * The decisions a person takes on a finished session, each in one transaction with its audit
 * entry (`decisions/{d}`: who, when, action, before, after) and the summary's move:
 * accept or reject a suggestion, force-match a line to book items found by searching, mark a
 * line as needing no document (fees), and undo the last decision on a line.
 */
import type { BankBookItem, BankDecision, BankDecisionRequest, BankLine, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transactions';
import type { BankCaller } from './bank-caller';
import { BankError } from './bank-error';
import { linePart, reversed, summaryDelta, type Change } from './decision-change';
import { diaryItemId, knownItemId, registerItemId } from './session-records';

const OPEN_STATES = new Set(['suggested', 'unmatched']);

interface Context {
  tx: Transaction;
  session: DocumentReference;
  caller: BankCaller;
  decisionId: string;
  now: number;
}

async function readLines(ctx: Context, ids: string[]): Promise<Map<string, BankLine>> {
  if (ids.length === 0) return new Map();
  const snapshots = await ctx.tx.getAll(...ids.map((id) => ctx.session.collection('lines').doc(id)));
  if (snapshots.some((s) => !s.exists)) throw new BankError('bank/not-found');
  return new Map(snapshots.map((s) => [s.id, s.data() as BankLine]));
}

async function readItems(ctx: Context, ids: string[]): Promise<Map<string, BankBookItem>> {
  if (ids.length === 0) return new Map();
  const snapshots = await ctx.tx.getAll(...ids.map((id) => ctx.session.collection('bookItems').doc(id)));
  return new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, s.data() as BankBookItem]));
}

async function readMatch(ctx: Context, id: string): Promise<BankMatch> {
  const snapshot = await ctx.tx.get(ctx.session.collection('matches').doc(id));
  if (!snapshot.exists) throw new BankError('bank/not-found');
  return snapshot.data() as BankMatch;
}

const itemIdsOf = (match: Pick<BankMatch, 'diaryRows' | 'invoiceRows' | 'invoiceIds'>) => [
  ...match.diaryRows.map(diaryItemId),
  ...match.invoiceRows.map(registerItemId),
  ...match.invoiceIds.map(knownItemId),
];

const decided = (ctx: Context, state: BankMatch['state']) => ({ state, decidedBy: ctx.caller.uid, decidedByName: ctx.caller.name, decidedAt: ctx.now });
const undecided = (match: BankMatch) => ({ state: match.state, decidedBy: match.decidedBy, decidedByName: match.decidedByName, decidedAt: match.decidedAt });

async function accept(ctx: Context, matchId: string) {
  const match = await readMatch(ctx, matchId);
  if (match.state !== 'suggested') throw new BankError('bank/line-already-decided');
  const lines = await readLines(ctx, match.lineIds);
  const items = await readItems(ctx, itemIdsOf(match));
  const change: Change = { lines: {}, match: { id: matchId, before: undecided(match), after: decided(ctx, 'accepted') }, items: {} };
  for (const [id, line] of lines) {
    if (!OPEN_STATES.has(line.state)) throw new BankError('bank/line-already-decided');
    change.lines[id] = { before: linePart(line), after: { state: 'matched', matchId, booked: line.booked || match.diaryRows.length > 0 } };
  }
  for (const [id, item] of items) change.items[id] = { before: item.pending, after: false };
  return { change, lines, items };
}

async function reject(ctx: Context, matchId: string) {
  const match = await readMatch(ctx, matchId);
  if (match.state !== 'suggested') throw new BankError('bank/line-already-decided');
  const lines = await readLines(ctx, match.lineIds);
  const change: Change = { lines: {}, match: { id: matchId, before: undecided(match), after: decided(ctx, 'rejected') }, items: {} };
  for (const [id, line] of lines) {
    if (line.matchId !== matchId) {
      change.lines[id] = { before: linePart(line), after: linePart(line) };
      continue;
    }
    // The line falls back on its next suggestion, or becomes unmatched.
    const others = await ctx.tx.get(ctx.session.collection('matches').where('lineIds', 'array-contains', id).where('state', '==', 'suggested'));
    const next = others.docs.filter((doc) => doc.id !== matchId).sort((a, b) => Number(a.get('rank')) - Number(b.get('rank')))[0];
    change.lines[id] = { before: linePart(line), after: { state: next ? 'suggested' : 'unmatched', matchId: next?.id ?? null, booked: line.booked } };
  }
  return { change, lines, items: new Map<string, BankBookItem>() };
}

async function forceMatch(ctx: Context, lineId: string, itemIds: string[]) {
  const lines = await readLines(ctx, [lineId]);
  const line = lines.get(lineId)!;
  if (!OPEN_STATES.has(line.state)) throw new BankError('bank/line-already-decided');
  const items = await readItems(ctx, [...new Set(itemIds)]);
  if (items.size !== new Set(itemIds).size) throw new BankError('bank/not-found');
  const chosen = [...items.values()];
  const matchId = `f-${ctx.decisionId}`;
  const total = chosen.reduce((sum, item) => sum + item.amountCents, 0);
  const match: BankMatch = {
    lineIds: [lineId], bankRows: [line.row],
    invoiceRows: chosen.filter((i) => i.source === 'register').map((i) => i.row!),
    invoiceIds: chosen.filter((i) => i.source === 'factoria').map((i) => i.invoiceId!),
    diaryRows: chosen.filter((i) => i.source === 'diary').map((i) => i.row!),
    invoices: chosen.filter((i) => i.kind === 'invoice').map((i) => ({
      source: i.source === 'factoria' ? 'factoria' : 'register', row: i.row, id: i.invoiceId, number: i.number ?? '', date: i.date,
      counterpartyName: i.description || null, totalCents: Math.abs(i.amountCents),
    })),
    tier: 'manual', method: 'manual', rank: 1,
    differenceCents: Math.abs(Math.abs(line.amountCents) - Math.abs(total)), differenceReason: null, evidence: [],
    ...decided(ctx, 'forced'),
  };
  const change: Change = {
    lines: { [lineId]: { before: linePart(line), after: { state: 'matched', matchId, booked: line.booked || match.diaryRows.length > 0 } } },
    match: { id: matchId, before: null, after: match },
    items: Object.fromEntries([...items].map(([id, item]) => [id, { before: item.pending, after: false }])),
  };
  return { change, lines, items };
}

async function noDocument(ctx: Context, lineId: string) {
  const lines = await readLines(ctx, [lineId]);
  const line = lines.get(lineId)!;
  if (!OPEN_STATES.has(line.state)) throw new BankError('bank/line-already-decided');
  const change: Change = { lines: { [lineId]: { before: linePart(line), after: { state: 'no-document', matchId: null, booked: line.booked } } }, match: null, items: {} };
  return { change, lines, items: new Map<string, BankBookItem>() };
}

async function undo(ctx: Context, lineId: string) {
  const line = (await readLines(ctx, [lineId])).get(lineId)!;
  const lastId = line.decisionIds.at(-1);
  if (!lastId) throw new BankError('bank/nothing-to-undo');
  const last = await ctx.tx.get(ctx.session.collection('decisions').doc(lastId));
  const original = last.data() as (BankDecision & { change: Change }) | undefined;
  if (!original || original.undoneBy) throw new BankError('bank/nothing-to-undo');
  const lines = await readLines(ctx, Object.keys(original.change.lines));
  // Only the latest decision of every line it touched can be undone: nothing decided since is lost.
  if ([...lines.values()].some((l) => l.decisionIds.at(-1) !== lastId)) throw new BankError('bank/nothing-to-undo');
  const items = await readItems(ctx, Object.keys(original.change.items));
  return { change: reversed(original.change), lines, items, undoes: lastId };
}

export async function decideBankLine(db: Firestore, caller: BankCaller, request: BankDecisionRequest, now: number): Promise<{ decisionId: string }> {
  const session = db.doc(`accounts/${caller.accountId}/bankSessions/${request.sessionId}`);
  const decisionId = session.collection('decisions').doc().id;
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(session);
    if (!snapshot.exists) throw new BankError('bank/not-found');
    if (snapshot.get('status') !== 'done') throw new BankError('bank/session-not-done');
    const ctx: Context = { tx, session, caller, decisionId, now };
    const { change, lines, items, undoes = null }: { change: Change; lines: Map<string, BankLine>; items: Map<string, BankBookItem>; undoes?: string | null } =
      request.action === 'accept' ? await accept(ctx, request.matchId)
      : request.action === 'reject' ? await reject(ctx, request.matchId)
      : request.action === 'force-match' ? await forceMatch(ctx, request.lineId, request.bookItemIds)
      : request.action === 'no-document' ? await noDocument(ctx, request.lineId)
      : await undo(ctx, request.lineId);
    for (const [id, { after }] of Object.entries(change.lines)) {
      const stack = undoes ? FieldValue.arrayRemove(undoes) : FieldValue.arrayUnion(decisionId);
      tx.update(session.collection('lines').doc(id), { ...after, decisionIds: stack });
    }
    if (change.match) {
      const ref = session.collection('matches').doc(change.match.id);
      if (change.match.after === null) tx.delete(ref);
      else if (change.match.before === null) tx.set(ref, change.match.after);
      else tx.update(ref, change.match.after);
    }
    for (const [id, { after }] of Object.entries(change.items)) tx.update(session.collection('bookItems').doc(id), { pending: after });
    const amounts = new Map([...lines].map(([id, line]) => [id, line.amountCents]));
    const delta = summaryDelta(change, amounts, items);
    if (Object.keys(delta).length > 0) {
      tx.update(session, Object.fromEntries(Object.entries(delta).map(([field, n]) => [`summary.${field}`, FieldValue.increment(n)])));
    }
    const lineId = request.action === 'accept' || request.action === 'reject' ? (Object.keys(change.lines)[0] ?? '') : request.lineId;
    const decision: BankDecision & { change: Change } = {
      action: request.action, lineId, matchId: change.match?.id ?? null, by: caller.uid, byName: caller.name, at: now,
      before: Object.fromEntries(Object.entries(change.lines).map(([id, part]) => [id, part.before])),
      after: Object.fromEntries(Object.entries(change.lines).map(([id, part]) => [id, part.after])),
      undoes, undoneBy: null, change,
    };
    tx.set(session.collection('decisions').doc(decisionId), decision);
    if (undoes) tx.update(session.collection('decisions').doc(undoes), { undoneBy: decisionId });
  });
  return { decisionId };
}
