import { useEffect, useState } from 'react';
import { fetchFileBlob } from './file-content';

export type FileBytes =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; url: string; source: { data: Uint8Array } };

/** A stored file's bytes for a preview: an object URL (images) and the bytes (PDF viewer). */
export function useFileBytes(storagePath: string | null): FileBytes {
  const [state, setState] = useState<FileBytes>({ status: storagePath ? 'loading' : 'idle' });
  useEffect(() => {
    if (!storagePath) return undefined;
    let url: string | null = null;
    let cancelled = false;
    fetchFileBlob(storagePath).then(
      async (blob) => {
        const data = new Uint8Array(await blob.arrayBuffer());
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, source: { data } });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [storagePath]);
  return state;
}
