import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function Sidebar() {
  const { t } = useTranslation('shell');
  return (
    <nav className="sidebar" aria-label={t('nav.label')}>
      <p className="brand">Factoría</p>
      <ul>
        <li>
          <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
            {t('nav.dashboard')}
          </Link>
        </li>
        <li>
          <Link to="/invoices" activeProps={{ 'aria-current': 'page' }}>
            {t('nav.invoices')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
