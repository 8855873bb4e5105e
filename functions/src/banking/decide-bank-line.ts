/**
 * The decisions a person takes on a finished session, each in one transaction with its audit
 * entry (`decisions/{d}`: who, when, action, before, after) and the summary's move:
 * accept or reject a suggestion, force-match a line to book items found by searching, split a
 * line over invoices (split-line.ts), mark a line as needing no document (fees), and undo the
 * last decision on a line.
 */
import { openCents } from '@factoria/domain/banking/split';
import type { BankBookItem, BankDecision, BankDecisionRequest, BankLine, BankMatch } from '@factoria/domain/records/bank-session.schema';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transactions';
import type { BankCaller } from './bank-caller';
import { BankError } from './bank-error';
import { applyPayments, linePart, reversed, summaryDelta, type Change } from './decision-change';
import {
  OPEN_STATES, bookRefs, decided, itemIdsOf, readItems, readLines, readMatch, readOpenLine, undecided, type Context,
} from './decision-context';
import { splitLine } from './split-line';

interface Decided {
  change: Change;
  lines: Map<string, BankLine>;
  items: Map<string, BankBookItem>;
  undoes?: string | null;
}

async function accept(ctx: Context, matchId: string): Promise<Decided> {
  const match = await readMatch(ctx, matchId);
  if (match.state !== 'suggested') throw new BankError('bank/line-already-decided');
  const lines = await readLines(ctx, match.lineIds);
  const items = await readItems(ctx, itemIdsOf(match));
  const change: Change = { lines: {}, match: { id: matchId, before: undecided(match), after: decided(ctx, 'accepted') }, items: {} };
  for (const [id, line] of lines) {
    if (!OPEN_STATES.has(line.state)) throw new BankError('bank/line-already-decided');
    change.lines[id] = { before: linePart(line), after: { state: 'matched', matchId, booked: line.booked || match.diaryRows.length > 0 } };
  }
  // An accepted partial payment pays what the lines bring; the rest stays open on the invoice.
  const paid = [...lines.values()].reduce((sum, line) => sum + Math.abs(line.amountCents), 0);
  const invoices = [...items].filter(([, item]) => item.kind === 'invoice');
  const partial = match.method === 'partial' && invoices.length === 1 ? invoices[0]! : null;
  for (const [id, item] of items) {
    if (partial && id === partial[0]) {
      const cents = Math.min(paid, openCents(item));
      if (cents > 0) change.paid = { [id]: cents };
    } else change.items[id] = { before: item.pending, after: false };
  }
  return { change, lines, items };
}

async function reject(ctx: Context, matchId: string): Promise<Decided> {
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
  return { change, lines, items: new Map() };
}

async function forceMatch(ctx: Context, lineId: string, itemIds: string[]): Promise<Decided> {
  const { line, lines } = await readOpenLine(ctx, lineId);
  const items = await readItems(ctx, itemIds);
  if (items.size !== new Set(itemIds).size) throw new BankError('bank/not-found');
  const chosen = [...items.values()];
  const matchId = `f-${ctx.decisionId}`;
  const total = chosen.reduce((sum, item) => sum + item.amountCents, 0);
  const match: BankMatch = {
    lineIds: [lineId], bankRows: [line.row], ...bookRefs(chosen),
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

async function noDocument(ctx: Context, lineId: string): Promise<Decided> {
  const { line, lines } = await readOpenLine(ctx, lineId);
  const change: Change = { lines: { [lineId]: { before: linePart(line), after: { state: 'no-document', matchId: null, booked: line.booked } } }, match: null, items: {} };
  return { change, lines, items: new Map() };
}

async function undo(ctx: Context, lineId: string): Promise<Decided> {
  const line = (await readLines(ctx, [lineId])).get(lineId)!;
  const lastId = line.decisionIds.at(-1);
  if (!lastId) throw new BankError('bank/nothing-to-undo');
  const last = await ctx.tx.get(ctx.session.collection('decisions').doc(lastId));
  const original = last.data() as (BankDecision & { change: Change }) | undefined;
  if (!original || original.undoneBy) throw new BankError('bank/nothing-to-undo');
  const lines = await readLines(ctx, Object.keys(original.change.lines));
  // Only the latest decision of every line it touched can be undone: nothing decided since is lost.
  if ([...lines.values()].some((l) => l.decisionIds.at(-1) !== lastId)) throw new BankError('bank/nothing-to-undo');
  const items = await readItems(ctx, [...Object.keys(original.change.items), ...Object.keys(original.change.paid ?? {})]);
  return { change: reversed(original.change), lines, items, undoes: lastId };
}

function decideOn(ctx: Context, request: BankDecisionRequest): Promise<Decided> {
  switch (request.action) {
    case 'accept': return accept(ctx, request.matchId);
    case 'reject': return reject(ctx, request.matchId);
    case 'force-match': return forceMatch(ctx, request.lineId, request.bookItemIds);
    case 'split': return splitLine(ctx, request.lineId, request.parts);
    case 'no-document': return noDocument(ctx, request.lineId);
    case 'undo': return undo(ctx, request.lineId);
  }
}

export async function decideBankLine(db: Firestore, caller: BankCaller, request: BankDecisionRequest, now: number): Promise<{ decisionId: string }> {
  const session = db.doc(`accounts/${caller.accountId}/bankSessions/${request.sessionId}`);
  const decisionId = session.collection('decisions').doc().id;
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(session);
    if (!snapshot.exists) throw new BankError('bank/not-found');
    if (snapshot.get('status') !== 'done') throw new BankError('bank/session-not-done');
    const ctx: Context = { tx, session, caller, decisionId, now };
    const decision = await decideOn(ctx, request);
    const { lines, items, undoes = null } = decision;
    const change = applyPayments(decision.change, items);
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
    for (const [id, { after }] of Object.entries(change.items)) {
      const paid = change.paid?.[id];
      tx.update(session.collection('bookItems').doc(id), { pending: after, ...(paid ? { paidCents: FieldValue.increment(paid) } : {}) });
    }
    const amounts = new Map([...lines].map(([id, line]) => [id, line.amountCents]));
    const delta = summaryDelta(change, amounts, items);
    if (Object.keys(delta).length > 0) {
      tx.update(session, Object.fromEntries(Object.entries(delta).map(([field, n]) => [`summary.${field}`, FieldValue.increment(n)])));
    }
    const lineId = request.action === 'accept' || request.action === 'reject' ? (Object.keys(change.lines)[0] ?? '') : request.lineId;
    const record: BankDecision & { change: Change } = {
      action: request.action, lineId, matchId: change.match?.id ?? null, by: caller.uid, byName: caller.name, at: now,
      before: Object.fromEntries(Object.entries(change.lines).map(([id, part]) => [id, part.before])),
      after: Object.fromEntries(Object.entries(change.lines).map(([id, part]) => [id, part.after])),
      undoes, undoneBy: null, change,
    };
    tx.set(session.collection('decisions').doc(decisionId), record);
    if (undoes) tx.update(session.collection('decisions').doc(undoes), { undoneBy: decisionId });
  });
  return { decisionId };
}
