import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailScreen } from '../../features/setup/screens/ChangeEmailScreen';

// Signed in, outside the dashboard template; the _authed guard decides who may be here.
export const Route = createFileRoute('/_authed/change-email')({
  component: ChangeEmailScreen,
});
