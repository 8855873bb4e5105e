import { FAQ_ID_PATTERN } from '@factoria/domain/records/faq.schema';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { FaqEntryScreen } from '../../../../features/faq/screens/FaqEntryScreen';

export const Route = createFileRoute('/_authed/_dashboard/faq/$id')({
  beforeLoad: ({ params }) => {
    if (!FAQ_ID_PATTERN.test(params.id)) throw notFound();
  },
  component: FaqEntryRoute,
});

function FaqEntryRoute() {
  const { id } = Route.useParams();
  return <FaqEntryScreen id={id} />;
}
