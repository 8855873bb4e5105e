import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../../features/dashboard/screens/DashboardScreen';

export const Route = createFileRoute('/_authed/_dashboard/')({
  component: DashboardScreen,
});
