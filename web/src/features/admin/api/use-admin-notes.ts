import { NoteSchema } from '@factoria/domain/records/note.schema';
import { collectionGroup, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const noteConverter = schemaConverter(NoteSchema);

/** Notes and issue reports about scanned invoices from every agency, newest first. */
export function useAdminNotes(status: 'open' | 'resolved') {
  const firestore = useFirestore();
  return useFirestoreCollectionData(
    query(
      collectionGroup(firestore, 'notes').withConverter(noteConverter),
      where('status', '==', status),
      orderBy('createdAt', 'desc'),
      limit(500),
    ),
  );
}
