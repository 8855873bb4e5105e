import { createFileRoute } from '@tanstack/react-router';
import { ReportSettingsScreen } from '../../../../features/profile-settings/screens/ReportSettingsScreen';

export const Route = createFileRoute('/_authed/_dashboard/profile-settings/report-settings')({
  component: ReportSettingsScreen,
});
