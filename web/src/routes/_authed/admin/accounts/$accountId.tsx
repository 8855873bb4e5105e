import { createFileRoute } from '@tanstack/react-router';
import { AccountDetailScreen } from '../../../../features/admin/screens/AccountDetailScreen';

export const Route = createFileRoute('/_authed/admin/accounts/$accountId')({
  component: AccountDetailRoute,
});

function AccountDetailRoute() {
  const { accountId } = Route.useParams();
  return <AccountDetailScreen accountId={accountId} />;
}
