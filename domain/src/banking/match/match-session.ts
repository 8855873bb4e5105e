/** Runs the invoice and diary engines over one statement and shapes their proposals as matches. */
import type { Diary, InvoiceRegister, KnownInvoice, Match, ReconcileResult, Statement } from '../types';
import { buildCandidates } from './candidates';
import { matchDiary } from './match-diary';
import { matchInvoices } from './match-invoices';
import { prepareLines } from './prepare';
import type { Proposal } from './proposal';

const MAX_SUGGESTIONS = 3;

export interface SessionMatch {
  matches: Match[];
  unmatched: ReconcileResult['unmatched'];
  summary: ReconcileResult['summary'];
}

function ranked(suggestions: Map<number, Proposal[]>, done: (p: Proposal) => boolean): Proposal[] {
  const out: Proposal[] = [];
  for (const [, list] of [...suggestions].sort(([a], [b]) => a - b)) {
    const seen = new Set<string>();
    const kept = list
      .filter((p) => !done(p))
      .sort((a, b) => b.score - a.score)
      .filter((p) => {
        const key = `${p.candidates.join(',')}|${p.diary.join(',')}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_SUGGESTIONS);
    out.push(...kept);
  }
  return out;
}

export function matchSession(
  statement: Statement,
  diary: Diary | null,
  register: InvoiceRegister | null,
  known: readonly KnownInvoice[],
  companyTaxId: string | null,
): SessionMatch {
  const lines = prepareLines(statement.lines, companyTaxId);
  const candidates = buildCandidates(register?.items ?? [], known);
  const engine = matchInvoices(lines, candidates, statement.iban);
  const invoiceSuggestions = ranked(engine.suggestions, (p) => engine.done[p.lines[0]!]! || p.candidates.some((c) => !engine.open[c]));
  const diaryMatch = diary ? matchDiary(statement.lines, diary.lines) : null;
  const diaryDone = new Set(diaryMatch?.autos.flatMap((p) => p.lines) ?? []);
  const diaryUsed = new Set(diaryMatch?.autos.flatMap((p) => p.diary) ?? []);
  const diarySuggestions = diaryMatch
    ? ranked(diaryMatch.suggestions, (p) => diaryDone.has(p.lines[0]!) || p.diary.some((d) => diaryUsed.has(d)))
    : [];
  const all = [...engine.autos, ...invoiceSuggestions, ...(diaryMatch?.autos ?? []), ...diarySuggestions];
  all.sort((a, b) => a.lines[0]! - b.lines[0]! || Number(a.tier === 'suggested') - Number(b.tier === 'suggested') || b.score - a.score);
  const rankOf = new Map<string, number>();
  const matches: Match[] = all.map((p, i) => {
    const side = p.diary.length > 0 ? 'd' : 'i';
    const key = `${p.lines[0]}|${side}|${p.tier}`;
    const rank = (rankOf.get(key) ?? 0) + 1;
    rankOf.set(key, rank);
    const cands = p.candidates.map((c) => candidates[c]!);
    return {
      id: `m${i + 1}`,
      bankRows: p.lines.map((l) => statement.lines[l]!.row),
      invoiceRows: cands.flatMap((c) => c.rows),
      invoiceIds: cands.flatMap((c) => c.ids),
      diaryRows: p.diary.map((d) => diary!.lines[d]!.row),
      tier: p.tier,
      method: p.method,
      rank,
      differenceCents: p.differenceCents,
      differenceReason: p.differenceReason,
      evidence: p.evidence,
    };
  });
  const autoLines = new Set(all.filter((p) => p.tier === 'auto').flatMap((p) => p.lines));
  const anyLines = new Set(all.flatMap((p) => p.lines));
  const usedCandidates = new Set(all.flatMap((p) => p.candidates));
  const usedDiary = new Set(all.flatMap((p) => p.diary));
  const unmatchedCandidates = candidates.filter((c) => !usedCandidates.has(c.index));
  return {
    matches,
    unmatched: {
      bankRows: statement.lines.filter((_, i) => !anyLines.has(i)).map((l) => l.row),
      invoiceRows: unmatchedCandidates.flatMap((c) => c.rows),
      invoiceIds: unmatchedCandidates.flatMap((c) => c.ids),
      diaryRows: (diaryMatch?.bankLines ?? []).filter((d) => !usedDiary.has(d)).map((d) => diary!.lines[d]!.row),
    },
    summary: {
      lines: statement.lines.length,
      auto: autoLines.size,
      suggested: [...anyLines].filter((l) => !autoLines.has(l)).length,
      unmatched: statement.lines.length - anyLines.size,
      bankBalanceCents: statement.closingBalanceCents,
      ledgerBalanceCents: diaryMatch?.ledgerBalanceCents ?? null,
    },
  };
}
