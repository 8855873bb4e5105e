/**
 * Invoices by email (issue 17, DESIGN.md section 13). A company with intake on has an address
 * of its own, `<random>@<intake domain>`, unguessable and stable until the agency regenerates it
 * (which revokes the old one). `intakeAddresses/{address}` -> {accountId, companyId} finds the
 * company of a message in one read; both are written by functions only (setEmailIntake).
 * Every received message is recorded in `accounts/{a}/inbox/{id}` with its outcome.
 */
import * as v from 'valibot';

export const MAX_ALLOWED_SENDERS = 20;

/** An address (`ana@proveedor.es`) or a whole domain (`proveedor.es` or `@proveedor.es`). */
const senderPattern = /^(?:[^\s@]+@)?@?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export const AllowedSenderSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(senderPattern, 'intake/invalid-sender'),
  v.maxLength(254, 'intake/invalid-sender'),
);

export const SetEmailIntakeRequestSchema = v.object({
  companyId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  enabled: v.boolean(),
  /** Empty: every sender is accepted. */
  allowedSenders: v.pipe(v.array(AllowedSenderSchema), v.maxLength(MAX_ALLOWED_SENDERS, 'intake/too-many-senders')),
  /** A new address; the old one stops receiving at once. */
  regenerate: v.boolean(),
});
export type SetEmailIntakeRequest = v.InferInput<typeof SetEmailIntakeRequestSchema>;
export interface SetEmailIntakeResult {
  address: string | null;
}

/** `accounts/{a}/companies/{c}.intake`, written by setEmailIntake only. */
export const CompanyIntakeSchema = v.object({
  enabled: v.boolean(),
  address: v.nullable(v.string()),
  allowedSenders: v.array(v.string()),
  updatedAt: v.number(),
});
export type CompanyIntake = v.InferOutput<typeof CompanyIntakeSchema>;

/** `intakeAddresses/{address}`. */
export interface IntakeAddressIndex {
  accountId: string;
  companyId: string;
  createdAt: number;
}

/** Whether `from` may send to a company with this allow-list (empty: anyone). */
export function senderAllowed(allowedSenders: readonly string[], from: string): boolean {
  if (allowedSenders.length === 0) return true;
  const address = from.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return allowedSenders.some((entry) => {
    const rule = entry.startsWith('@') ? entry.slice(1) : entry;
    return rule.includes('@') ? rule === address : domain === rule || domain.endsWith(`.${rule}`);
  });
}

/** `discarded`: a held message the agency's staff threw away (its raw text is deleted). */
export const INBOX_OUTCOMES = ['processed', 'held', 'refused', 'discarded'] as const;
export type InboxOutcome = (typeof INBOX_OUTCOMES)[number];

/** Why a message did not become (only) a batch; the web app translates each (`clients` namespace). */
export const INBOX_REASONS = [
  'intake/unknown-address',
  'intake/intake-off',
  'intake/company-not-active',
  'intake/sender-not-allowed',
  'intake/no-attachment',
  'intake/monthly-limit',
  'intake/no-subscription',
  'intake/too-many-files',
  'intake/too-large',
] as const;
export type InboxReason = (typeof INBOX_REASONS)[number];

/** `accounts/{a}/inbox/{id}`: one received message and what became of it. Functions only. */
export const InboxEntrySchema = v.object({
  companyId: v.string(),
  from: v.string(),
  subject: v.string(),
  messageId: v.nullable(v.string()),
  receivedAt: v.number(),
  outcome: v.picklist(INBOX_OUTCOMES),
  reason: v.nullable(v.picklist(INBOX_REASONS)),
  /** The batch the message became, when processed. */
  batchId: v.nullable(v.string()),
  /** Names of the attachments taken as invoices, and of those left out (not PDF or XML). */
  files: v.array(v.string()),
  skipped: v.array(v.string()),
  /** Who released or discarded a held message, and when (absent on a message never held). */
  review: v.optional(v.nullable(v.object({ action: v.picklist(['released', 'discarded']), by: v.string(), at: v.number() }))),
});
export type InboxEntry = v.InferOutput<typeof InboxEntrySchema>;

/** Staff release a held message (processed as if its sender were allowed) or discard it. */
export const ReviewHeldMessageRequestSchema = v.object({
  inboxId: v.pipe(v.string(), v.regex(/^[a-f0-9]{40}$/)),
  action: v.picklist(['release', 'discard']),
});
export type ReviewHeldMessageRequest = v.InferInput<typeof ReviewHeldMessageRequestSchema>;
/**
 * What became of the message: `processed` with its batch (also when it already was: releasing
 * twice makes one batch), `discarded`, `refused` (its attachments cannot be processed: reason),
 * or still `held` with the reason it cannot be processed now (company not active, monthly limit).
 */
export interface ReviewHeldMessageResult {
  outcome: InboxOutcome;
  reason: InboxReason | null;
  batchId: string | null;
}
