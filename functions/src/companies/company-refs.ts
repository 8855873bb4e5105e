import type { Firestore } from 'firebase-admin/firestore';

/**
 * The documents a company operation touches. `companyTaxIds/{taxId}` indexes the tax ids of an
 * agency's companies: creating it inside the transaction makes two concurrent creates with the
 * same tax id collide, which a query alone cannot guarantee.
 */
export function companyRefs(db: Firestore, accountId: string) {
  const account = db.doc(`accounts/${accountId}`);
  return {
    account,
    companies: account.collection('companies'),
    company: (companyId: string) => account.collection('companies').doc(companyId),
    notes: (companyId: string) => account.collection('companyNotes').doc(companyId),
    taxIdIndex: (taxId: string) => account.collection('companyTaxIds').doc(taxId),
    payment: (paymentId: string) => account.collection('payments').doc(paymentId),
  };
}
