import { createFileRoute } from '@tanstack/react-router';
import { FaqListScreen } from '../../../../features/faq/screens/FaqListScreen';

export const Route = createFileRoute('/_authed/_dashboard/faq/')({
  component: FaqListScreen,
});
