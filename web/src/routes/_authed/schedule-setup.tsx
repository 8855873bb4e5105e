import { createFileRoute } from '@tanstack/react-router';
import { ScheduleSetupScreen } from '../../features/setup/screens/ScheduleSetupScreen';

// Signed in, outside the dashboard template; the _authed guard decides who may be here.
export const Route = createFileRoute('/_authed/schedule-setup')({
  component: ScheduleSetupScreen,
});
