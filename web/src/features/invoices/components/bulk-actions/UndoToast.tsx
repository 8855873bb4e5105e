import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkNotice {
  text: string;
  tone: 'success' | 'error';
  /** Present when the action can be undone from the toast. */
  undo?: (() => void) | undefined;
}

/** How long a notice (and its Undo) stays: long enough to notice a mistake and reach the button. */
const VISIBLE_MS = 12_000;

/** The outcome of a bulk action at the bottom of the screen, with Undo where the action allows it. */
export function UndoToast({ notice, onDismiss }: { notice: BulkNotice | null; onDismiss: () => void }) {
  const { t } = useTranslation('invoices');
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(onDismiss, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} aria-live="polite" className="undo-toast-region">
      {notice && (
        <div className="undo-toast" data-testid="bulk-notice">
          <span>{notice.text}</span>
          {notice.undo && (
            <button type="button" onClick={notice.undo}>
              {t('bulk.undo')}
            </button>
          )}
          <button type="button" onClick={onDismiss} aria-label={t('bulk.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
