/**
 * Saves the editable fields of a company (never its status, creation date or counters). A new
 * tax id moves the company's entry in the tax-id index in the same transaction, so two
 * companies of one agency never end up with the same tax id. "Receive invoices by email" turned
 * on or off there changes the company's intake as setEmailIntake does (its address and allowed
 * senders kept; the first time on, an address is generated), in the same transaction.
 */
import type { CompanyInput } from '@factoria/domain/records/company-input.schema';
import type { CompanyNotes } from '@factoria/domain/records/company.schema';
import type { CompanyIntake } from '@factoria/domain/records/email-intake.schema';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { requireActiveAccount } from './account-checks';
import type { Caller } from './caller';
import { CompanyError } from './company-error';
import { companyRefs } from './company-refs';
import { taxIdOwner } from './tax-id-owner';
import { readDocs, runTransaction } from '../lib/transactions';
import { changeIntake } from '../mail/set-email-intake';

export async function updateCompany(
  db: Firestore,
  caller: Caller,
  request: { companyId: string; company: CompanyInput },
  intakeDomain: string,
  now = Date.now(),
): Promise<void> {
  const refs = companyRefs(db, caller.accountId);
  const companyRef = refs.company(request.companyId);
  const input = request.company;
  await runTransaction(db, async (tx) => {
    const [account, company] = await readDocs(tx, refs.account, companyRef);
    requireActiveAccount(account);
    if (!company.exists) throw new CompanyError('companies/not-found');
    const previousTaxId = company.get('taxId') as string;
    const taxIdChanged = previousTaxId !== input.taxId;
    if (taxIdChanged) {
      if (await taxIdOwner(tx, refs, input.taxId, companyRef.id)) {
        throw new CompanyError('companies/duplicate-tax-id', { taxId: 'companies/duplicate-tax-id' });
      }
      const oldIndex = await tx.get(refs.taxIdIndex(previousTaxId));
      if (oldIndex.get('companyId') === companyRef.id) tx.delete(oldIndex.ref);
      tx.set(refs.taxIdIndex(input.taxId), { companyId: companyRef.id });
    }
    const intake = (company.get('intake') ?? null) as CompanyIntake | null;
    const intakeChanged = input.emailIntake.enabled !== (intake?.enabled ?? false);
    // Field paths, not whole maps: other functions keep their own keys under appUser (e.g. the
    // invitation of the app user).
    tx.update(companyRef, {
      name: input.name,
      taxId: input.taxId,
      invoiceTypes: input.invoiceTypes,
      equivalenceSurcharge: input.equivalenceSurcharge,
      irpf: input.irpf,
      ...(intakeChanged
        ? {
            intake: changeIntake(
              tx, db, { accountId: caller.accountId, companyRef }, intake,
              { enabled: input.emailIntake.enabled, allowedSenders: intake?.allowedSenders ?? [], regenerate: false }, intakeDomain, now,
            ),
          }
        : {}),
      'appUser.enabled': input.appUser.enabled,
      'appUser.email': input.appUser.email,
      // Notes live in companyNotes (staff only); a company written before that loses its copy.
      notes: FieldValue.delete(),
    });
    tx.set(refs.notes(companyRef.id), { notes: input.notes } satisfies CompanyNotes);
  });
}
