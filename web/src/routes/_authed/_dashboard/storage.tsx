import { createFileRoute } from '@tanstack/react-router';
import { StorageLayout } from '../../../features/storage/screens/StorageLayout';

export const Route = createFileRoute('/_authed/_dashboard/storage')({
  component: StorageLayout,
});
