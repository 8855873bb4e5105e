/**
 * The bytes of a stored file, read through Storage with the user's credentials (getBlob), so
 * storage.rules decide every read and no long-lived download URL ever leaves the app.
 */
import { getBlob, ref } from 'firebase/storage';
import { storage } from '../../../lib/firebase/storage';
import { saveBlob } from '../../../lib/files/save-blob';

export function fetchFileBlob(storagePath: string): Promise<Blob> {
  return getBlob(ref(storage, storagePath));
}

/** Saves a stored file on the user's device under its original name. */
export async function downloadFile(storagePath: string, name: string): Promise<void> {
  const blob = await fetchFileBlob(storagePath);
  saveBlob(blob, name);
}
