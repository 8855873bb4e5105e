import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAgency } from './agency-builder.ts';

/** An agency that finished its setup and waits for the administrator, so the admin views have work. */
export const pendingDemo = {
  accountId: 'demo-pending-agency',
  owner: { email: 'pending@factoria.test', password: 'factoria-pending', username: 'Marta Pendiente' },
} as const;

export async function seedPendingAgency(app: App): Promise<void> {
  await createAgency(app, {
    accountId: pendingDemo.accountId,
    name: 'Gestoría Pendiente SL',
    status: 'pending-approval',
    owner: pendingDemo.owner,
    plan: null,
  });
  await getFirestore(app).doc(`accounts/${pendingDemo.accountId}`).update({ clientCount: 25, reportTime: '08:30' });
}
