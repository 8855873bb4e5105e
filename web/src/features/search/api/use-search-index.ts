import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { localDb } from '../../../lib/db/local-db';
import type { SearchIndex } from '../search-index';
import { askForMirror } from './mirror-start';

const EMPTY: SearchIndex = { companies: [], invoices: [] };

/**
 * The account's mirrored companies and invoices, newest invoices first, kept current as the
 * mirror changes. Loaded only once `enabled` (the search was focused), so a screen that never
 * searches never reads 20,000 rows; enabling it also starts the mirror's sync if the first
 * screen had not let it start yet (use-mirror-sync.ts).
 */
export function useSearchIndex(accountId: string | undefined, enabled: boolean): SearchIndex {
  useEffect(() => {
    if (enabled) askForMirror();
  }, [enabled]);
  return (
    useLiveQuery(
      async () => {
        if (!accountId || !enabled) return EMPTY;
        const [companies, invoices] = await Promise.all([
          localDb.companies.where('[accountId+name]').between([accountId, Dexie.minKey], [accountId, Dexie.maxKey]).toArray(),
          localDb.invoices
            .where('[accountId+createdAt]')
            .between([accountId, Dexie.minKey], [accountId, Dexie.maxKey])
            .reverse()
            .toArray(),
        ]);
        return { companies, invoices };
      },
      [accountId, enabled],
      EMPTY,
    ) ?? EMPTY
  );
}
