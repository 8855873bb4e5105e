/**
 * Each account's share of the slow lane (docs/decisions/1307, issue 13 finding 7): at most
 * `shareOf(slots)` of an account's files are queued in processSlowInvoice at once; the rest
 * wait in `slowLane/{accountId}/waiting`, oldest first, and are queued one by one as the
 * account's running files finish. So an agency that sends a hundred scans (or hostile pages)
 * holds a quarter of the slow lane, and a scan of another agency is queued behind at most
 * that quarter, not behind the hundred.
 *
 * `slowLane/{accountId}` holds the running files with the time their lease ends: a file whose
 * task died without finishing gives its place back when the lease ends, at the next hand-over
 * or finish of that account. Only functions touch these documents (firestore.rules denies all).
 * No firebase-functions import: the caller passes the queueing function in.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { InvoiceTask } from './invoice-task.schema';

/** The slow lane's attempts (3) of up to 300 s each, with their back-off, and a margin. */
export const SLOW_LANE_LEASE_MS = 20 * 60_000;

/** One account's share of the lane's dispatch slots: a quarter, and never less than one. */
export function shareOf(slots: number): number {
  return Math.max(1, Math.floor(slots / 4));
}

export interface ShareDeps {
  db: Firestore;
  /** The lane's dispatch slots (SLOW_INVOICE_TASK_CONCURRENCY). */
  slots: number;
  /** Queues a task in the slow lane; queueing the same file twice is a no-op. */
  enqueue: (task: InvoiceTask) => Promise<unknown>;
  now?: number;
}

interface Waiting {
  task: InvoiceTask;
  queuedAt: number;
}

const shareRef = (db: Firestore, accountId: string) => db.doc(`slowLane/${accountId}`);
const waitingRef = (db: Firestore, task: Pick<InvoiceTask, 'accountId' | 'fileId'>) => db.doc(`slowLane/${task.accountId}/waiting/${task.fileId}`);

/**
 * Hands a file to the slow lane within its account's share: 'queued' when it (or a file that
 * waited before it) got a place now, 'waiting' when it waits for one.
 */
export async function enterSlowLane(task: InvoiceTask, deps: ShareDeps): Promise<'queued' | 'waiting'> {
  const now = deps.now ?? Date.now();
  const started = await deps.db.runTransaction((tx) => fill(tx, deps, task.accountId, now, { enter: task }));
  await Promise.all(started.map((next) => deps.enqueue(next)));
  return started.some((next) => next.fileId === task.fileId) ? 'queued' : 'waiting';
}

/** A file of the lane has settled (or was gone): its place goes to the account's oldest waiting file. */
export async function leaveSlowLane(task: Pick<InvoiceTask, 'accountId' | 'fileId'>, deps: ShareDeps): Promise<void> {
  const now = deps.now ?? Date.now();
  const started = await deps.db.runTransaction((tx) => fill(tx, deps, task.accountId, now, { leave: task.fileId }));
  await Promise.all(started.map((next) => deps.enqueue(next)));
}

/**
 * The one transaction behind both: drops ended leases and the leaving file, adds the entering
 * one (queued again when it already runs: its first queueing may have been lost), and gives
 * free places to the oldest waiting files. Returns the tasks to queue after the commit.
 */
async function fill(
  tx: Transaction,
  deps: ShareDeps,
  accountId: string,
  now: number,
  change: { enter?: InvoiceTask; leave?: string },
): Promise<InvoiceTask[]> {
  const ref = shareRef(deps.db, accountId);
  const share = shareOf(deps.slots);
  const entering = change.enter;
  const [snapshot, waitingSnapshot, enteringWaits] = await Promise.all([
    tx.get(ref),
    tx.get(ref.collection('waiting').orderBy('queuedAt').limit(share + 1)),
    entering ? tx.get(waitingRef(deps.db, entering)) : Promise.resolve(null),
  ]);
  const leases = Object.entries((snapshot.get('running') ?? {}) as Record<string, number>)
    .filter(([fileId, until]) => typeof until === 'number' && until > now && fileId !== change.leave);
  const running = new Map(leases);
  if (entering && running.has(entering.fileId)) {
    tx.set(ref, { running: Object.fromEntries(running), updatedAt: now });
    return [entering];
  }
  const candidates = waitingSnapshot.docs.map((doc) => ({ ref: doc.ref, ...(doc.data() as Waiting) }));
  if (entering && !enteringWaits?.exists) candidates.push({ ref: waitingRef(deps.db, entering), task: entering, queuedAt: now });
  const started: InvoiceTask[] = [];
  for (const candidate of candidates) {
    if (running.size >= share) break;
    running.set(candidate.task.fileId, now + SLOW_LANE_LEASE_MS);
    started.push(candidate.task);
    tx.delete(candidate.ref);
  }
  const enteringWaitsNow = entering && !started.some((task) => task.fileId === entering.fileId) && !enteringWaits?.exists;
  if (enteringWaitsNow) tx.create(waitingRef(deps.db, entering), { task: entering, queuedAt: now } satisfies Waiting);
  tx.set(ref, { running: Object.fromEntries(running), updatedAt: now });
  return started;
}
