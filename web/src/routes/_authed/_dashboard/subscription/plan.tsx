import { createFileRoute } from '@tanstack/react-router';
import { PlanScreen } from '../../../../features/subscription/screens/PlanScreen';

export const Route = createFileRoute('/_authed/_dashboard/subscription/plan')({
  component: PlanScreen,
});
