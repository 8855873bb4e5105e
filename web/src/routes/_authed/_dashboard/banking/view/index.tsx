import { createFileRoute } from '@tanstack/react-router';
import { BankSessionsScreen } from '../../../../../features/banking/screens/BankSessionsScreen';

export const Route = createFileRoute('/_authed/_dashboard/banking/view/')({
  component: BankSessionsScreen,
});
