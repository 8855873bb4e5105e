import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { forgetMirror, useMirrorSync } from '../../features/search/api/use-mirror-sync';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { DashboardLayout } from '../../features/shell/screens/DashboardLayout';
import { useSession } from '../../lib/auth/use-session';

// Loaded apart from the first screen: a notice can wait for the app to be up.
const BankNotices = lazy(() => import('../../features/banking/components/BankNotices').then((module) => ({ default: module.BankNotices })));

export const Route = createFileRoute('/_authed/_dashboard')({
  component: DashboardRoute,
});

// Composes the shell with the search (features do not import each other).
function DashboardRoute() {
  const { user, claims } = useSession();
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
  // Bank sessions are staff work: client users get no bank notices.
  const notices =
    user && claims.accountId && claims.role !== 'client' ? (
      <Suspense fallback={null}>
        <BankNotices accountId={claims.accountId} uid={user.uid} />
      </Suspense>
    ) : null;
  return <DashboardLayout search={search} beforeSignOut={forgetMirror} notices={notices} />;
}
