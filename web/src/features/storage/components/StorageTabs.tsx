import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The storage sections; the trash is for the agency's staff only. */
export function StorageTabs({ showDeleted }: { showDeleted: boolean }) {
  const { t } = useTranslation('storage');
  const current = { 'aria-current': 'page' } as const;
  return (
    <nav className="storage-tabs" aria-label={t('tabs.label')}>
      <Link to="/storage" activeOptions={{ exact: true, includeSearch: false }} activeProps={current}>
        {t('tabs.all')}
      </Link>
      <Link to="/storage/invoices" activeOptions={{ includeSearch: false }} activeProps={current}>
        {t('tabs.invoices')}
      </Link>
      <Link to="/storage/documents" activeOptions={{ includeSearch: false }} activeProps={current}>
        {t('tabs.documents')}
      </Link>
      {showDeleted && (
        <Link to="/storage/deleted" activeOptions={{ includeSearch: false }} activeProps={current}>
          {t('tabs.deleted')}
        </Link>
      )}
    </nav>
  );
}
