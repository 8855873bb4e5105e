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
      onOpenCompany={(company) => void navigate({ to: '/invoices', search: { company: company.id } })}
      onOpenInvoice={(invoice) => void navigate({ to: '/invoices', search: { company: invoice.companyId } })}
    />
  );
  return <DashboardLayout search={search} beforeSignOut={forgetMirror} />;
}
