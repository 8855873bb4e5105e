import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { Menu } from '../../../components/ui/Menu';

interface AccountMenuProps {
  email: string;
  /** Company info and report settings belong to the agency's staff. */
  agencySettings: boolean;
  onSignOut: () => void;
}

export function AccountMenu({ email, agencySettings, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu
      label={t('account.menu')}
      button={
        <>
          <Icon name="user" />
          <span className="visually-hidden">{t('account.menu')}: </span>
          <span className="menu-button-text">{email}</span>
          <Icon name="chevron" size={16} />
        </>
      }
    >
      {agencySettings && (
        <Link role="menuitem" tabIndex={-1} to="/profile-settings/company-info">
          {t('account.companyInfo')}
        </Link>
      )}
      <Link role="menuitem" tabIndex={-1} to="/profile-settings" activeOptions={{ exact: true }}>
        {t('account.myAccount')}
      </Link>
      {agencySettings && (
        <Link role="menuitem" tabIndex={-1} to="/profile-settings/report-settings">
          {t('account.reportSettings')}
        </Link>
      )}
      <Link role="menuitem" tabIndex={-1} to="/faq">
        {t('account.faq')}
      </Link>
      <button role="menuitem" tabIndex={-1} type="button" onClick={onSignOut}>
        {t('account.signOut')}
      </button>
    </Menu>
  );
}
