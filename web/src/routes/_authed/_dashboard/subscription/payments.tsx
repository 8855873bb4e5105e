import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistoryScreen } from '../../../../features/subscription/screens/PaymentHistoryScreen';

export const Route = createFileRoute('/_authed/_dashboard/subscription/payments')({
  component: PaymentHistoryScreen,
});
