/**
 * A raw MIME message read with mailparser: its sender, subject, Message-ID, the intake-domain
 * recipients (envelope headers first, then To and Cc) and its attachments. Used on arrival
 * (receive-mail.ts) and when staff release a held message (review-held-message.ts).
 */
import type { AddressObject, ParsedMail } from 'mailparser';
import type { ReceivedMessage } from './inbox-entry';
import type { Attachment } from './message-files';

/** Recipients the local SMTP server saw in the envelope (Bcc included), added as a header. */
export const ENVELOPE_HEADER = 'x-factoria-envelope-to';

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

function headerList(parsed: ParsedMail, name: string): string[] {
  const value = parsed.headers.get(name);
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
  return text.split(/[,\s]+/).map((entry) => entry.replace(/^<|>$/g, '')).filter((entry) => entry.includes('@'));
}

function received(parsed: ParsedMail, domain: string): ReceivedMessage {
  const all = [
    ...headerList(parsed, ENVELOPE_HEADER),
    ...headerList(parsed, 'delivered-to'),
    ...headerList(parsed, 'x-original-to'),
    ...addresses(parsed.to),
    ...addresses(parsed.cc),
  ].map((address) => address.trim().toLowerCase());
  return {
    from: parsed.from?.value[0]?.address?.toLowerCase() ?? '',
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? null,
    recipients: [...new Set(all.filter((address) => address.endsWith(`@${domain.toLowerCase()}`)))],
  };
}

export async function parseMessage(raw: Uint8Array, domain: string): Promise<{ message: ReceivedMessage; attachments: Attachment[] }> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(Buffer.from(raw), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  return {
    message: received(parsed, domain),
    attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: new Uint8Array(attachment.content) })),
  };
}
