import { DailyReportSchema } from '@factoria/domain/records/daily-report.schema';
import { collection, doc, limit, orderBy, query, updateDoc } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { firestore } from '../../../lib/firebase/firestore';
import { schemaConverter } from '../../../lib/firebase/converter';

const reportConverter = schemaConverter(DailyReportSchema);

/** The newest daily report of the agency, live: a new one appears as soon as it is built. */
export function useLatestReport(accountId: string) {
  const db = useFirestore();
  const latest = query(
    collection(db, 'accounts', accountId, 'dailyReports').withConverter(reportConverter),
    orderBy('generatedAt', 'desc'),
    limit(1),
  );
  const { data } = useFirestoreCollectionData(latest);
  return data?.[0] ?? null;
}

/** Remembers that the user read the report (firestore.rules: only these two fields, as themselves). */
export async function confirmReport(accountId: string, reportId: string, uid: string): Promise<void> {
  await updateDoc(doc(firestore, 'accounts', accountId, 'dailyReports', reportId), { confirmedAt: Date.now(), confirmedBy: uid });
}
