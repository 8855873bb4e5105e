import { ref } from 'firebase/storage';
import { useStorage, useStorageDownloadURL } from 'reactfire';

/** A download URL for the invoice's PDF (storage.rules: staff, or a client of its company). */
export function useInvoicePdfUrl(storagePath: string) {
  const storage = useStorage();
  return useStorageDownloadURL(ref(storage, storagePath));
}
