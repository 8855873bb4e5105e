import { createFileRoute } from '@tanstack/react-router';
import { AddBankSessionScreen } from '../../../../features/banking/screens/AddBankSessionScreen';

export const Route = createFileRoute('/_authed/_dashboard/banking/add')({
  component: AddBankSessionScreen,
});
