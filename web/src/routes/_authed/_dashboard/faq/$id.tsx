import { createFileRoute } from '@tanstack/react-router';
import { FaqEntryScreen } from '../../../../features/faq/screens/FaqEntryScreen';

export const Route = createFileRoute('/_authed/_dashboard/faq/$id')({
  component: FaqEntryRoute,
});

function FaqEntryRoute() {
  const { id } = Route.useParams();
  return <FaqEntryScreen id={id} />;
}
