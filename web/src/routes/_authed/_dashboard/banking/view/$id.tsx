import { createFileRoute } from '@tanstack/react-router';
import { BankSessionScreen } from '../../../../../features/banking/screens/BankSessionScreen';

export const Route = createFileRoute('/_authed/_dashboard/banking/view/$id')({
  component: BankSessionRoute,
});

function BankSessionRoute() {
  const { id } = Route.useParams();
  return <BankSessionScreen sessionId={id} />;
}
