/** The invoice matching state shared by the passes, and how a pass records its proposals. */
import type { Candidate } from './candidates';
import type { Compat } from './compat';
import type { PreparedLine } from './prepare';
import { EVIDENCE, type Proposal } from './proposal';

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface InvoiceEngine {
  /** Every line, by index. */
  all: PreparedLine[];
  /** The lines a pass looks at: all in the first round, then those still in doubt. */
  lines: PreparedLine[];
  candidates: Candidate[];
  open: boolean[];
  done: boolean[];
  autos: Proposal[];
  suggestions: Map<number, Proposal[]>;
}

export function amountEvidence(c: Compat): string[] {
  if (c.strength < 2) return [];
  return [c.net ? EVIDENCE.amountNet : EVIDENCE.amountExact];
}

export function proposal(
  line: PreparedLine,
  candidates: Candidate[],
  tier: Proposal['tier'],
  method: Proposal['method'],
  c: Compat | null,
  evidence: string[],
  score: number,
): Proposal {
  return {
    lines: [line.index],
    candidates: candidates.map((x) => x.index),
    diary: [],
    tier: line.returned ? 'suggested' : tier,
    method,
    differenceCents: c?.differenceCents ?? 0,
    differenceReason: c?.reason ?? null,
    evidence: line.returned ? [...evidence, EVIDENCE.returned] : evidence,
    score: score + (c?.strength ?? 0) * 5,
  };
}

export function suggest(engine: InvoiceEngine, p: Proposal): void {
  const list = engine.suggestions.get(p.lines[0]!) ?? [];
  list.push({ ...p, tier: 'suggested' });
  engine.suggestions.set(p.lines[0]!, list);
}

/** Accepts the autos of one pass whose candidates no other proposal of the pass claims. */
export function settle(engine: InvoiceEngine, autos: Proposal[], claims: Map<number, number>): void {
  for (const p of autos) {
    if (p.tier !== 'auto' || p.candidates.some((c) => (claims.get(c) ?? 0) > 1 || !engine.open[c])) {
      suggest(engine, { ...p, evidence: p.tier === 'auto' ? [...p.evidence, EVIDENCE.tie] : p.evidence });
      continue;
    }
    engine.autos.push(p);
    for (const l of p.lines) engine.done[l] = true;
    for (const c of p.candidates) engine.open[c] = false;
  }
}

export function claim(claims: Map<number, number>, candidates: readonly Candidate[]): void {
  for (const c of candidates) claims.set(c.index, (claims.get(c.index) ?? 0) + 1);
}

