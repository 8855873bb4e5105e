import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import type { BulkAction } from './use-bulk-actions';

interface BulkActionsBarProps {
  count: number;
  /** Every row the filters match. */
  matching: number;
  busy: BulkAction | null;
  /** False when there is no other company to move to. */
  canMove: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onExport: () => void;
  onReview: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** Above the list while rows are selected: how many, select all that match, clear, and the actions. */
export function BulkActionsBar(props: BulkActionsBarProps) {
  const { t } = useTranslation('invoices');
  const { count, matching, busy } = props;
  if (count === 0) return null;
  return (
    <section className="bulk-bar" aria-label={t('bulk.label')}>
      <span className="bulk-bar-count" role="status">
        {t('bulk.selected', { count })}
      </span>
      {count < matching && (
        <button type="button" className="link-button" onClick={props.onSelectAll}>
          {t('bulk.selectAllMatching', { count: matching })}
        </button>
      )}
      <button type="button" className="link-button" onClick={props.onClear}>
        {t('bulk.clear')}
      </button>
      <div className="bulk-bar-actions">
        <Button variant="secondary" onClick={props.onExport} disabled={busy !== null}>
          {t('bulk.export')}
        </Button>
        <Button variant="secondary" onClick={props.onReview} busy={busy === 'review'} disabled={busy !== null}>
          {t('bulk.markReviewed')}
        </Button>
        {props.canMove && (
          <Button variant="secondary" onClick={props.onMove} busy={busy === 'move'} disabled={busy !== null}>
            {t('bulk.move')}
          </Button>
        )}
        <Button variant="danger" onClick={props.onDelete} busy={busy === 'delete'} disabled={busy !== null}>
          {t('bulk.delete')}
        </Button>
      </div>
    </section>
  );
}
