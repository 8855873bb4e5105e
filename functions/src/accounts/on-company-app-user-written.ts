/**
 * A company document changed: when its `appUser` changed (or it appeared or went away), bring
 * its app user in step. Other writes (counters, names) return without reading anything.
 * Retried on failure: the sync is idempotent, so a retry repeats nothing already done.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminAuth, db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { appUrl } from './config';
import { type CompanyAppUser, syncClientUser } from './client-users/sync-client-user';

function appUserOf(data: Record<string, unknown> | undefined): CompanyAppUser | null {
  if (!data) return null;
  const appUser = (data.appUser ?? {}) as { enabled?: unknown; email?: unknown };
  return {
    name: typeof data.name === 'string' ? data.name : '',
    enabled: appUser.enabled === true,
    email: typeof appUser.email === 'string' ? appUser.email : null,
  };
}

export const onCompanyAppUserWritten = onDocumentWritten(
  { document: 'accounts/{accountId}/companies/{companyId}', region: REGION, retry: true },
  async (event) => {
    const before = appUserOf(event.data?.before.data());
    const after = appUserOf(event.data?.after.data());
    if (before?.enabled === after?.enabled && before?.email === after?.email && (before === null) === (after === null)) return;
    const target = { accountId: event.params.accountId, companyId: event.params.companyId };
    const outcome = await syncClientUser({ db: db(), auth: adminAuth(), appUrl: appUrl.value() }, target, after);
    logger.info(logMessages.clientUserSynced, { ...target, outcome });
  },
);
