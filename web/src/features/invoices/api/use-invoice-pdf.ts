import { ref } from 'firebase/storage';
import { useStorageDownloadURL } from 'reactfire';
import { storage } from '../../../lib/firebase/storage';

/** A download URL for the invoice's PDF (storage.rules: staff, or a client of its company). */
export function useInvoicePdfUrl(storagePath: string) {
  return useStorageDownloadURL(ref(storage, storagePath));
}
