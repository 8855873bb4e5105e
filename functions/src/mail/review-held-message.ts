/**
 * Staff release or discard a message held because its sender is not on the company's allow-list
 * (receive-message.ts). Releasing reads the kept raw text again and takes it through the steps an
 * allowed message takes (accept-message.ts): the company's admission, the attachments' bounds,
 * ONE batch whose id follows from the message, the same uploads. The inbox entry moves from held
 * to processed in the transaction that creates the batch, so releasing twice, or twice at once,
 * makes one batch (a later release only finishes uploads an interrupted one left undone). When
 * the company cannot take it now (not active, monthly limit) it stays held with that reason; when
 * its attachments cannot be processed it is refused like any message. Discarding deletes the raw
 * text; a discarded message cannot be released.
 */
import type { InboxEntry, InboxReason, ReviewHeldMessageRequest, ReviewHeldMessageResult } from '@factoria/domain/records/email-intake.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { requireActiveAccount } from '../companies/account-checks';
import type { Caller } from '../companies/caller';
import { CompanyError } from '../companies/company-error';
import { storage } from '../lib/admin';
import { readDocs, runTransaction } from '../lib/transactions';
import { companyRefusal, emailBatch, filesRefusal, heldMessagePath, uploadFiles } from './accept-message';
import { messageFiles, type MessageFiles } from './message-files';
import { parseMessage } from './parse-message';

type Request = Required<ReviewHeldMessageRequest>;

const result = (outcome: ReviewHeldMessageResult['outcome'], reason: InboxReason | null, batchId: string | null = null): ReviewHeldMessageResult => ({ outcome, reason, batchId });

async function readHeld(accountId: string, key: string) {
  const [bytes] = await storage().bucket().file(heldMessagePath(accountId, key)).download();
  return new Uint8Array(bytes);
}

async function deleteHeld(accountId: string, key: string) {
  await storage().bucket().file(heldMessagePath(accountId, key)).delete({ ignoreNotFound: true });
}

async function discard(db: Firestore, caller: Caller, key: string, now: number): Promise<ReviewHeldMessageResult> {
  const account = db.doc(`accounts/${caller.accountId}`);
  const entryRef = account.collection('inbox').doc(key);
  const outcome = await runTransaction(db, async (tx) => {
    const [accountDoc, entry] = await readDocs(tx, account, entryRef);
    requireActiveAccount(accountDoc);
    if (!entry.exists) throw new CompanyError('companies/not-found');
    const data = entry.data() as InboxEntry;
    if (data.outcome !== 'held') return result(data.outcome, data.reason, data.batchId);
    tx.update(entryRef, { outcome: 'discarded', review: { action: 'discarded', by: caller.uid, at: now } });
    return result('discarded', data.reason);
  });
  if (outcome.outcome === 'discarded') await deleteHeld(caller.accountId, key);
  return outcome;
}

async function release(db: Firestore, caller: Caller, key: string, domain: string, now: number): Promise<ReviewHeldMessageResult> {
  const account = db.doc(`accounts/${caller.accountId}`);
  const entryRef = account.collection('inbox').doc(key);
  const first = await entryRef.get();
  if (!first.exists) throw new CompanyError('companies/not-found');
  const before = first.data() as InboxEntry;
  if (before.outcome !== 'held' && !(before.outcome === 'processed' && before.review?.action === 'released')) {
    return result(before.outcome, before.reason, before.batchId);
  }
  // The raw text is deleted once a release has uploaded everything: nothing is left to finish.
  // Two releases at once: the other may have finished and deleted it since the entry was read,
  // so a missing text is answered with what the entry says now.
  const raw = await readHeld(caller.accountId, key).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  });
  if (!raw) {
    const current = (await entryRef.get()).data() as InboxEntry | undefined;
    if (current && current.outcome !== 'held') return result(current.outcome, current.reason, current.batchId);
    throw new Error(`held message ${key} has no stored text`);
  }
  const { message, attachments } = await parseMessage(raw, domain);
  const found: MessageFiles = await messageFiles(attachments);
  const target = { accountId: caller.accountId, companyId: before.companyId };

  const outcome = await runTransaction(db, async (tx) => {
    const [accountDoc, entry, company] = await readDocs(tx, account, entryRef, account.collection('companies').doc(before.companyId));
    requireActiveAccount(accountDoc);
    const data = entry.data() as InboxEntry;
    if (data.outcome !== 'held') return result(data.outcome, data.reason, data.batchId);
    if (!company.exists) throw new CompanyError('companies/not-found');
    const refusal = companyRefusal(company, accountDoc, now, { intakeMustBeOn: false });
    if (refusal) return result('held', refusal);
    const unusable = filesRefusal(found);
    if (unusable || !found.ok) {
      const reason = unusable?.reason ?? 'intake/too-large';
      tx.update(entryRef, { outcome: 'refused', reason, files: unusable?.files ?? [], skipped: unusable?.skipped ?? [], review: { action: 'released', by: caller.uid, at: now } });
      return result('refused', reason);
    }
    const batch = emailBatch(target, key, message, found.files, now);
    tx.create(account.collection('batches').doc(batch.batchId), batch.data);
    tx.update(entryRef, {
      outcome: 'processed',
      reason: null,
      batchId: batch.batchId,
      files: found.files.map((file) => file.name).slice(0, 60),
      skipped: found.skipped.slice(0, 60),
      review: { action: 'released', by: caller.uid, at: now },
    });
    return result('processed', null, batch.batchId);
  });
  if (outcome.outcome === 'processed' && outcome.batchId && found.ok) {
    const batch = await account.collection('batches').doc(outcome.batchId).get();
    await uploadFiles({ ...target, batchId: outcome.batchId }, (batch.get('fileIds') ?? []) as string[], found.files, message);
  }
  if (outcome.outcome === 'processed' || outcome.outcome === 'refused') await deleteHeld(caller.accountId, key);
  return outcome;
}

export function reviewHeldMessage(db: Firestore, caller: Caller, request: Request, domain: string, now = Date.now()): Promise<ReviewHeldMessageResult> {
  return request.action === 'discard' ? discard(db, caller, request.inboxId, now) : release(db, caller, request.inboxId, domain, now);
}
