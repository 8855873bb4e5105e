/**
 * The steps a received message takes once its sender is accepted, shared by its arrival
 * (receive-message.ts) and by staff releasing it from the held list (review-held-message.ts),
 * so a released message is admitted, batched and uploaded exactly as an allowed one would be.
 */
import { MAX_FILES_PER_UPLOAD, newBatch } from '@factoria/domain/records/batch.schema';
import type { CompanyIntake, InboxReason } from '@factoria/domain/records/email-intake.schema';
import { invoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { remainingInvoices } from '@factoria/domain/records/upload-quota';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storage } from '../lib/admin';
import { quotaAccount } from '../invoices/admission';
import type { ReceivedMessage } from './inbox-entry';
import type { MessageFile, MessageFiles } from './message-files';

export const EMAIL_UPLOADER = 'email';

export interface Target {
  accountId: string;
  companyId: string;
}

/** Where the raw text of a held message is kept until staff release or discard it. */
export function heldMessagePath(accountId: string, key: string): string {
  return `accounts/${accountId}/inbox/${key}.eml`;
}

/** Whether the company takes mail now. A release is the agency's own decision: intake may be off. */
export function companyRefusal(company: DocumentSnapshot, account: DocumentSnapshot, now: number, options: { intakeMustBeOn: boolean }): InboxReason | null {
  const intake = (company.get('intake') ?? null) as CompanyIntake | null;
  if (options.intakeMustBeOn && !intake?.enabled) return 'intake/intake-off';
  if (company.get('status') !== 'active') return 'intake/company-not-active';
  const quota = quotaAccount(account);
  if (!quota.plan) return 'intake/no-subscription';
  return remainingInvoices(quota, new Date(now)) > 0 ? null : 'intake/monthly-limit';
}

/** Why the message's attachments cannot become a batch, with what was found; null when they can. */
export function filesRefusal(found: MessageFiles): { reason: InboxReason; files: string[]; skipped: string[] } | null {
  if (!found.ok) return { reason: found.reason, files: [], skipped: [] };
  const names = found.files.map((file) => file.name);
  if (found.files.length === 0) return { reason: 'intake/no-attachment', files: [], skipped: found.skipped };
  if (found.files.length > MAX_FILES_PER_UPLOAD) return { reason: 'intake/too-many-files', files: names, skipped: found.skipped };
  return null;
}

/** The message's batch: its id follows from the message's key, so one message makes one batch. */
export function emailBatch(target: Target, key: string, message: ReceivedMessage, files: readonly MessageFile[], now: number) {
  const batchId = `mail-${key.slice(0, 24)}`;
  const fileIds = files.map((_, index) => `${batchId}-${index}`);
  const data = {
    ...newBatch({ companyId: target.companyId, fileIds, createdBy: EMAIL_UPLOADER, createdAt: now }),
    email: { from: message.from.slice(0, 300), subject: message.subject.slice(0, 300), inboxId: key },
  };
  return { batchId, fileIds, data };
}

/** Uploads the batch's files where and as the web app does; objects already stored are skipped. */
export async function uploadFiles(ids: Target & { batchId: string }, fileIds: readonly string[], files: readonly MessageFile[], message: ReceivedMessage) {
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
