/**
 * Search, status filter and sort of the clients list, in memory: an agency has hundreds of
 * companies at most, all of them already in the browser (live listener), so this is instant.
 */
import type { Company, CompanyStatus } from '@factoria/domain/records/company.schema';

export const SORT_KEYS = ['name', 'status', 'processed', 'accurate', 'withErrors', 'corrected', 'savedSeconds', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = CompanyStatus | 'all';

export interface CompanyQuery {
  search: string;
  status: StatusFilter;
  sort: SortKey;
  direction: SortDirection;
}

type Listed = Company & { id: string };

/** Lower case, no accents, no separators: "Panadería S.L." matches "panaderia sl". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.\-/_,]+/g, '');
}

const STATUS_ORDER: Record<CompanyStatus, number> = { active: 0, pending: 1, inactive: 2 };

/** Normalised name and tax id per company object, computed once while the same snapshot lasts. */
const keys = new WeakMap<object, { name: string; haystack: string }>();
function keysOf(company: Listed) {
  let cached = keys.get(company);
  if (!cached) {
    const name = searchable(company.name);
    cached = { name, haystack: `${name} ${searchable(company.taxId)}` };
    keys.set(company, cached);
  }
  return cached;
}

function sortValue(company: Listed, key: SortKey): number | string {
  switch (key) {
    case 'name':
      return keysOf(company).name;
    case 'status':
      return STATUS_ORDER[company.status];
    case 'createdAt':
      return company.createdAt;
    default:
      return company.stats[key];
  }
}

export function filterCompanies<T extends Listed>(companies: readonly T[], query: CompanyQuery): T[] {
  // Every word typed must appear, in the name or the tax id: "panaderia sl" finds "Panadería Sol S.L.".
  const words = query.search.split(/\s+/).map(searchable).filter(Boolean);
  const matches = companies.filter((company) => {
    if (query.status !== 'all' && company.status !== query.status) return false;
    const { haystack } = keysOf(company);
    return words.every((word) => haystack.includes(word));
  });
  const sign = query.direction === 'asc' ? 1 : -1;
  const keyed = matches.map((company) => ({ company, value: sortValue(company, query.sort), name: keysOf(company).name }));
  keyed.sort((a, b) => {
    const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    // Ties keep a stable, readable order: by name.
    return order === 0 ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : order * sign;
  });
  return keyed.map((entry) => entry.company);
}

export function countByStatus(companies: readonly Listed[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: companies.length, active: 0, inactive: 0, pending: 0 };
  for (const company of companies) counts[company.status] += 1;
  return counts;
}
