import { createFileRoute } from '@tanstack/react-router';
import { ClientSetupScreen } from '../../features/setup/screens/ClientSetupScreen';

// Signed in, outside the dashboard template; the _authed guard decides who may be here.
export const Route = createFileRoute('/_authed/client-setup')({
  component: ClientSetupScreen,
});
