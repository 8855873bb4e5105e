/**
 * Delivery of one `mail/{id}` document, the way the "Trigger Email from Firestore" extension
 * does it: claim it (PROCESSING, attempts + 1), send, record SUCCESS with the server's answer or
 * the error. A failed attempt is retried automatically up to MAX_ATTEMPTS, with a growing pause,
 * by writing state RETRY (which triggers the next attempt); after that it stays ERROR, and an
 * operator may set `delivery.state` to RETRY to try again.
 */
import { MailSchema } from '@factoria/domain/records/mail.schema';
import type { DocumentReference } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transactions';
import { mailFrom } from './mail-config';
import { smtpTransport } from './transport';

export const MAX_ATTEMPTS = 3;
/** A claim older than this is another run that died: it may be taken over. */
const LEASE_MS = 60_000;

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** Whether a written mail document asks for an attempt: new (no delivery yet) or marked RETRY. */
export function wantsDelivery(data: Record<string, unknown> | undefined): boolean {
  if (!data) return false;
  const delivery = data.delivery as { state?: DeliveryState; leaseExpireTime?: number } | undefined;
  return !delivery || delivery.state === 'PENDING' || delivery.state === 'RETRY';
}

async function claim(ref: DocumentReference): Promise<number | null> {
  return runTransaction(db(), async (transaction) => {
    const snapshot = await transaction.get(ref);
    const delivery = snapshot.get('delivery') as { state?: DeliveryState; attempts?: number; leaseExpireTime?: number } | undefined;
    const now = Date.now();
    const expired = delivery?.state === 'PROCESSING' && (delivery.leaseExpireTime ?? 0) < now;
    if (!snapshot.exists || (!wantsDelivery(snapshot.data()) && !expired)) return null;
    const attempts = (delivery?.attempts ?? 0) + 1;
    transaction.update(ref, {
      delivery: { state: 'PROCESSING', attempts, startTime: now, leaseExpireTime: now + LEASE_MS, error: null, sentAt: null },
    });
    return attempts;
  });
}

export function retryPauseMs(attempts: number): number {
  return 2000 * 2 ** (attempts - 1);
}

export async function deliverMail(ref: DocumentReference): Promise<DeliveryState | null> {
  const attempts = await claim(ref);
  if (attempts === null) return null;
  const snapshot = await ref.get();
  const parsed = v.safeParse(MailSchema, snapshot.data());
  if (!parsed.success) {
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.error': 'mail/invalid-document', 'delivery.endTime': Date.now() });
    return 'ERROR';
  }
  const mail = parsed.output;
  try {
    const info = await (await smtpTransport()).sendMail({
      from: mailFrom.value(),
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
    });
    const now = Date.now();
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.sentAt': now,
      'delivery.endTime': now,
      'delivery.info': { messageId: info.messageId ?? null, accepted: (info.accepted ?? []).map(String), rejected: (info.rejected ?? []).map(String), response: info.response ?? null },
    });
    return 'SUCCESS';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const again = attempts < MAX_ATTEMPTS;
    if (again) await new Promise((resolve) => setTimeout(resolve, retryPauseMs(attempts)));
    await ref.update({ 'delivery.state': again ? 'RETRY' : 'ERROR', 'delivery.error': message.slice(0, 500), 'delivery.endTime': Date.now() });
    return again ? 'RETRY' : 'ERROR';
  }
}
