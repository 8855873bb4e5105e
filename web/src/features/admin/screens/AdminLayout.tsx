import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { signOut } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/use-session';
import '../admin.css';

/** The super administrator's own template: accounts, companies awaiting activation, notes. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const navigate = useNavigate();
  const current = { 'aria-current': 'page' } as const;
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <p className="brand">{t('brand')}</p>
        <nav aria-label={t('nav.label')}>
          <ul>
            <li>
              <Link to="/admin/accounts" activeProps={current}>
                {t('nav.accounts')}
              </Link>
            </li>
            <li>
              <Link to="/admin/companies" activeProps={current}>
                {t('nav.companies')}
              </Link>
            </li>
            <li>
              <Link to="/admin/notes" activeProps={current}>
                {t('nav.notes')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="admin-header-end">
          <span className="muted">{user?.email}</span>
          <LanguageSwitch />
          <button
            type="button"
            className="button button-ghost"
            onClick={async () => {
              await signOut();
              await navigate({ to: '/sign-in' });
            }}
          >
            {t('signOut')}
          </button>
        </div>
      </header>
      <main id="content" className="page stack">
        <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
