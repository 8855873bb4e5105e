/**
 * The last write of a session's task, in one transaction: the session turns `done` (with its
 * summary) or `failed` (with the reason), and its in-app notice and email are queued. Ids are
 * the session's, and a session already finished is left alone: a retried task queues nothing
 * twice.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import type { AppNotification, BankSummary } from '@factoria/domain/records/bank-session.schema';
import type { Mail } from '@factoria/domain/records/mail.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transactions';
import { bankSessionMail } from './bank-mail';

export interface Finish {
  accountId: string;
  sessionId: string;
  companyId: string;
  companyName: string;
  createdBy: string;
  appUrl: string;
  now: number;
  /** The session's fields to set besides status and completedAt. */
  fields: Record<string, unknown>;
  outcome: { status: 'done'; summary: BankSummary } | { status: 'failed'; code: string };
}

export async function finishSession(db: Firestore, finish: Finish): Promise<'finished' | 'already-finished'> {
  const session = db.doc(`accounts/${finish.accountId}/bankSessions/${finish.sessionId}`);
  const user = await db.doc(`users/${finish.createdBy}`).get();
  const email = user.get('email') as string | undefined;
  const language: Language = user.get('language') === 'en' ? 'en' : 'es';
  const done = finish.outcome.status === 'done';
  return runTransaction(db, async (tx) => {
    const current = await tx.get(session);
    if (!current.exists || ['done', 'failed'].includes(current.get('status') as string)) return 'already-finished';
    tx.update(session, { ...finish.fields, status: finish.outcome.status, completedAt: finish.now, progress: { step: finish.outcome.status, percent: 100 } });
    const notice: AppNotification = {
      kind: done ? 'bank-session-done' : 'bank-session-failed',
      userId: finish.createdBy,
      sessionId: finish.sessionId,
      companyId: finish.companyId,
      companyName: finish.companyName,
      code: finish.outcome.status === 'failed' ? finish.outcome.code : null,
      createdAt: finish.now,
      readAt: null,
    };
    tx.set(db.doc(`accounts/${finish.accountId}/notifications/bank-${finish.sessionId}`), notice);
    if (email) {
      const link = new URL(`/banking/view/${finish.sessionId}`, finish.appUrl).toString();
      const summary = finish.outcome.status === 'done' ? finish.outcome.summary : null;
      const mail: Mail = {
        to: [email],
        message: bankSessionMail({ company: finish.companyName, summary, language, link }),
        kind: 'bank-session',
        accountId: finish.accountId,
        createdAt: finish.now,
      };
      tx.set(db.doc(`mail/bank-session-${finish.accountId}-${finish.sessionId}`), mail);
    }
    return 'finished';
  });
}
