import { AccountStatusSchema, PlanSchema } from '@factoria/domain/records/account.schema';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import * as v from 'valibot';
import { schemaConverter } from '../../../lib/firebase/converter';

/** The part of the account the clients screens need: its state, plan and company usage. */
const AccountAllowanceSchema = v.object({
  status: AccountStatusSchema,
  plan: v.nullable(PlanSchema),
  usage: v.object({ companies: v.number() }),
});
export type AccountAllowance = v.InferOutput<typeof AccountAllowanceSchema>;

const allowanceConverter = schemaConverter(AccountAllowanceSchema);

/** Live: a slot bought or a plan changed by the administrator updates the add button at once. */
export function useAccountAllowance(accountId: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'accounts', accountId).withConverter(allowanceConverter));
}
