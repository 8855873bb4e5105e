import { Link, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import '../settings.css';

/** Settings with its children: my account, company info, change password, report settings. */
export function ProfileSettingsLayout() {
  const { t } = useTranslation('settings');
  const current = { 'aria-current': 'page' } as const;
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <nav aria-label={t('tabs.label')}>
        <ul className="settings-tabs">
          <li>
            <Link to="/profile-settings" activeOptions={{ exact: true }} activeProps={current}>
              {t('tabs.account')}
            </Link>
          </li>
          <li>
            <Link to="/profile-settings/company-info" activeProps={current}>
              {t('tabs.company')}
            </Link>
          </li>
          <li>
            <Link to="/profile-settings/change-password" activeProps={current}>
              {t('tabs.password')}
            </Link>
          </li>
          <li>
            <Link to="/profile-settings/report-settings" activeProps={current}>
              {t('tabs.report')}
            </Link>
          </li>
        </ul>
      </nav>
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        <Outlet />
      </Suspense>
    </div>
  );
}
