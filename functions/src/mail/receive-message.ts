/**
 * What becomes of one received message (signature already checked, receive-mail.ts). The company
 * is found by the recipient's intake address; a message whose company has intake off or is not
 * active, without a usable attachment, over a bound or over the plan's monthly limit is refused,
 * one from a sender the company does not allow is held (its raw text kept for review, which
 * review-held-message.ts does), and the rest becomes ONE upload batch of the company, its files
 * uploaded where and as the web app uploads them, so the upload trigger and the extraction task
 * process them unchanged (accept-message.ts). Every outcome is recorded in
 * `accounts/{a}/inbox/{key}` with its reason; the key makes a second delivery of the same message
 * change nothing (except finishing uploads a failure interrupted).
 */
import { senderAllowed, type CompanyIntake, type InboxReason } from '@factoria/domain/records/email-intake.schema';
import { db, storage } from '../lib/admin';
import { companyRefusal, emailBatch, filesRefusal, heldMessagePath, uploadFiles, type Target } from './accept-message';
import { inboxEntry, type ReceivedMessage } from './inbox-entry';
import { intakeIndexRef } from './intake-address';
import { messageFiles, type Attachment } from './message-files';

export interface Receipt {
  outcome: 'processed' | 'held' | 'refused' | 'duplicate';
  reason: InboxReason | null;
  accountId: string | null;
  inboxId: string;
  batchId: string | null;
}

async function findCompany(recipients: readonly string[]): Promise<Target | null> {
  for (const address of recipients.slice(0, 20)) {
    const index = await intakeIndexRef(db(), address).get();
    if (index.exists) return { accountId: index.get('accountId') as string, companyId: index.get('companyId') as string };
  }
  return null;
}

export async function receiveMessage(message: ReceivedMessage, attachments: readonly Attachment[], key: string, raw: Uint8Array, now = Date.now()): Promise<Receipt> {
  const target = await findCompany(message.recipients);
  if (!target) {
    // No account to record it in: the refusal is kept apart (functions only) and answered.
    await db().collection('inboundRefused').doc(key).set({ ...message, reason: 'intake/unknown-address', receivedAt: now });
    return { outcome: 'refused', reason: 'intake/unknown-address', accountId: null, inboxId: key, batchId: null };
  }
  const account = db().doc(`accounts/${target.accountId}`);
  const inboxRef = account.collection('inbox').doc(key);
  const receipt = (outcome: Receipt['outcome'], reason: InboxReason | null, batchId: string | null = null): Receipt => ({
    outcome, reason, accountId: target.accountId, inboxId: key, batchId,
  });
  const [previous, accountDoc, company] = await db().getAll(inboxRef, account, account.collection('companies').doc(target.companyId));
  const found = await messageFiles(attachments);
  if (previous!.exists) {
    // The same message again: nothing new, but uploads an interrupted first delivery left undone.
    const batchId = previous!.get('batchId') as string | null;
    if (batchId && found.ok) {
      const batch = await account.collection('batches').doc(batchId).get();
      await uploadFiles({ ...target, batchId }, (batch.get('fileIds') ?? []) as string[], found.files, message);
    }
    return receipt('duplicate', previous!.get('reason') as InboxReason | null, batchId);
  }
  const record = (outcome: 'held' | 'refused', reason: InboxReason, files: string[] = [], skipped: string[] = []) =>
    inboxRef.create(inboxEntry(target.companyId, message, outcome, reason, { receivedAt: now, files, skipped })).then(() => receipt(outcome, reason));
  if (!company!.exists) return record('refused', 'intake/unknown-address');
  const refusal = companyRefusal(company!, accountDoc!, now, { intakeMustBeOn: true });
  if (refusal) return record('refused', refusal);
  const intake = company!.get('intake') as CompanyIntake;
  if (!senderAllowed(intake.allowedSenders ?? [], message.from)) {
    await storage().bucket().file(heldMessagePath(target.accountId, key)).save(Buffer.from(raw), { resumable: false, contentType: 'message/rfc822' });
    return record('held', 'intake/sender-not-allowed');
  }
  const unusable = filesRefusal(found);
  if (unusable || !found.ok) return record('refused', unusable?.reason ?? 'intake/too-large', unusable?.files, unusable?.skipped);

  const { batchId, fileIds, data } = emailBatch(target, key, message, found.files, now);
  const write = db().batch();
  write.create(inboxRef, inboxEntry(target.companyId, message, 'processed', null, { receivedAt: now, batchId, files: found.files.map((file) => file.name), skipped: found.skipped }));
  write.create(account.collection('batches').doc(batchId), data);
  await write.commit();
  await uploadFiles({ ...target, batchId }, fileIds, found.files, message);
  return receipt('processed', null, batchId);
}
