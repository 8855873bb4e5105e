import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { forgetMirror, useMirrorSync } from '../../features/search/api/use-mirror-sync';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { DashboardLayout } from '../../features/shell/screens/DashboardLayout';
import { useSession } from '../../lib/auth/use-session';

export const Route = createFileRoute('/_authed/_dashboard')({
  component: DashboardRoute,
});

// Composes the shell with the search (features do not import each other).
function DashboardRoute() {
  const { claims } = useSession();
  const navigate = useNavigate();
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
  return <DashboardLayout search={search} beforeSignOut={forgetMirror} />;
}
