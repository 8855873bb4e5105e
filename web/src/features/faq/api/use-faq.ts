import { FaqEntrySchema } from '@factoria/domain/records/faq.schema';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const converter = schemaConverter(FaqEntrySchema);

/** Every FAQ entry, in the order the seed gives them. */
export function useFaqEntries() {
  const firestore = useFirestore();
  return useFirestoreCollectionData(query(collection(firestore, 'faq').withConverter(converter), orderBy('order')));
}

export function useFaqEntry(id: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(firestore, 'faq', id).withConverter(converter));
}
