import { Link, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { Menu } from '../../../components/ui/Menu';

// The settings screens belong to the accounts feature; linked by path, the way features link
// to each other's screens.
const SETTINGS = {
  companyInfo: '/profile-settings/company-info',
  myAccount: '/profile-settings',
  reportSettings: '/profile-settings/report-settings',
} as const;

export function AccountMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
  };
  return (
    <Menu
      label={t('account.menu', { email })}
      button={
        <>
          <Icon name="user" />
          <span className="menu-button-text">{email}</span>
          <Icon name="chevron" size={16} />
        </>
      }
    >
      {(['companyInfo', 'myAccount', 'reportSettings'] as const).map((item) => (
        <a key={item} role="menuitem" tabIndex={-1} href={SETTINGS[item]} onClick={follow}>
          {t(`account.${item}`)}
        </a>
      ))}
      <Link role="menuitem" tabIndex={-1} to="/faq">
        {t('account.faq')}
      </Link>
      <button role="menuitem" tabIndex={-1} type="button" onClick={onSignOut}>
        {t('account.signOut')}
      </button>
    </Menu>
  );
}
