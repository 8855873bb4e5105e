/**
 * Bank lines ↔ invoices in deterministic passes, strongest evidence first: invoice number in the
 * concept, tax id or SEPA creditor id, exact amount (also net of IRPF) unique in a date window,
 * then counterparty name (suggestions only). A pass proposes `auto` only for exactly one
 * candidate; a candidate claimed by two lines, or a line with two equal candidates, is a tie and
 * stays `suggested`. Invoices matched automatically leave the open set for the later passes.
 */
import type { Candidate } from './candidates';
import { AMOUNT_WINDOW, HARD_WINDOW, TIGHT_WINDOW, compat, inWindow } from './compat';
import { type InvoiceEngine, amountEvidence, claim, proposal, push, settle, suggest } from './engine';
import { matchByLearnedIds } from './match-learned';
import { matchByName, matchByTaxId } from './match-party';
import { type PartyIndex, buildPartyIndex, namedParties, partyKey } from './party-index';
import type { PreparedLine } from './prepare';
import { EVIDENCE, type Proposal } from './proposal';

function byNumberPass(engine: InvoiceEngine, index: Map<string, Candidate[]>): void {
  const autos: Proposal[] = [];
  const claims = new Map<number, number>();
  const partials = new Map<number, PreparedLine[]>();
  for (const line of engine.lines) {
    if (engine.done[line.index]) continue;
    const found = new Set<Candidate>();
    for (const form of line.forms) for (const c of index.get(form) ?? []) found.add(c);
    const cands = [...found].filter((c) => engine.open[c.index] && inWindow(line.day, c.day, HARD_WINDOW));
    if (cands.length === 0) continue;
    const scored = cands.map((c) => ({ c, fit: compat(line.amountCents, c) })).filter((x) => x.fit);
    const exact = scored.filter((x) => x.fit!.strength >= 2);
    claim(claims, cands);
    if (exact.length === 1) {
      const { c, fit } = exact[0]!;
      autos.push(proposal(line, [c], 'auto', 'invoice-number', fit, [EVIDENCE.number, ...amountEvidence(fit!)], 100));
    } else if (exact.length > 1) {
      for (const { c, fit } of exact) suggest(engine, proposal(line, [c], 'suggested', 'invoice-number', fit, [EVIDENCE.number, EVIDENCE.tie], 95));
    } else if (cands.length > 1 && cands.reduce((s, c) => s + c.expectedCents, 0) === line.amountCents) {
      autos.push(proposal(line, cands, 'auto', 'remittance', null, [EVIDENCE.number, EVIDENCE.remittance], 100));
    } else {
      for (const { c, fit } of scored) {
        const method = fit!.strength === 0 ? 'partial' : 'invoice-number';
        suggest(engine, proposal(line, [c], 'suggested', method, fit, [EVIDENCE.number], 90));
        if (fit!.strength === 0 && scored.length === 1) push(partials, c.index, line);
      }
    }
  }
  settle(engine, autos, claims);
  // Several partial payments naming one invoice and adding up to it: one n:1 match.
  for (const [ci, lines] of partials) {
    const c = engine.candidates[ci]!;
    const sum = lines.reduce((s, l) => s + l.amountCents, 0);
    if (!engine.open[ci] || lines.length < 2 || (sum !== c.expectedCents && sum !== c.netCents)) continue;
    if (lines.some((l) => engine.done[l.index] || l.returned)) continue;
    engine.autos.push({
      lines: lines.map((l) => l.index),
      candidates: [ci],
      diary: [],
      tier: 'auto',
      method: 'partial',
      differenceCents: 0,
      differenceReason: null,
      evidence: [EVIDENCE.number, EVIDENCE.amountExact],
      score: 100,
    });
    for (const l of lines) engine.done[l.index] = true;
    engine.open[ci] = false;
  }
}

