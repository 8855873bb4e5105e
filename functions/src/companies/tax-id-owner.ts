import type { Transaction } from 'firebase-admin/firestore';
import type { companyRefs } from './company-refs';

/**
 * The company of the agency that already holds `taxId`, if any: by its index document (the
 * one concurrent transactions collide on) and by a query, which also finds companies written
 * before the index existed (seed data, imports).
 */
export async function taxIdOwner(
  tx: Transaction,
  refs: ReturnType<typeof companyRefs>,
  taxId: string,
  except: string | null = null,
): Promise<string | null> {
  // One after the other: see lib/transactions.ts.
  const index = await tx.get(refs.taxIdIndex(taxId));
  const matches = await tx.get(refs.companies.where('taxId', '==', taxId).limit(2));
  const indexed = index.exists ? (index.get('companyId') as string) : null;
  if (indexed && indexed !== except) {
    // An index left by a company that no longer exists does not block the tax id.
    const holder = matches.docs.find((doc) => doc.id === indexed);
    if (holder) return indexed;
  }
  return matches.docs.find((doc) => doc.id !== except)?.id ?? null;
}
