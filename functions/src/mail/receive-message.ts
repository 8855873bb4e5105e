/**
 * What becomes of one received message (signature already checked, receive-mail.ts). The company
 * is found by the recipient's intake address; a message whose company has intake off or is not
 * active, without a usable attachment, over a bound or over the plan's monthly limit is refused,
 * one from a sender the company does not allow is held (its raw text kept for review), and the
 * rest becomes ONE upload batch of the company, its files uploaded where and as the web app
 * uploads them, so the upload trigger and the extraction task process them unchanged. Every
 * outcome is recorded in `accounts/{a}/inbox/{key}` with its reason; the key makes a second
 * delivery of the same message change nothing (except finishing uploads a failure interrupted).
 */
import { MAX_FILES_PER_UPLOAD, newBatch } from '@factoria/domain/records/batch.schema';
import { senderAllowed, type CompanyIntake, type InboxReason } from '@factoria/domain/records/email-intake.schema';
import { invoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { remainingInvoices } from '@factoria/domain/records/upload-quota';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db, storage } from '../lib/admin';
import { quotaAccount } from '../invoices/admission';
import { inboxEntry, type ReceivedMessage } from './inbox-entry';
import { intakeIndexRef } from './intake-address';
import { messageFiles, type Attachment, type MessageFile } from './message-files';

export const EMAIL_UPLOADER = 'email';

export interface Receipt {
  outcome: 'processed' | 'held' | 'refused' | 'duplicate';
  reason: InboxReason | null;
  accountId: string | null;
  inboxId: string;
  batchId: string | null;
}

async function findCompany(recipients: readonly string[]) {
  for (const address of recipients.slice(0, 20)) {
    const index = await intakeIndexRef(db(), address).get();
    if (index.exists) return { accountId: index.get('accountId') as string, companyId: index.get('companyId') as string };
  }
  return null;
}

function refusalOf(company: DocumentSnapshot, account: DocumentSnapshot, now: number): InboxReason | null {
  const intake = (company.get('intake') ?? null) as CompanyIntake | null;
  if (!intake?.enabled) return 'intake/intake-off';
  if (company.get('status') !== 'active') return 'intake/company-not-active';
  const quota = quotaAccount(account);
  if (!quota.plan) return 'intake/no-subscription';
  return remainingInvoices(quota, new Date(now)) > 0 ? null : 'intake/monthly-limit';
}

async function uploadFiles(ids: { accountId: string; companyId: string; batchId: string }, fileIds: readonly string[], files: readonly MessageFile[], message: ReceivedMessage) {
  const bucket = storage().bucket();
  await Promise.all(
    files.map(async (file, index) => {
      const fileId = fileIds[index]!;
      const object = bucket.file(invoiceObjectPath({ ...ids, fileId }));
      const [exists] = await object.exists();
      if (exists) return;
      await object.save(Buffer.from(file.pdf), {
        resumable: false,
        contentType: 'application/pdf',
        metadata: {
          metadata: {
            batchId: ids.batchId,
            fileId,
            originalName: file.name,
            uploadedBy: EMAIL_UPLOADER,
            origin: 'email',
            emailFrom: message.from.slice(0, 300),
            emailSubject: message.subject.slice(0, 300),
          },
        },
      });
    }),
  );
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
  const refusal = refusalOf(company!, accountDoc!, now);
  if (refusal) return record('refused', refusal);
  const intake = company!.get('intake') as CompanyIntake;
  if (!senderAllowed(intake.allowedSenders ?? [], message.from)) {
    await storage().bucket().file(`accounts/${target.accountId}/inbox/${key}.eml`).save(Buffer.from(raw), { resumable: false, contentType: 'message/rfc822' });
    return record('held', 'intake/sender-not-allowed');
  }
  if (!found.ok) return record('refused', found.reason);
  const names = found.files.map((file) => file.name);
  if (found.files.length === 0) return record('refused', 'intake/no-attachment', [], found.skipped);
  if (found.files.length > MAX_FILES_PER_UPLOAD) return record('refused', 'intake/too-many-files', names, found.skipped);

  const batchId = `mail-${key.slice(0, 24)}`;
  const fileIds = found.files.map((_, index) => `${batchId}-${index}`);
  const write = db().batch();
  write.create(inboxRef, inboxEntry(target.companyId, message, 'processed', null, { receivedAt: now, batchId, files: names, skipped: found.skipped }));
  write.create(account.collection('batches').doc(batchId), {
    ...newBatch({ companyId: target.companyId, fileIds, createdBy: EMAIL_UPLOADER, createdAt: now }),
    email: { from: message.from.slice(0, 300), subject: message.subject.slice(0, 300), inboxId: key },
  });
  await write.commit();
  await uploadFiles({ ...target, batchId }, fileIds, found.files, message);
  return receipt('processed', null, batchId);
}
