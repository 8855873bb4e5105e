/**
 * The inbound mail endpoint (issue 17, DESIGN.md section 13): an inbound provider, or locally the
 * intake SMTP server (scripts/lib/mail-stack.ts), posts each raw MIME message here, signed with
 * the shared secret (inbound-signature.ts). Unsigned, wrongly signed, stale and replayed posts are
 * refused before anything is read; a signed message is parsed (mailparser) and handed to
 * receiveMessage, which records its outcome. Answers 200 with {outcome, reason} for every
 * message it recorded, held or refused included (a provider must not retry those).
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { checkInbound, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './inbound-signature';
import { messageKey } from './inbox-entry';
import { inboundSecret, intakeDomain } from './mail-config';
import { parseMessage } from './parse-message';
import { receiveMessage } from './receive-message';

/** Bigger posts are refused unread (the local SMTP server refuses them first). */
export const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

export const receiveMail = onRequest(
  { region: REGION, secrets: [inboundSecret], memory: '1GiB', timeoutSeconds: 120, cors: false },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).json({ code: 'mail/method-not-allowed' });
      return;
    }
    const raw = new Uint8Array(request.rawBody ?? Buffer.alloc(0));
    if (raw.byteLength > MAX_MESSAGE_BYTES) {
      logger.warn(logMessages.mailRefused, { code: 'mail/too-large', bytes: raw.byteLength });
      response.status(413).json({ code: 'mail/too-large' });
      return;
    }
    const check = checkInbound(inboundSecret.value(), { signature: request.get(SIGNATURE_HEADER), timestamp: request.get(TIMESTAMP_HEADER) }, raw, Date.now());
    if (check !== 'ok') {
      logger.warn(logMessages.mailRefused, { code: check });
      response.status(401).json({ code: check });
      return;
    }
    // A signature is good once: the post itself, replayed, is refused.
    const post = db().collection('inboundPosts').doc(createHash('sha256').update(request.get(SIGNATURE_HEADER) ?? '').digest('hex'));
    try {
      await post.create({ receivedAt: Date.now() });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 6) throw error;
      logger.warn(logMessages.mailRefused, { code: 'mail/replayed' });
      response.status(409).json({ code: 'mail/replayed' });
      return;
    }
    try {
      const { message, attachments } = await parseMessage(raw, intakeDomain.value());
      const key = messageKey(message, attachments.map((attachment) => attachment.content), raw);
      let receipt;
      try {
        receipt = await receiveMessage(message, attachments, key, raw);
      } catch (error) {
        // The same message delivered twice at the same moment: the other delivery recorded it.
        if ((error as { code?: unknown }).code !== 6) throw error;
        receipt = { outcome: 'duplicate', reason: null, accountId: null, inboxId: key, batchId: null };
      }
      logger.info(logMessages.mailReceived, { ...receipt, attachments: attachments.length });
      response.status(200).json(receipt);
    } catch (error) {
      // Not handled: the post may be sent again (a provider retries), so its signature is freed.
      await post.delete();
      throw error;
    }
  },
);
