/** The storage lists' URL search: `?q=&company=&sort=&dir=`, validated by the routes. */
import * as v from 'valibot';
import { type FileQuery, SORT_KEYS, type SortDirection, type SortKey } from './file-query';

export const StorageSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  company: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_KEYS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});
export type StorageSearch = v.InferOutput<typeof StorageSearchSchema>;

export interface SortDefault {
  sort: SortKey;
  direction: SortDirection;
}

export const LIVE_SORT: SortDefault = { sort: 'uploadedAt', direction: 'desc' };
export const DELETED_SORT: SortDefault = { sort: 'deletedAt', direction: 'desc' };

export function parseStorageSearch(search: Record<string, unknown>): StorageSearch {
  return v.parse(StorageSearchSchema, search);
}

export function toFileQuery(search: StorageSearch, defaults: SortDefault): FileQuery {
  return {
    search: search.q ?? '',
    company: search.company ?? '',
    sort: search.sort ?? defaults.sort,
    direction: search.dir ?? defaults.direction,
  };
}

/** The URL search for a query: defaults are left out so URLs stay short. */
export function toStorageSearch(query: FileQuery, defaults: SortDefault): StorageSearch {
  const sameSort = query.sort === defaults.sort && query.direction === defaults.direction;
  return {
    q: query.search || undefined,
    company: query.company || undefined,
    sort: sameSort ? undefined : query.sort,
    dir: sameSort ? undefined : query.direction,
  };
}
