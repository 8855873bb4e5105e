/** A session whose task gave up: failed with `bank/internal-error`, noticed like any failure. */
import type { Firestore } from 'firebase-admin/firestore';
import { finishSession } from './finish-session';

export async function markSessionFailed(db: Firestore, ids: { accountId: string; sessionId: string }, appUrl: string): Promise<void> {
  const session = await db.doc(`accounts/${ids.accountId}/bankSessions/${ids.sessionId}`).get();
  if (!session.exists) return;
  const companyId = session.get('companyId') as string;
  const company = await db.doc(`accounts/${ids.accountId}/companies/${companyId}`).get();
  const code = 'bank/internal-error';
  await finishSession(db, {
    ...ids, companyId, companyName: (company.get('name') as string | undefined) ?? '', createdBy: session.get('createdBy') as string,
    appUrl, now: Date.now(), fields: { failure: { kind: 'session', code } }, outcome: { status: 'failed', code },
  });
}
