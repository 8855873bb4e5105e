/**
 * Outgoing email, queued as a `mail/{id}` document in the format of the Firebase "Trigger
 * Email" extension, which sends it in production (docs/decisions/0005). Written by functions
 * only; locally tests read the queue. Auth's own emails (verification, password reset, email
 * change) are sent by Firebase Auth instead.
 */
import * as v from 'valibot';

export const MailSchema = v.object({
  to: v.array(v.string()),
  message: v.object({ subject: v.string(), text: v.string(), html: v.string() }),
  /** What the mail is about, for tests and auditing: e.g. `invitation`, `daily-report`. */
  kind: v.string(),
  accountId: v.nullable(v.string()),
  createdAt: v.number(),
  /** Written by the sending function (functions/src/mail/delivery.ts), as the extension does. */
  delivery: v.optional(
    v.object({
      state: v.picklist(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY']),
      attempts: v.number(),
      error: v.nullable(v.string()),
      sentAt: v.nullable(v.number()),
    }),
  ),
});
export type Mail = v.InferOutput<typeof MailSchema>;
