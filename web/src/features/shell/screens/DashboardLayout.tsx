import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '../components/Header';
import { Sidebar } from '../components/Sidebar';

export function DashboardLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="layout">
      <Sidebar />
      <div className="layout-main">
        <Header />
        <main id="content">
          <Suspense fallback={<p className="page muted">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
