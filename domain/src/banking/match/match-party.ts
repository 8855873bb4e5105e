/**
 * Passes that first find the counterparty: by tax id or SEPA creditor id in the concept (a hard
 * identifier: auto when one invoice, or one remesa subset, fits), then by name (suggestions only).
 */
import type { Candidate } from './candidates';
import { HARD_WINDOW, compat, inWindow } from './compat';
import { type InvoiceEngine, amountEvidence, claim, proposal, push, settle, suggest } from './engine';
import type { PreparedLine } from './prepare';
import { EVIDENCE, type Proposal } from './proposal';
import { type PartyIndex, namedParties } from './party-index';
import { findSubset } from './subset-sum';

const closeness = (line: PreparedLine) => (c: Candidate) => Math.abs(line.day - c.day - 5);

/** Takes what partyProposals found: the automatic match claims its invoices, suggestions are listed. */
export function takeProposals(
  engine: InvoiceEngine,
  claims: Map<number, number>,
  autos: Proposal[],
  { auto, suggestions }: { auto: Proposal | null; suggestions: Proposal[] },
): void {
  if (auto) {
    claim(claims, auto.candidates.map((i) => engine.candidates[i]!));
    autos.push(auto);
  }
  for (const s of suggestions) suggest(engine, s);
}

/** What one counterparty's open invoices say about a line: one proposal to auto-match, or suggestions. */
export function partyProposals(
  line: PreparedLine,
  cands: Candidate[],
  tight: readonly [number, number],
  method: Proposal['method'],
  evidence: string[],
  base: number,
  allowAuto: boolean,
): { auto: Proposal | null; suggestions: Proposal[] } {
  const fits = cands.map((c) => ({ c, fit: compat(line.amountCents, c) })).filter((x) => x.fit);
  const exact = fits.filter((x) => x.fit!.strength === 3);
  const near = exact.filter((x) => inWindow(line.day, x.c.day, tight));
  const pick = near.length > 0 ? near : exact;
  const tier = allowAuto ? 'auto' : 'suggested';
  if (pick.length === 1) {
    const { c, fit } = pick[0]!;
    return { auto: proposal(line, [c], tier, fit!.net ? 'amount-net-of-irpf' : method, fit, [...evidence, ...amountEvidence(fit!)], base), suggestions: [] };
  }
  if (pick.length > 1) {
    const sorted = pick.sort((a, b) => closeness(line)(a.c) - closeness(line)(b.c));
    return { auto: null, suggestions: sorted.map(({ c, fit }, i) => proposal(line, [c], 'suggested', method, fit, [...evidence, ...amountEvidence(fit!), EVIDENCE.tie], base - i)) };
  }
  const sameSign = cands.filter((c) => Math.sign(c.expectedCents) === Math.sign(line.amountCents));
  if (sameSign.length >= 2) {
    const subset = findSubset(sameSign.map((c) => c.expectedCents), line.amountCents);
    if (subset.subset) {
      const chosen = subset.subset.map((i) => sameSign[i]!);
      const p = proposal(line, chosen, subset.unique ? tier : 'suggested', 'remittance', null, [...evidence, EVIDENCE.remittance], base);
      return subset.unique ? { auto: p, suggestions: [] } : { auto: null, suggestions: [p] };
    }
  }
  const rounding = fits.filter((x) => x.fit!.strength === 2);
  if (rounding.length === 1) {
    const { c, fit } = rounding[0]!;
    return { auto: proposal(line, [c], tier, method, fit, [...evidence, ...amountEvidence(fit!)], base), suggestions: [] };
  }
  const rest = fits.filter((x) => x.fit!.strength < 3).sort((a, b) => b.fit!.strength - a.fit!.strength || closeness(line)(a.c) - closeness(line)(b.c));
  return {
    auto: null,
    suggestions: rest.slice(0, 3).map(({ c, fit }, i) => proposal(line, [c], 'suggested', fit!.strength === 0 ? 'partial' : method, fit, evidence, base - 10 - i)),
  };
}

export function matchByTaxId(engine: InvoiceEngine, tight: readonly [number, number]): void {
  const byTax = new Map<string, Candidate[]>();
  for (const c of engine.candidates) if (c.taxId && engine.open[c.index]) push(byTax, c.taxId, c);
  const autos: Proposal[] = [];
  const claims = new Map<number, number>();
  for (const line of engine.lines) {
    if (engine.done[line.index]) continue;
    const ids = [...line.creditorTaxIds.map((id) => ({ id, creditor: true })), ...line.taxIds.map((id) => ({ id, creditor: false }))];
    for (const { id, creditor } of ids) {
      const cands = (byTax.get(id) ?? []).filter((c) => engine.open[c.index] && inWindow(line.day, c.day, HARD_WINDOW));
      if (cands.length === 0) continue;
      const method = creditor ? 'creditor-id' : 'tax-id';
      const evidence = [creditor ? EVIDENCE.creditorId : EVIDENCE.taxId];
      takeProposals(engine, claims, autos, partyProposals(line, cands, tight, method, evidence, 90, true));
      break;
    }
  }
  settle(engine, autos, claims);
}

export function matchByName(engine: InvoiceEngine, index: PartyIndex): void {
  for (const line of engine.lines) {
    if (engine.done[line.index]) continue;
    for (const key of namedParties(index, line.words)) {
      const cands = index.parties.get(key)!.cands.filter((c) => engine.open[c.index] && inWindow(line.day, c.day, HARD_WINDOW));
      if (cands.length === 0) continue;
      const { auto, suggestions } = partyProposals(line, cands, [-10, 60], 'name', [EVIDENCE.name], 40, false);
      for (const s of auto ? [auto] : suggestions) suggest(engine, s);
    }
  }
}
