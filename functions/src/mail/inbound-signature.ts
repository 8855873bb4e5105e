/**
 * The signature of an inbound mail post: HMAC-SHA256 with the shared secret over
 * `<timestamp>.<raw body>`, hex, with the timestamp (Unix seconds) in a header of its own. A
 * post older or newer than MAX_SKEW_SECONDS is refused, and a signature is accepted once (the
 * receiver records it), so a captured post cannot be replayed. The local SMTP server
 * (scripts/lib/mail-stack.ts) signs the same way; README "Mail" shows how to sign from a relay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-factoria-signature';
export const TIMESTAMP_HEADER = 'x-factoria-timestamp';
export const MAX_SKEW_SECONDS = 300;

export function signInbound(secret: string, timestamp: number, body: Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type SignatureCheck = 'ok' | 'mail/unsigned' | 'mail/bad-signature' | 'mail/stale';

export function checkInbound(secret: string, headers: { signature?: string; timestamp?: string }, body: Uint8Array, nowMs: number): SignatureCheck {
  if (!secret || !headers.signature || !headers.timestamp) return 'mail/unsigned';
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return 'mail/unsigned';
  const expected = Buffer.from(signInbound(secret, timestamp, body), 'hex');
  const given = Buffer.from(headers.signature.replace(/^sha256=/, ''), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mail/bad-signature';
  return Math.abs(nowMs / 1000 - timestamp) > MAX_SKEW_SECONDS ? 'mail/stale' : 'ok';
}
