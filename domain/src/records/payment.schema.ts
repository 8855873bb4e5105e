/** A payment recorded in the account's history (`accounts/{a}/payments/{p}`); written by functions. */
import * as v from 'valibot';

/** The spec's price of one company slot beyond the plan's limit, in cents. */
export const EXTRA_COMPANY_SLOT_CENTS = 15_000;

export const PaymentSchema = v.object({
  kind: v.picklist(['extra-company-slot', 'subscription']),
  amountCents: v.pipe(v.number(), v.integer()),
  currency: v.literal('EUR'),
  /** For an extra slot: how many slots it bought. */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: v.number(),
  createdBy: v.string(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;
