import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { FileQuery, SortKey } from '../model/file-query';

/** Records a list loads at a time; "show more" adds as many again. */
export const PAGE_SIZE = 300;

/** Clicking the sorted column flips its order; another column starts in its natural order. */
export function nextSort(query: FileQuery, column: SortKey): Partial<FileQuery> {
  if (query.sort === column) return { direction: query.direction === 'asc' ? 'desc' : 'asc' };
  const newestFirst = column === 'uploadedAt' || column === 'deletedAt' || column === 'size';
  return { sort: column, direction: newestFirst ? 'desc' : 'asc' };
}

interface ListFooterProps {
  loading: boolean;
  total: number;
  shown: number;
  max: number;
  onMore: () => void;
  empty: 'list.empty' | 'list.emptyDeleted';
}

/** Loading, empty and "no match" states, and "show more" when the page is full. */
export function ListFooter({ loading, total, shown, max, onMore, empty }: ListFooterProps) {
  const { t } = useTranslation('storage');
  if (loading) return <p className="muted">{t('loading', { ns: 'common' })}</p>;
  return (
    <>
      {total === 0 && <p className="muted">{t(empty)}</p>}
      {total > 0 && shown === 0 && <p className="muted">{t('list.noMatch')}</p>}
      {total >= max && (
        <div className="row">
          <p className="muted">{t('list.showing', { count: total })}</p>
          <Button variant="secondary" onClick={onMore}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </>
  );
}
