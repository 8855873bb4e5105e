import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/screens/AdminLayout';

// Only the administrator gets here: the _authed guard checks the `admin` claim (lib/auth/landing.ts);
// every mutation is a callable that checks it again on the server.
export const Route = createFileRoute('/_authed/admin')({
  component: AdminLayout,
});
