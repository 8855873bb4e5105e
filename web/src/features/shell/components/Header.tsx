import type { Language } from '@factoria/domain/records/account.schema';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { OfflineIndicator } from './OfflineIndicator';
import { SubscriptionMenu } from './SubscriptionMenu';

interface HeaderProps {
  email: string;
  /** A client company's app user has no subscription and no agency settings. */
  clientUser: boolean;
  search: ReactNode;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
}

export function Header({ email, clientUser, search, onLanguageChange, onSignOut }: HeaderProps) {
  return (
    <header className="header">
      <div className="header-search">{search}</div>
      <OfflineIndicator />
      <LanguageSwitch onChange={onLanguageChange} />
      {!clientUser && <SubscriptionMenu />}
      <AccountMenu email={email} agencySettings={!clientUser} onSignOut={onSignOut} />
    </header>
  );
}
