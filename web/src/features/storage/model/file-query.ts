/**
 * What the storage lists show: the search, company filter and sort live in the URL; filtering
 * by text and sorting happen here, on the records already loaded, so they are instant.
 */
import type { FileRecord } from '@factoria/domain/records/file-record.schema';
import type { WithId } from '../../../lib/firebase/converter';

export const SORT_KEYS = ['name', 'uploadedAt', 'size', 'company', 'origin', 'kind', 'deletedAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** `''`: every company; `AGENCY_FILTER`: the agency's own documents (no company). */
export const AGENCY_FILTER = '_agency';

export interface FileQuery {
  search: string;
  company: string;
  sort: SortKey;
  direction: SortDirection;
}

export type StoredFile = WithId<FileRecord>;

export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

function sortValue(file: StoredFile, key: SortKey, companyNames: ReadonlyMap<string, string>): string | number {
  switch (key) {
    case 'name':
      return normalize(file.name);
    case 'company':
      return file.companyId ? normalize(companyNames.get(file.companyId) ?? file.companyId) : '';
    case 'origin':
      return file.origin;
    case 'kind':
      return file.kind;
    case 'size':
      return file.size;
    case 'deletedAt':
      return file.deletedAt ?? 0;
    case 'uploadedAt':
      return file.uploadedAt;
  }
}

/** The files matching the search (name or company name), in the chosen order. */
export function visibleFiles(
  files: readonly StoredFile[],
  query: Pick<FileQuery, 'search' | 'sort' | 'direction'>,
  companyNames: ReadonlyMap<string, string>,
): StoredFile[] {
  const needle = normalize(query.search);
  const matching = needle
    ? files.filter((file) =>
        normalize(file.name).includes(needle)
        || (file.companyId !== null && normalize(companyNames.get(file.companyId) ?? '').includes(needle)))
    : [...files];
  const sign = query.direction === 'asc' ? 1 : -1;
  return matching.sort((a, b) => {
    const left = sortValue(a, query.sort, companyNames);
    const right = sortValue(b, query.sort, companyNames);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    // Ties keep the newest first, so the order is stable across snapshots.
    return order !== 0 ? order * sign : b.uploadedAt - a.uploadedAt;
  });
}
