import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { NavItem } from './NavItem';

/**
 * The main navigation, in the spec's order: dashboard, clients, invoices, reports, bank
 * statements, storage. A feature adds its section with one NavItem line in that order; the
 * labels (nav.*) are already in the shell namespace.
 */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const { claims } = useSession();
  return (
    <nav className="sidebar" aria-label={t('nav.label')}>
      <Link to="/" className="brand">
        Factoría
      </Link>
      {/* A client company's app user reaches only its company's invoices (lib/auth/landing.ts). */}
      {claims.role === 'client' ? (
        <ul>
          <NavItem to="/invoices" icon="invoices" label={t('nav.invoices')} />
          <NavItem to="/chat" icon="chat" label={t('nav.chat')} />
        </ul>
      ) : (
        <ul>
          <NavItem to="/" exact icon="dashboard" label={t('nav.dashboard')} />
          <NavItem to="/clients" icon="clients" label={t('nav.clients')} />
          <NavItem to="/invoices" icon="invoices" label={t('nav.invoices')} />
          <NavItem to="/reports" icon="reports" label={t('nav.reports')} />
          <NavItem to="/banking/view" icon="bank" label={t('nav.banking')} />
          <NavItem to="/storage" icon="storage" label={t('nav.storage')} />
          <NavItem to="/supplier-profiles" icon="user" label={t('nav.suppliers')} />
          <NavItem to="/chat" icon="chat" label={t('nav.chat')} />
        </ul>
      )}
    </nav>
  );
}
