/**
 * Writes the shipped FAQ to `faq/{id}`, in one batch: each entry is replaced by the shipped
 * text, so running it again changes nothing but `updatedAt`, and entries that are no longer
 * shipped are removed.
 */
import { FAQ_ID_PATTERN, FaqEntrySchema, type FaqEntry } from '@factoria/domain/records/faq.schema';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { FAQ_ENTRIES, type FaqSeedEntry } from './faq-entries';

export async function seedFaq(db: Firestore, entries: readonly FaqSeedEntry[] = FAQ_ENTRIES, now = Date.now()): Promise<number> {
  const faq = db.collection('faq');
  const existing = await faq.listDocuments();
  const batch = db.batch();
  const shipped = new Set<string>();
  entries.forEach((entry, order) => {
    if (!FAQ_ID_PATTERN.test(entry.id)) throw new Error(`invalid FAQ id: ${entry.id}`);
    const record: FaqEntry = v.parse(FaqEntrySchema, { order, en: entry.en, es: entry.es, updatedAt: now });
    batch.set(faq.doc(entry.id), record);
    shipped.add(entry.id);
  });
  for (const document of existing) if (!shipped.has(document.id)) batch.delete(document);
  await batch.commit();
  return entries.length;
}
