/**
 * A session that cannot finish on its own, failed with its reason and noticed like any failure:
 * its task gave up (`bank/internal-error`), or the recovery found it stalled
 * (stalled-sessions.ts). A session already done or failed is left alone (finish-session.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { finishSession } from './finish-session';

export interface SessionFailure {
  /** The slot whose file is at fault, or `session`. */
  kind: string;
  code: string;
}

export async function markSessionFailed(
  db: Firestore,
  ids: { accountId: string; sessionId: string },
  appUrl: string,
  failure: SessionFailure = { kind: 'session', code: 'bank/internal-error' },
  now = Date.now(),
): Promise<'finished' | 'already-finished'> {
  const session = await db.doc(`accounts/${ids.accountId}/bankSessions/${ids.sessionId}`).get();
  if (!session.exists) return 'already-finished';
  const companyId = session.get('companyId') as string;
  const company = await db.doc(`accounts/${ids.accountId}/companies/${companyId}`).get();
  return finishSession(db, {
    ...ids, companyId, companyName: (company.get('name') as string | undefined) ?? '', createdBy: session.get('createdBy') as string,
    appUrl, now, fields: { failure }, outcome: { status: 'failed', code: failure.code },
  });
}
