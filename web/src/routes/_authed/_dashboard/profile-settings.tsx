import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsLayout } from '../../../features/profile-settings/screens/ProfileSettingsLayout';

export const Route = createFileRoute('/_authed/_dashboard/profile-settings')({
  component: ProfileSettingsLayout,
});