function byAmountPass(engine: InvoiceEngine, index: PartyIndex): void {
  const byAmount = new Map<number, Candidate[]>();
  for (const c of engine.candidates) {
    if (!engine.open[c.index]) continue;
    push(byAmount, c.expectedCents, c);
    if (c.netCents !== c.expectedCents) push(byAmount, c.netCents, c);
  }
  const autos: Proposal[] = [];
  const claims = new Map<number, number>();
  for (const line of engine.lines) {
    if (engine.done[line.index]) continue;
    const ids = [...line.taxIds, ...line.creditorTaxIds];
    const cands = (byAmount.get(line.amountCents) ?? []).filter(
      (c) => inWindow(line.day, c.day, AMOUNT_WINDOW) && (ids.length === 0 || !c.taxId || ids.includes(c.taxId)),
    );
    if (cands.length === 0) continue;
    claim(claims, cands);
    // A concept that names another counterparty contradicts the amount: suggested at most.
    const named = namedParties(index, line.words);
    const ranked = cands
      .map((c) => ({ c, fit: compat(line.amountCents, c)!, name: c.nameTokens.some((t) => line.words.has(t)) }))
      .sort((a, b) => Number(b.name) - Number(a.name) || Math.abs(line.day - a.c.day - 5) - Math.abs(line.day - b.c.day - 5));
    for (const { c, fit, name } of ranked) {
      const evidence = [...amountEvidence(fit), EVIDENCE.dateWindow, ...(name ? [EVIDENCE.name] : [])];
      const method = fit.net ? 'amount-net-of-irpf' : 'amount';
      const contradicted = named.size > 0 && !named.has(partyKey(c));
      if (contradicted) suggest(engine, proposal(line, [c], 'suggested', method, fit, [...evidence, EVIDENCE.nameMismatch], 45));
      else if (ranked.length === 1 && (name || Math.abs(line.amountCents) >= AMOUNT_ONLY_MIN_CENTS)) autos.push(proposal(line, [c], 'auto', method, fit, [...evidence, EVIDENCE.amountUnique], 60));
      else if (ranked.length === 1) suggest(engine, proposal(line, [c], 'suggested', method, fit, [...evidence, EVIDENCE.amountUnique], 55));
      else suggest(engine, proposal(line, [c], 'suggested', method, fit, [...evidence, EVIDENCE.tie], name ? 65 : 55));
    }
  }
  settle(engine, autos, claims);
}

const MAX_ROUNDS = 16;
/**
 * Small amounts repeat by chance (a 12.10 coffee-shop card payment, a 12.10 invoice): an amount
 * alone decides only from 100 € up, or with the counterparty's name in the concept.
 */
const AMOUNT_ONLY_MIN_CENTS = 10_000;

export function matchInvoices(lines: PreparedLine[], candidates: Candidate[], ownIban: string | null = null): InvoiceEngine {
  const engine: InvoiceEngine = {
    all: lines,
    lines,
    candidates,
    open: candidates.map(() => true),
    done: lines.map(() => false),
    autos: [],
    suggestions: new Map(),
  };
  const byNumber = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (!c.numberForm) continue;
    const forms = new Set([c.numberForm]);
    const digits = c.numberForm.replace(/\D/g, '');
    if (digits.length >= 6 && digits !== c.numberForm) forms.add(digits);
    for (const form of forms) push(byNumber, form, c);
  }
  const parties = buildPartyIndex(candidates);
  // Rounds until nothing new: an invoice matched in one round leaves the open set, which may
  // make a later line's candidate unique (a fixed monthly debit: last month's invoice is paid).
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = engine.autos.length;
    byNumberPass(engine, byNumber);
    matchByTaxId(engine, TIGHT_WINDOW);
    matchByLearnedIds(engine, ownIban);
    byAmountPass(engine, parties);
    if (engine.autos.length === before) break;
    // Only lines that had candidates can change (fewer open invoices never add one), and lines
    // with an IBAN or mandate the new matches may have taught.
    engine.lines = lines.filter((l) => !engine.done[l.index] && (engine.suggestions.has(l.index) || l.ibans.length > 0 || l.mandates.length > 0));
  }
  engine.lines = lines;
  matchByName(engine, parties);
  return engine;
}
