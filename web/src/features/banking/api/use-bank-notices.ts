import { doc, limit, orderBy, query, updateDoc, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { notificationsOf } from './bank-refs';
import { useLiveQuery } from './use-live';

/** The signed-in person's unread notices (a bank session finished...), newest first, live. */
export function useUnreadNotices(accountId: string, uid: string) {
  const q = useMemo(
    () => query(notificationsOf(accountId), where('userId', '==', uid), where('readAt', '==', null), orderBy('createdAt', 'desc'), limit(5)),
    [accountId, uid],
  );
  return useLiveQuery(q, `notices/${accountId}/${uid}`);
}

export async function markNoticeRead(accountId: string, noticeId: string): Promise<void> {
  await updateDoc(doc(notificationsOf(accountId), noticeId), { readAt: Date.now() });
}
