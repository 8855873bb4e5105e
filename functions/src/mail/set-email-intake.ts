/**
 * Turns a company's intake on or off, sets its allowed senders and (on request, or the first
 * time it is turned on) gives it a new address: the old address's index entry is deleted in the
 * same transaction, so it stops receiving at once. Turning intake off keeps the address (it is
 * stable): messages to it are then recorded as refused, and turning it on again reuses it.
 * The company callables use `changeIntake` too, in their own transactions, for the form's
 * "receive invoices by email" switch.
 */
import type { CompanyIntake, IntakeAddressIndex, SetEmailIntakeRequest } from '@factoria/domain/records/email-intake.schema';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { requireActiveAccount } from '../companies/account-checks';
import type { Caller } from '../companies/caller';
import { CompanyError } from '../companies/company-error';
import { companyRefs } from '../companies/company-refs';
import { readDocs, runTransaction } from '../lib/transactions';
import { intakeIndexRef, newIntakeAddress } from './intake-address';

type Change = Pick<Required<SetEmailIntakeRequest>, 'enabled' | 'allowedSenders' | 'regenerate'>;

/**
 * The company's new intake and the index writes it needs (after every read of the transaction).
 * The caller writes the returned value to the company's `intake`.
 */
export function changeIntake(
  tx: Transaction,
  db: Firestore,
  target: { accountId: string; companyRef: DocumentReference },
  previous: CompanyIntake | null,
  change: Change,
  domain: string,
  now: number,
): CompanyIntake {
  let address = previous?.address ?? null;
  if (change.regenerate || (change.enabled && !address)) {
    if (address) tx.delete(intakeIndexRef(db, address));
    address = newIntakeAddress(domain);
    tx.create(intakeIndexRef(db, address), { accountId: target.accountId, companyId: target.companyRef.id, createdAt: now } satisfies IntakeAddressIndex);
  }
  return { enabled: change.enabled, address, allowedSenders: change.allowedSenders, updatedAt: now };
}

export async function setEmailIntake(
  db: Firestore,
  caller: Caller,
  request: Required<SetEmailIntakeRequest>,
  domain: string,
  now = Date.now(),
): Promise<string | null> {
  const refs = companyRefs(db, caller.accountId);
  const companyRef = refs.company(request.companyId);
  return runTransaction(db, async (tx) => {
    const [account, company] = await readDocs(tx, refs.account, companyRef);
    requireActiveAccount(account);
    if (!company.exists) throw new CompanyError('companies/not-found');
    const previous = (company.get('intake') ?? null) as CompanyIntake | null;
    const intake = changeIntake(tx, db, { accountId: caller.accountId, companyRef }, previous, request, domain, now);
    tx.update(companyRef, { intake });
    return intake.address;
  });
}
