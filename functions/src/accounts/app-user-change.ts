/**
 * A company document changed: when its `appUser` changed (or it appeared or went away), bring
 * its app user in step. Other writes (counters, names) return without reading anything. The
 * sync is idempotent, so a retried trigger repeats nothing already done.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminAuth, db, storage } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { appUrl } from './config';
import { storageTokenStore } from './client-users/storage-token-store';
import { type CompanyAppUser, syncClientUser } from './client-users/sync-client-user';

function appUserOf(data: DocumentData | undefined): CompanyAppUser | null {
  if (!data) return null;
  const appUser = (data.appUser ?? {}) as { enabled?: unknown; email?: unknown };
  return {
    name: typeof data.name === 'string' ? data.name : '',
    enabled: appUser.enabled === true,
    email: typeof appUser.email === 'string' ? appUser.email : null,
  };
}

export async function syncAppUserIfChanged(
  target: { accountId: string; companyId: string },
  beforeData: DocumentData | undefined,
  afterData: DocumentData | undefined,
): Promise<void> {
  const before = appUserOf(beforeData);
  const after = appUserOf(afterData);
  if (before?.enabled === after?.enabled && before?.email === after?.email && (before === null) === (after === null)) return;
  const files = storage();
  const downloads = storageTokenStore(files, files.app.options.credential);
  const outcome = await syncClientUser({ db: db(), auth: adminAuth(), appUrl: appUrl.value(), downloads }, target, after);
  logger.info(logMessages.clientUserSynced, { ...target, outcome });
}
