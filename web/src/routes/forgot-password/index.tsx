import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../features/auth/screens/ForgotPasswordScreen';

export const Route = createFileRoute('/forgot-password/')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const navigate = Route.useNavigate();
  return <ForgotPasswordScreen onSent={(email) => void navigate({ to: '/forgot-password/check-email', search: { email } })} />;
}
