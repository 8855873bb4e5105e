/**
 * An agency's supplier profiles held in memory: the command line's learning mode and the
 * benchmark keep one for a run, the way Firestore keeps them per agency. Saving an invoice
 * (untouched or corrected) goes through learnSupplier, as the review screen's save does.
 */
import type { InvoiceData } from '../invoice/invoice.schema';
import { learnedSupplierKey, learnSupplier, type ReadInvoice } from './learn-supplier';
import { type SupplierProfile, supplierProfileKey } from './supplier-profile.schema';

export class SupplierMemory {
  private readonly byTaxId = new Map<string, SupplierProfile>();

  constructor(profiles: readonly SupplierProfile[] = []) {
    for (const profile of profiles) this.byTaxId.set(profile.taxId, profile);
  }

  profiles(): SupplierProfile[] {
    return [...this.byTaxId.values()];
  }

  /** The profile of a printed tax id, if the agency has saved an invoice of that supplier. */
  get(taxId: string | null | undefined): SupplierProfile | undefined {
    const key = supplierProfileKey(taxId);
    return key ? this.byTaxId.get(key) : undefined;
  }

  /** Saves one invoice: what the engine read and, when the user changed it, the correction. */
  save(invoice: ReadInvoice, correction?: InvoiceData, now = Date.now()): SupplierProfile | null {
    const key = learnedSupplierKey(invoice, correction);
    if (!key) return null;
    const next = learnSupplier(this.byTaxId.get(key) ?? null, invoice, correction, now);
    if (next) this.byTaxId.set(key, next);
    return next;
  }
}
