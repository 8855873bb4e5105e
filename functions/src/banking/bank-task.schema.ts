import * as v from 'valibot';

/** What the queued-session trigger hands to the processBankSession task. */
export const BankTaskSchema = v.object({
  accountId: v.string(),
  sessionId: v.string(),
  /** Epoch ms when the session was queued: the start of "upload to done". */
  queuedAt: v.number(),
});
export type BankTask = v.InferOutput<typeof BankTaskSchema>;
