import { useTranslation } from 'react-i18next';

interface DraftNoticeProps {
  /** The invoice was saved by someone since the draft was typed. */
  outdated: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Unsaved changes from an earlier visit (offline, or before a reload): restore or discard. */
export function DraftNotice({ outdated, onRestore, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation('invoices');
  return (
    <div className="notice-inline" role="status">
      <p>{outdated ? t('draft.outdated') : t('draft.found')}</p>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onRestore}>
          {t('draft.restore')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDiscard}>
          {t('draft.discard')}
        </button>
      </div>
    </div>
  );
}
