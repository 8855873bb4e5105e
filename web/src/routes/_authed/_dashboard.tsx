import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../../features/shell/screens/DashboardLayout';

export const Route = createFileRoute('/_authed/_dashboard')({
  component: DashboardLayout,
});
