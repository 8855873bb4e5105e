import { createFileRoute } from '@tanstack/react-router';
import { CompanyInfoScreen } from '../../../../features/profile-settings/screens/CompanyInfoScreen';

export const Route = createFileRoute('/_authed/_dashboard/profile-settings/company-info')({
  component: CompanyInfoScreen,
});
