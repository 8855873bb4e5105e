import { createFileRoute } from '@tanstack/react-router';
import { FinishSetupScreen } from '../../features/setup/screens/FinishSetupScreen';

// Signed in, outside the dashboard template; the _authed guard decides who may be here.
export const Route = createFileRoute('/_authed/finish-setup')({
  component: FinishSetupScreen,
});
