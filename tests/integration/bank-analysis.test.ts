/**
 * The business analysis of a bank session through the real stack (issue 15): the task writes
 * bankSessions/{s}/analysis/current before the session turns done, with the statement's figures;
 * a decision (a line marked as needing no document) recomputes it, and undoing it restores it.
 * Beside it, analysis/lines (each line's classification) gives a month's figures for a range.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseRange, readAnalysisLines, type AnalysisLines } from '../../domain/src/banking/analysis/range-analysis.ts';
import { expandRows } from '../../domain/src/banking/analysis/stored-analysis.ts';
import type { BankLine } from '../../domain/src/records/bank-session.schema.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { bankPack } from '../../scripts/lib/bank-seed.ts';
import { startBankSession } from '../../scripts/lib/bank-sessions.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { signedInClient } from '../support/callables.ts';

let accountId: string;
let ownerUid: string;
const owner = { email: '', password: 'integration-1' };
const pack = bankPack({ year: 2026, owner: 'ACME SL' });
const sum = (cents: number[]) => cents.reduce((s, c) => s + c, 0);

beforeAll(async () => {
  accountId = uniqueId('bank-analysis');
  owner.email = `${accountId}@factoria.test`;
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Analysis Agency',
    owner: { ...owner, username: 'Analysis Owner' },
    companies: [{ id: 'acme', name: 'Acme', taxId: 'B12345674', status: 'active' }],
  }));
});

describe('bank session analysis', () => {
  it('is written with the session and follows its decisions', async () => {
    const { sessionId } = await startBankSession(app, { accountId, companyId: 'acme', uid: ownerUid }, {
      statement: { name: 'extracto-2026.n43', content: pack.statement },
      lastYear: { name: 'extracto-2025.n43', content: pack.lastYear },
      diary: { name: 'diario.csv', content: pack.diary },
      invoices: { name: 'facturas.csv', content: pack.invoices },
    });
    const session = db.doc(`accounts/${accountId}/bankSessions/${sessionId}`);
    await eventually(async () => ((await session.get()).get('status') === 'done' ? true : null), 120_000, 'the session to be done');
    const first = await session.collection('analysis').doc('current').get();
    expect(first.exists).toBe(true);
    expect(first.get('cashFlow.totals.netCents')).toBe(sum(pack.movements.map((m) => m.amountCents)));
    expect(first.get('cashFlow.totals.lastYearInCents')).toBe(250_000);
    expect(first.get('cashFlow.warning')).toBeNull();
    expect(first.get('fees.totalCents')).toBe(350);

    // The classification written with it gives February's figures from February's movements.
    const stored = await session.collection('analysis').doc('lines').get();
    expect(stored.get('basedOn')).toBe(first.get('basedOn'));
    const bankLines = (await session.collection('lines').get()).docs.map((d) => d.data() as BankLine);
    const february = analyseRange(readAnalysisLines(stored.data() as AnalysisLines, bankLines), [], { from: '2026-02-01', to: '2026-02-28' });
    const inFebruary = pack.movements.filter((m) => m.date.startsWith('2026-02'));
    expect(february.lineCount).toBe(inFebruary.length);
    expect(february.cashFlow.totals.netCents).toBe(sum(inFebruary.map((m) => m.amountCents)));

    // The card payment has no invoice yet; marked "no document", it leaves the chase list.
    const without = first.get('paperwork.withoutInvoice') as { count: number; refs: { lines: string } };
    const card = (await session.collection('lines').get()).docs.find((d) => String(d.get('description')).includes('PAGO CON TARJETA'))!;
    expect(expandRows(without.refs.lines)).toContain(card.get('row') as number);
    const client = await signedInClient(owner.email, owner.password);
    await client.call('decideBankLine', { action: 'no-document', sessionId, lineId: card.id });
    const after = await session.collection('analysis').doc('current').get();
    expect(after.get('basedOn')).toBeGreaterThan(first.get('basedOn') as number);
    expect(after.get('paperwork.withoutInvoice.count')).toBe(without.count - 1);
    expect((await session.collection('analysis').doc('lines').get()).get('basedOn')).toBe(after.get('basedOn'));
    await client.call('decideBankLine', { action: 'undo', sessionId, lineId: card.id });
    const undone = await session.collection('analysis').doc('current').get();
    expect(undone.get('paperwork.withoutInvoice.count')).toBe(without.count);
  });
});
