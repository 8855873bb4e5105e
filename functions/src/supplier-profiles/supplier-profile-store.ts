/**
 * The agency's supplier profiles in Firestore (`accounts/{a}/supplierProfiles/{taxId}`, issue 19):
 * read where an invoice is recorded or corrected, and written in the same atomic write as the
 * invoice. What a saved invoice teaches is the domain's learnSupplier; how a profile weighs on a
 * new invoice is applySupplierProfile.
 */
import { type SupplierProfile, SupplierProfileSchema } from '@factoria/domain/suppliers/supplier-profile.schema';
import type { DocumentReference, DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import * as v from 'valibot';

export function supplierProfileRef(account: DocumentReference, taxIdKey: string): DocumentReference {
  return account.collection('supplierProfiles').doc(taxIdKey);
}

/** The stored profile, or null when there is none (or it no longer has the shape this code reads). */
export function profileOf(snapshot: DocumentSnapshot | null): SupplierProfile | null {
  if (!snapshot?.exists) return null;
  const parsed = v.safeParse(SupplierProfileSchema, snapshot.data());
  return parsed.success ? parsed.output : null;
}

/**
 * Writes the learned profile in a batch that must not overwrite another writer's learning: over
 * the profile as it was read (refused with FAILED_PRECONDITION if it changed since), or created
 * (refused with ALREADY_EXISTS if another file created it first). The caller tries again.
 */
export function writeLearnedInBatch(batch: WriteBatch, snapshot: DocumentSnapshot, next: SupplierProfile): void {
  if (snapshot.exists) batch.update(snapshot.ref, next, { lastUpdateTime: snapshot.updateTime! });
  else batch.create(snapshot.ref, next);
}

/** In a transaction the read already guards the write. */
export function writeLearnedInTransaction(tx: Transaction, ref: DocumentReference, next: SupplierProfile): void {
  tx.set(ref, next);
}
