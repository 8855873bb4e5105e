import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../../../features/profile-settings/screens/ChangePasswordScreen';

export const Route = createFileRoute('/_authed/_dashboard/profile-settings/change-password')({
  component: ChangePasswordScreen,
});
