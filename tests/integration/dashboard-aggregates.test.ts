/**
 * The company donut's aggregate, maintained by the onCompanyWritten trigger in the
 * Functions emulator: created, status changed, deleted, many at once, and left alone by
 * writes that do not touch the status.
 */
import { COMPANY_AGGREGATE_ID } from '../../domain/src/records/company-aggregate.schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { recountCompanies } from '../../functions/src/dashboard/count-companies.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';

let accountId: string;
const aggregateDoc = () => db.doc(`accounts/${accountId}/aggregates/${COMPANY_AGGREGATE_ID}`);
const companyDoc = (id: string) => db.doc(`accounts/${accountId}/companies/${id}`);

/** Waits until the aggregate shows exactly these figures. */
function figures(expected: { active: number; inactive: number; pending: number }) {
  return eventually(
    async () => {
      const data = (await aggregateDoc().get()).data();
      const current = data && { active: data.active, inactive: data.inactive, pending: data.pending };
      return JSON.stringify(current) === JSON.stringify(expected) ? current : null;
    },
    30_000,
    `aggregate ${JSON.stringify(expected)}`,
  );
}

/** The aggregate's time once no trigger has rewritten it for two seconds (earlier writes done). */
async function settled(): Promise<number> {
  let last = (await aggregateDoc().get()).get('updatedAt') as number;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = (await aggregateDoc().get()).get('updatedAt') as number;
    if (now === last) return now;
    last = now;
  }
}

beforeAll(async () => {
  accountId = uniqueId('dashboard');
  await createAgency(app, {
    accountId,
    name: 'Dashboard Agency',
    owner: { email: `owner-${accountId}@factoria.test`, password: 'dashboard-password', username: 'Owner' },
    companies: [
      { id: 'sol', name: 'Sol SL', taxId: 'B76543214', status: 'active' },
      { id: 'mar', name: 'Mar SL', taxId: 'A58818501', status: 'inactive' },
      { id: 'luna', name: 'Luna SL', taxId: '12345678Z', status: 'pending' },
    ],
  });
});

afterAll(async () => {
  await db.recursiveDelete(db.doc(`accounts/${accountId}`));
});

describe('accounts/{a}/aggregates/companies', () => {
  it('counts the companies of the agency by status once they are written', async () => {
    await figures({ active: 1, inactive: 1, pending: 1 });
  });

  it('follows a status change and a deletion', async () => {
    await companyDoc('luna').update({ status: 'active' });
    await figures({ active: 2, inactive: 1, pending: 0 });
    await companyDoc('mar').delete();
    await figures({ active: 2, inactive: 0, pending: 0 });
  });

  it('ends with the true figures when many companies change at the same time', async () => {
    const batch = Array.from({ length: 12 }, (_, n) => ({ id: `bulk-${n}`, status: n % 3 === 0 ? 'pending' : 'active' }));
    await Promise.all(batch.map((company) => companyDoc(company.id).set({ name: company.id, taxId: 'X', status: company.status })));
    await figures({ active: 2 + 8, inactive: 0, pending: 4 });
  });

  it('is not rewritten by a write that leaves the status alone (an invoice counted)', async () => {
    const before = await settled();
    await companyDoc('sol').update({ 'stats.processed': 5 });
    // Give the trigger the time it would need, then check it did not recount.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await aggregateDoc().get()).get('updatedAt')).toBe(before);
  });

  it('recounts to the same figures however often it runs (a retried trigger changes nothing)', async () => {
    const first = await recountCompanies(db, accountId, 1);
    const second = await recountCompanies(db, accountId, 2);
    expect({ ...second, updatedAt: 1 }).toEqual(first);
    expect(first).toMatchObject({ active: 10, inactive: 0, pending: 4 });
  });
});
