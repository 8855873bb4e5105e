import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { Menu } from '../../../components/ui/Menu';

export function SubscriptionMenu() {
  const { t } = useTranslation('shell');
  return (
    <Menu
      label={t('subscription.menu')}
      button={
        <>
          <Icon name="card" />
          <span className="menu-button-text menu-button-text-keep">{t('subscription.menu')}</span>
          <Icon name="chevron" size={16} />
        </>
      }
    >
      <Link role="menuitem" tabIndex={-1} to="/subscription/billing">
        {t('subscription.billing')}
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/subscription/plan">
        {t('subscription.plan')}
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/subscription/payments">
        {t('subscription.payments')}
      </Link>
    </Menu>
  );
}
