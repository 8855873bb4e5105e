import { DailyStatsSchema } from '@factoria/domain/records/daily-stats.schema';
import { collection, documentId, query, where } from 'firebase/firestore';
import { useDeferredValue } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { DayRange } from '../../../lib/dates/date-range';
import { schemaConverter } from '../../../lib/firebase/converter';

const converter = schemaConverter(DailyStatsSchema);

/** The account's per-day aggregates within a range (document ids are the day keys). */
export function useDailyStats(accountId: string, range: DayRange) {
  const firestore = useFirestore();
  const days = collection(firestore, 'accounts', accountId, 'dailyStats').withConverter(converter);
  return useDeferredValue(useFirestoreCollectionData(query(days, where(documentId(), '>=', range.from), where(documentId(), '<=', range.to))));
}
