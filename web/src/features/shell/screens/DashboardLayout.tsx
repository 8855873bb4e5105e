import { Outlet, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/use-session';
import { markProfileLanguage } from '../../../lib/i18n/language';
import { ProfileLanguageSync, useSaveProfileLanguage } from '../api/use-profile-language';
import { Header } from '../components/Header';
import { Sidebar } from '../components/Sidebar';

interface DashboardLayoutProps {
  /** The header search, composed by the route (features do not import each other). */
  search: ReactNode;
  /** Runs before signing out, e.g. to forget what this device mirrored. */
  beforeSignOut?: () => Promise<void>;
  /** In-app notices shown wherever the person is (e.g. a bank session finished), composed by the route. */
  notices?: ReactNode;
}

export function DashboardLayout(props: DashboardLayoutProps) {
  const { user, claims } = useSession();
  // The _authed guard lets no signed-out user get here.
  return user ? <SignedInLayout uid={user.uid} email={user.email ?? ''} clientUser={claims.role === 'client'} {...props} /> : null;
}

function SignedInLayout({ uid, email, clientUser, search, beforeSignOut, notices }: DashboardLayoutProps & { uid: string; email: string; clientUser: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const saveLanguage = useSaveProfileLanguage(uid);

  const leave = async () => {
    // The next person on this device must not inherit an unsaved language choice.
    markProfileLanguage(null);
    await beforeSignOut?.();
    await signOut();
    await navigate({ to: '/sign-in' });
  };

  return (
    <div className="layout">
      <ProfileLanguageSync uid={uid} />
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Sidebar />
      <div className="layout-main">
        <Header email={email} clientUser={clientUser} search={search} onLanguageChange={saveLanguage} onSignOut={() => void leave()} />
        <main id="content" tabIndex={-1}>
          <Suspense fallback={<p className="page muted">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {notices}
    </div>
  );
}
