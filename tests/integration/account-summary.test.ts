/**
 * What client-company users read of their agency's account (issue 13): the onAccountWritten
 * trigger keeps `accounts/{a}/summary/current` equal to the account's status, time zone and
 * this month's allowance, and nothing else of it (report recipients, owner, plan details).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';

let accountId: string;
const account = () => db.doc(`accounts/${accountId}`);
const summary = () => db.doc(`accounts/${accountId}/summary/current`);

async function summaryMatching(expected: Record<string, unknown>, what: string) {
  return eventually(async () => {
    const data = (await summary().get()).data();
    return data && JSON.stringify(data) === JSON.stringify({ ...data, ...expected }) ? data : null;
  }, 60_000, what);
}

beforeAll(async () => {
  accountId = uniqueId('sum');
  await createAgency(app, {
    accountId,
    name: 'Gestoría Resumen',
    owner: { email: `${accountId}@factoria.test`, password: 'owner-secret', username: 'Owner' },
    plan: { maxCompanies: 3, maxInvoicesPerMonth: 40, extraSlots: 2 },
    companies: [],
  });
});

describe('the account summary', () => {
  it('holds only the status, time zone and allowance of a new account', async () => {
    const data = await summaryMatching({ status: 'active' }, 'the first summary');
    expect(Object.keys(data).sort()).toEqual(['plan', 'status', 'timeZone', 'usage']);
    expect(data).toEqual({
      status: 'active',
      timeZone: (await account().get()).get('timeZone'),
      plan: { maxInvoicesPerMonth: 40 },
      usage: { invoicesThisMonth: 0, month: '' },
    });
  });

  it('follows the allowance as invoices are counted and the status as the administrator changes it', async () => {
    await account().update({ 'usage.invoicesThisMonth': FieldValue.increment(5), 'usage.month': '2026-11', reportRecipients: ['secret@agency.test'] });
    await summaryMatching({ usage: { invoicesThisMonth: 5, month: '2026-11' } }, 'the counted invoices');
    await account().update({ status: 'suspended', 'plan.maxInvoicesPerMonth': 10 });
    const data = await summaryMatching({ status: 'suspended', plan: { maxInvoicesPerMonth: 10 } }, 'the suspension');
    expect(JSON.stringify(data)).not.toContain('secret@agency.test');
  });

  it('goes with the account', async () => {
    await account().delete();
    await eventually(async () => ((await summary().get()).exists ? null : true), 60_000, 'the summary deleted');
  });
});
