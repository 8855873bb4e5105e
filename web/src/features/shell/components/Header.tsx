import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/use-session';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <header className="header">
      <span className="muted" data-testid="signed-in-as">
        {user?.email}
      </span>
      <LanguageSwitch />
      <button
        type="button"
        className="button button-ghost"
        onClick={async () => {
          await signOut();
          await navigate({ to: '/sign-in' });
        }}
      >
        {t('account.signOut')}
      </button>
    </header>
  );
}
