/**
 * The one trigger on company documents. Every invoice processed writes its company (counters),
 * and each trigger on a path is one invocation per write, so the two reactions share it: the
 * company's app user follows `appUser`, and the dashboard's company count follows `status`.
 * Counter writes leave both at once. Retried on failure; both reactions are idempotent.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncAppUserIfChanged } from '../accounts/app-user-change';
import { recountIfStatusChanged } from '../dashboard/status-change';
import { REGION } from '../lib/config';

export const onCompanyWritten = onDocumentWritten(
  { document: 'accounts/{accountId}/companies/{companyId}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const { accountId, companyId } = event.params;
    await Promise.all([syncAppUserIfChanged({ accountId, companyId }, before, after), recountIfStatusChanged(accountId, before, after)]);
  },
);
