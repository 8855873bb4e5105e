import { createFileRoute } from '@tanstack/react-router';
import { MyAccountScreen } from '../../../../features/profile-settings/screens/MyAccountScreen';

export const Route = createFileRoute('/_authed/_dashboard/profile-settings/')({
  component: MyAccountScreen,
});
