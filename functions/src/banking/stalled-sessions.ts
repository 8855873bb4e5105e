/**
 * Recovery of bank sessions that stopped on their way to the task, so none waits for ever:
 * - `uploading` past UPLOAD_BOUND_MS (the browser closed mid-upload, or before it marked the
 *   session queued): with every announced file stored it is queued, as the app would have done;
 *   otherwise it fails with `bank/upload-incomplete` and the first slot that never arrived.
 * - `queued` past QUEUE_STALL_MS (its trigger or task was lost: a queued session turns
 *   `processing` within seconds): its task is enqueued again, one recovery task per session and
 *   hour at most, when every file is stored; a missing file fails it (`bank/file-missing`), and
 *   so does a session no recovery has got to run within REQUEUE_WINDOW_MS (`bank/session-stalled`).
 * - `processing` past PROCESSING_BOUND_MS (more than its task's attempts can take: an instance
 *   died on each): failed with `bank/internal-error`, as the task does on its last attempt.
 * Each change checks the status it saw in a transaction (finish-session.ts, or the queueing
 * below), so two runs, or a run racing the task, change a session once.
 */
import { bankObjectPath, type BankFileExtension, type BankSlot } from '@factoria/domain/records/bank-session.schema';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transactions';
import type { BankTask } from './bank-task.schema';
import { markSessionFailed, type SessionFailure } from './mark-session-failed';

export const UPLOAD_BOUND_MS = 30 * 60 * 1000;
export const QUEUE_STALL_MS = 10 * 60 * 1000;
export const REQUEUE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The task's 3 attempts of at most 300 s each, with their backoff, and a margin. */
export const PROCESSING_BOUND_MS = 30 * 60 * 1000;

export interface SessionRecoveryDeps {
  /** Whether an object is in Cloud Storage. */
  stored(path: string): Promise<boolean>;
  enqueue(task: BankTask, taskId: string): Promise<'queued' | 'already-queued'>;
  appUrl: string;
}

export type SessionAction = 'requeued' | 'queued' | 'failed';

export interface SessionRecovery {
  looked: number;
  actions: { sessionId: string; action: SessionAction; code?: string }[];
}

const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The first announced slot whose file is not in Storage, or null when all are. */
async function missingSlot(deps: SessionRecoveryDeps, accountId: string, session: DocumentSnapshot): Promise<BankSlot | null> {
  const files = (session.get('files') ?? {}) as Record<string, { ext: BankFileExtension }>;
  for (const [slot, file] of Object.entries(files) as [BankSlot, { ext: BankFileExtension }][]) {
    if (!(await deps.stored(bankObjectPath(accountId, session.id, slot, file.ext)))) return slot;
  }
  return null;
}

/** uploading -> queued, only if still uploading; the queued-session trigger enqueues its task. */
async function queueUploaded(db: Firestore, session: DocumentSnapshot, now: number): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const current = await tx.get(session.ref);
    if (current.get('status') !== 'uploading') return false;
    tx.update(session.ref, { status: 'queued', queuedAt: now });
    return true;
  });
}

async function recoverSession(db: Firestore, deps: SessionRecoveryDeps, accountId: string, session: DocumentSnapshot, now: number): Promise<SessionRecovery['actions'][number] | null> {
  const ids = { accountId, sessionId: session.id };
  const fail = async (failure: SessionFailure) =>
    (await markSessionFailed(db, ids, deps.appUrl, failure, now)) === 'finished' ? { sessionId: session.id, action: 'failed' as const, code: failure.code } : null;
  const status = session.get('status') as string;
  if (status === 'uploading') {
    if (time(session.get('createdAt')) > now - UPLOAD_BOUND_MS) return null;
    const missing = await missingSlot(deps, accountId, session);
    if (missing) return fail({ kind: missing, code: 'bank/upload-incomplete' });
    return (await queueUploaded(db, session, now)) ? { sessionId: session.id, action: 'queued' } : null;
  }
  if (status === 'queued') {
    const queuedAt = time(session.get('queuedAt')) || time(session.get('createdAt'));
    if (queuedAt > now - QUEUE_STALL_MS) return null;
    if (queuedAt < now - REQUEUE_WINDOW_MS) return fail({ kind: 'session', code: 'bank/session-stalled' });
    const missing = await missingSlot(deps, accountId, session);
    if (missing) return fail({ kind: missing, code: 'bank/file-missing' });
    const queued = await deps.enqueue({ accountId, sessionId: session.id, queuedAt }, `bank-${accountId}-${session.id}-recovery-${Math.floor(now / 3_600_000)}`);
    return queued === 'queued' ? { sessionId: session.id, action: 'requeued' } : null;
  }
  if (status === 'processing' && time(session.get('startedAt')) < now - PROCESSING_BOUND_MS) {
    return fail({ kind: 'session', code: 'bank/internal-error' });
  }
  return null;
}

export async function recoverStalledSessions(db: Firestore, deps: SessionRecoveryDeps, now: number): Promise<SessionRecovery> {
  const accounts = await db.collection('accounts').where('status', '==', 'active').select('status').get();
  const recovery: SessionRecovery = { looked: 0, actions: [] };
  for (const account of accounts.docs) {
    const open = await account.ref.collection('bankSessions').where('status', 'in', ['uploading', 'queued', 'processing']).get();
    for (const session of open.docs) {
      recovery.looked++;
      const action = await recoverSession(db, deps, account.id, session, now);
      if (action) recovery.actions.push(action);
    }
  }
  return recovery;
}
