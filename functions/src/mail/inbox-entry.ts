/** The record of one received message (`accounts/{a}/inbox/{id}`) and the key that dedupes it. */
import { createHash } from 'node:crypto';
import type { InboxEntry, InboxOutcome, InboxReason } from '@factoria/domain/records/email-intake.schema';

export interface ReceivedMessage {
  from: string;
  subject: string;
  messageId: string | null;
  recipients: string[];
}

/**
 * The same message delivered twice (same Message-ID, same attachments) has the same key; a
 * message without a Message-ID is keyed by its whole raw text.
 */
export function messageKey(message: ReceivedMessage, attachments: readonly Uint8Array[], raw: Uint8Array): string {
  const hash = createHash('sha256');
  if (message.messageId) {
    hash.update(message.messageId);
    for (const digest of attachments.map((bytes) => createHash('sha256').update(bytes).digest('hex')).sort()) hash.update(digest);
  } else {
    hash.update(raw);
  }
  return hash.digest('hex').slice(0, 40);
}

export function inboxEntry(
  companyId: string,
  message: ReceivedMessage,
  outcome: InboxOutcome,
  reason: InboxReason | null,
  extra: { batchId?: string; files?: string[]; skipped?: string[]; receivedAt: number },
): InboxEntry {
  return {
    companyId,
    from: message.from.slice(0, 300),
    subject: message.subject.slice(0, 300),
    messageId: message.messageId?.slice(0, 300) ?? null,
    receivedAt: extra.receivedAt,
    outcome,
    reason,
    batchId: extra.batchId ?? null,
    files: (extra.files ?? []).slice(0, 60),
    skipped: (extra.skipped ?? []).slice(0, 60),
  };
}
