import { createFileRoute } from '@tanstack/react-router';
import { ClientScreen } from '../../../../features/clients/screens/ClientScreen';

export const Route = createFileRoute('/_authed/_dashboard/clients/$id')({
  component: ClientRoute,
});

function ClientRoute() {
  const { id } = Route.useParams();
  return <ClientScreen companyId={id} />;
}
