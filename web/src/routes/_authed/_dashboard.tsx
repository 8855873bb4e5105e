import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { forgetMirror, useMirrorSync } from '../../features/search/api/use-mirror-sync';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { DashboardLayout } from '../../features/shell/screens/DashboardLayout';
import { useSession } from '../../lib/auth/use-session';
import { loadNamespaces } from '../../lib/i18n/i18n';
import { useModule } from '../../lib/lazy/use-module';

// Loaded apart from the first screen: a notice can wait for the app to be up.
const loadBankNotices = () => import('../../features/banking/components/BankNotices');

export const Route = createFileRoute('/_authed/_dashboard')({
  // The shell's namespaces (the search, and the bank notices for staff) with the screen's own.
  loader: ({ context }) => loadNamespaces('search', ...(context.session.claims.role === 'client' ? [] : (['banking'] as const))),
  component: DashboardRoute,
});

// Composes the shell with the search (features do not import each other).
function DashboardRoute() {
  const { user, claims } = useSession();
  const navigate = useNavigate();
  // Bank sessions are staff work: client users get no bank notices.
  const staff = claims.role !== 'client';
  const { module: bankNotices } = useModule(loadBankNotices, staff);
  useMirrorSync(claims.accountId, claims.companyId ?? null);
  const search = (
    <HeaderSearch
      accountId={claims.accountId}
      onOpenCompany={(company) =>
        void (claims.role === 'client'
          ? navigate({ to: '/invoices', search: { company: company.id } })
          : navigate({ to: '/clients/$id', params: { id: company.id } }))
      }
      onOpenInvoice={(invoice) =>
        void navigate({ to: '/invoices/$companyId/$invoiceId', params: { companyId: invoice.companyId, invoiceId: invoice.id } })
      }
    />
  );
  const notices = bankNotices && user && claims.accountId && staff ? <bankNotices.BankNotices accountId={claims.accountId} uid={user.uid} /> : null;
  return <DashboardLayout search={search} beforeSignOut={forgetMirror} notices={notices} />;
}
