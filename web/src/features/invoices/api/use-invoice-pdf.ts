import { getDownloadURL, ref } from 'firebase/storage';
import { useEffect, useState } from 'react';
import { storage } from '../../../lib/firebase/storage';

export type InvoicePdfUrl = { status: 'loading'; data: undefined } | { status: 'success'; data: string } | { status: 'error'; data: undefined };

/**
 * A download URL for the invoice's PDF (storage.rules: staff, or a client of its company).
 * Asked of Storage here rather than through reactfire's hook, so that reactfire does not bring
 * the Storage SDK into the first load of every screen (vite.config.ts, docs/decisions/2001).
 */
export function useInvoicePdfUrl(storagePath: string): InvoicePdfUrl {
  const [result, setResult] = useState<{ path: string; url: InvoicePdfUrl }>({ path: storagePath, url: { status: 'loading', data: undefined } });
  useEffect(() => {
    let current = true;
    getDownloadURL(ref(storage, storagePath)).then(
      (url) => current && setResult({ path: storagePath, url: { status: 'success', data: url } }),
      () => current && setResult({ path: storagePath, url: { status: 'error', data: undefined } }),
    );
    return () => {
      current = false;
    };
  }, [storagePath]);
  // Another path than the answer's: its own answer is on its way.
  return result.path === storagePath ? result.url : { status: 'loading', data: undefined };
}
