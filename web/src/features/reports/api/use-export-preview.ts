import type { ExportPreview, ExportRequest } from '@factoria/domain/records/export.schema';
import { httpsCallable } from 'firebase/functions';
import { useEffect, useState } from 'react';
import { functions } from '../../../lib/firebase/functions';

export type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'success'; preview: ExportPreview };

/**
 * How many invoices the export would include, counted by the server from the same selection as
 * the export (`previewExport`), whenever the request changes or after an export (`version`).
 * A request still being typed (null) counts nothing; an older answer never replaces a newer one.
 */
export function useExportPreview(request: ExportRequest | null, version: number): PreviewState {
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string | null; version: number; value: PreviewState }>({ key: null, version, value: { status: 'idle' } });
  useEffect(() => {
    if (!key) return;
    let current = true;
    // A short pause while dates are typed, so each keystroke does not ask the server.
    const timer = window.setTimeout(() => {
      httpsCallable<unknown, ExportPreview>(functions, 'previewExport')(JSON.parse(key)).then(
        (result) => current && setState({ key, version, value: { status: 'success', preview: result.data } }),
        () => current && setState({ key, version, value: { status: 'error' } }),
      );
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, version]);
  if (!key) return { status: 'idle' };
  return state.key === key && state.version === version ? state.value : { status: 'loading' };
}
