import { createFileRoute } from '@tanstack/react-router';
import { SentryTestScreen } from '../features/sentry-test/screens/SentryTestScreen';

export const Route = createFileRoute('/sentry-test')({
  component: SentryTestScreen,
});
