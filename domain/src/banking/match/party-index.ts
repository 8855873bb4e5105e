/**
 * Counterparties by the distinctive words of their names, to tell which ones a concept names.
 * Words most parties share ("SERVICIOS", "EMPRESA") identify nobody and are left out.
 */
import type { Candidate } from './candidates';
import { push } from './engine';
import { nameScore } from './text';

const COMMON_TOKEN_PARTIES = 25;

export interface PartyIndex {
  parties: Map<string, { tokens: string[]; cands: Candidate[] }>;
  byToken: Map<string, string[]>;
}

export const partyKey = (c: Candidate): string => c.taxId ?? c.nameTokens.join(' ');

export function buildPartyIndex(candidates: readonly Candidate[]): PartyIndex {
  const parties = new Map<string, { tokens: string[]; cands: Candidate[] }>();
  for (const c of candidates) {
    if (c.nameTokens.length === 0) continue;
    const party = parties.get(partyKey(c));
    if (party) party.cands.push(c);
    else parties.set(partyKey(c), { tokens: c.nameTokens, cands: [c] });
  }
  const byToken = new Map<string, string[]>();
  for (const [key, party] of parties) for (const t of new Set(party.tokens)) push(byToken, t, key);
  for (const [token, keys] of byToken) if (keys.length > COMMON_TOKEN_PARTIES) byToken.delete(token);
  return { parties, byToken };
}

/** Keys of the parties a concept names (at least half of their distinctive words). */
export function namedParties(index: PartyIndex, words: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const word of words) for (const key of index.byToken.get(word) ?? []) found.add(key);
  for (const key of found) if (nameScore(index.parties.get(key)!.tokens, words) < 0.5) found.delete(key);
  return found;
}
