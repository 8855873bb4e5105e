/**
 * The header search over the mirrored companies and invoices. Everything is held in memory
 * and scanned per keystroke: a plain pass over 20,000 short strings takes a few milliseconds,
 * which beats any IndexedDB query, and keeps the search working offline.
 */
import type { LocalCompany, LocalInvoice } from '../../lib/db/local-db';

/** Lower case, no accents, punctuation as spaces: "Gómez, F-2024/004" -> "gomez f 2024 004". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text a record is found by, normalised once when it is mirrored. */
export function buildSearchText(parts: readonly (string | number | null | undefined)[]): string {
  const words = parts.filter((part) => part !== null && part !== undefined && part !== '').map(String);
  // A leading space lets a query match at the start of any word with includes(' ' + token).
  return ` ${normalize(words.join(' '))} `;
}

export interface SearchIndex {
  companies: readonly LocalCompany[];
  /** Newest first: among equal matches, recent invoices come first. */
  invoices: readonly LocalInvoice[];
}

export interface SearchResults {
  companies: LocalCompany[];
  invoices: LocalInvoice[];
  /**
   * The group shown first: the one with the stronger best match, companies on a tie. "74.45"
   * finds the invoice of that amount by two whole words and a client whose tax id merely holds
   * the digits (B74124578) by two fragments, so the invoice comes first.
   */
  first: 'companies' | 'invoices';
}

export const MAX_HITS_PER_GROUP = 5;

/** 0 when some token is missing; otherwise higher for tokens found at the start of a word. */
function score(searchText: string, tokens: readonly string[]): number {
  let total = 1;
  for (const token of tokens) {
    if (searchText.includes(` ${token}`)) total += 2;
    else if (!searchText.includes(token)) return 0;
  }
  return total;
}

/** The best `limit` items with their scores, earlier ones winning ties, in one pass without sorting everything. */
function best<T extends { searchText: string }>(items: readonly T[], tokens: readonly string[], limit: number): { item: T; score: number }[] {
  const hits: { item: T; score: number }[] = [];
  for (const item of items) {
    const value = score(item.searchText, tokens);
    if (value === 0) continue;
    if (hits.length === limit && value <= (hits[limit - 1]?.score ?? 0)) continue;
    let at = hits.length;
    while (at > 0 && (hits[at - 1]?.score ?? 0) < value) at -= 1;
    hits.splice(at, 0, { item, score: value });
    if (hits.length > limit) hits.pop();
  }
  return hits;
}

export function search(index: SearchIndex, query: string, limit = MAX_HITS_PER_GROUP): SearchResults {
  const tokens = normalize(query).split(' ').filter(Boolean);
  if (tokens.length === 0) return { companies: [], invoices: [], first: 'companies' };
  const companies = best(index.companies, tokens, limit);
  const invoices = best(index.invoices, tokens, limit);
  return {
    companies: companies.map((hit) => hit.item),
    invoices: invoices.map((hit) => hit.item),
    first: (invoices[0]?.score ?? 0) > (companies[0]?.score ?? 0) ? 'invoices' : 'companies',
  };
}
