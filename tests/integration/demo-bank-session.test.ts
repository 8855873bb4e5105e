/**
 * The demo's bank session (scripts/lib/demo-seed.ts, issue 15): seeded for the demo agency's
 * active company with this year's and last year's statements, the real task reconciles it and
 * writes its analysis (this year against last year) and the per-line classification that the
 * Analysis tab's date ranges read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { demo, seedBankSession } from '../../scripts/lib/demo-seed.ts';
import { FIXTURE_CUSTOMER } from '../../scripts/lib/fixture-customer.ts';
import { app, db, eventually } from '../support/admin.ts';

let ownerUid: string;

beforeAll(async () => {
  ({ ownerUid } = await createAgency(app, {
    accountId: demo.accountId,
    name: 'Gestoría Demo',
    owner: demo.owner,
    companies: [{ id: demo.activeCompanyId, name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' }],
  }));
});

describe('the demo bank session', () => {
  it('is reconciled with an analysis against last year and the lines for date ranges', async () => {
    await seedBankSession(app, ownerUid);
    const session = db.doc(`accounts/${demo.accountId}/bankSessions/demo-bank-session`);
    await eventually(async () => ((await session.get()).get('status') === 'done' ? true : null), 120_000, 'the demo session to be done');
    const analysis = await session.collection('analysis').doc('current').get();
    expect(analysis.exists).toBe(true);
    const year = new Date().getUTCFullYear();
    const months = analysis.get('cashFlow.months') as { month: string; lastYearNetCents: number | null }[];
    expect(months.map((m) => m.month)).toEqual(expect.arrayContaining([`${year}-01`, `${year}-02`]));
    expect(analysis.get('cashFlow.warning')).toBeNull();
    expect(analysis.get('cashFlow.totals.lastYearInCents')).toBeGreaterThan(0);
    const lines = await session.collection('analysis').doc('lines').get();
    expect(lines.get('basedOn')).toBe(analysis.get('basedOn'));
    expect(String(lines.get('lastYear')).split(';').length).toBe(2);
  });
});
