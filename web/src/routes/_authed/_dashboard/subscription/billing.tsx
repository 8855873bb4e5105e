import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../../../../features/subscription/screens/BillingScreen';

export const Route = createFileRoute('/_authed/_dashboard/subscription/billing')({
  component: BillingScreen,
});
