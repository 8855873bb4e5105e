import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StorageTabs } from '../components/StorageTabs';
import { useStorageUser } from '../model/use-storage-user';
import '../storage.css';

/** Storage: every file, invoices, other documents and the trash, one tab each. */
export function StorageLayout() {
  const { t } = useTranslation('storage');
  const user = useStorageUser();
  return (
    <div className="page stack">
      <h1>{t('title')}</h1>
      <StorageTabs showDeleted={user?.canManage ?? false} />
      <Outlet />
    </div>
  );
}
