/** Each analysis on small statements with answers worked out by hand. */
import { describe, expect, it } from 'vitest';
import { analyseSession } from './analyse-session';
import { inputOf, invoiceOf, statementOf, type Movement } from './testing';

const monthly = (year: number, day: number, cents: (month: number) => number, text: string, concept?: string): Movement[] =>
  Array.from({ length: 12 }, (_, i) => [`${year}-${String(i + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`, cents(i + 1), text, concept] as Movement);

describe('cash flow against last year', () => {
  const lastYear = statementOf([['2024-01-10', 10_000, 'TRANSFERENCIA DE CLIENTE UNO'], ['2024-01-20', -4_000, 'RECIBO LUZ'], ['2024-02-10', 5_000, 'TRANSFERENCIA DE CLIENTE UNO']], 100_000);
  it('gives in, out, net and the change of the net per month', () => {
    const statement = statementOf([['2025-01-10', 20_000, 'TRANSFERENCIA DE CLIENTE UNO'], ['2025-01-20', -5_000, 'RECIBO LUZ'], ['2025-03-01', -1_000, 'COMISION MANTENIMIENTO', '17']], 111_000);
    const { cashFlow } = analyseSession(inputOf(statement, { lastYear }));
    expect(cashFlow.warning).toBeNull();
    expect(cashFlow.months.map((m) => [m.month, m.inCents, m.outCents, m.netCents, m.lastYearNetCents, m.netChangePct])).toEqual([
      ['2025-01', 20_000, 5_000, 15_000, 6_000, 150],
      ['2025-02', 0, 0, 0, 5_000, -100],
      ['2025-03', 0, 1_000, -1_000, null, null],
    ]);
    expect(cashFlow.months[0]!.refs).toEqual({ lines: [2, 3], lastYear: [2, 3] });
    expect(cashFlow.totals).toMatchObject({ netCents: 14_000, lastYearNetCents: 11_000 });
  });

  it('keeps the months of a statement across two calendar years apart, each against its own last year', () => {
    const previous = statementOf([['2024-01-15', 3_000, 'TRANSFERENCIA DE CLIENTE UNO'], ['2025-01-15', 7_000, 'TRANSFERENCIA DE CLIENTE UNO']], 0);
    const statement = statementOf([
      ['2025-01-10', 10_000, 'TRANSFERENCIA DE CLIENTE UNO'],
      ['2025-12-10', -2_000, 'RECIBO LUZ'],
      ['2026-01-10', 40_000, 'TRANSFERENCIA DE CLIENTE UNO'],
    ], 10_000);
    const { cashFlow } = analyseSession(inputOf(statement, { lastYear: previous }));
    expect(cashFlow.months.map((m) => [m.month, m.inCents, m.outCents, m.lastYearInCents, m.refs.lines])).toEqual([
      ['2025-01', 10_000, 0, 3_000, [2]],
      ['2025-12', 0, 2_000, null, [3]],
      ['2026-01', 40_000, 0, 7_000, [4]],
    ]);
    expect(cashFlow.totals).toMatchObject({ inCents: 50_000, outCents: 2_000, lastYearInCents: 10_000 });
  });

  it("warns when this year does not open at last year's closing balance, and without last year", () => {
    const statement = statementOf([['2025-01-10', 1, 'X']], 999);
    expect(analyseSession(inputOf(statement, { lastYear })).cashFlow.warning).toBe('analysis/period-discontinuity');
    expect(analyseSession(inputOf(statement)).cashFlow.warning).toBe('analysis/no-last-year');
  });
});

describe('recurring charges', () => {
  it('finds a subscription, its next date, its price step and its change against last year', () => {
    const lastYear = statementOf(monthly(2024, 15, () => -900, 'RECIBO SOFTWARE NUBE SL', '03'));
    const statement = statementOf([
      ...monthly(2025, 15, (m) => (m < 6 ? -1_000 : -1_200), 'RECIBO SOFTWARE NUBE SL', '03'),
      ...monthly(2025, 3, (m) => -m * 1_000 - 5_000, 'COMPRA TARJ. 4B**1234 GASOLINERA'),
    ]);
    const [charge, ...others] = analyseSession(inputOf(statement, { lastYear })).recurring;
    expect(others).toEqual([]);
    expect(charge).toMatchObject({
      name: 'SOFTWARE NUBE SL', periodDays: 30, count: 12, lastCents: 1_200, nextDate: '2026-01-15',
      priceChanges: [
        { date: '2025-01-15', fromCents: 900, toCents: 1_000 },
        { date: '2025-06-15', fromCents: 1_000, toCents: 1_200 },
      ],
      lastYearAverageCents: 900,
    });
    expect(charge!.averageCents).toBe(Math.round((5 * 1_000 + 7 * 1_200) / 12));
    expect(charge!.yoyChangePct).toBe(24.1);
    expect(charge!.refs.lines).toHaveLength(12);
    expect(charge!.refs.lastYear).toHaveLength(12);
  });

  it('finds quarterly insurance and not irregular card spending', () => {
    const statement = statementOf([
      ['2025-01-05', -30_000, 'RECIBO SEGUROS MAR SA'], ['2025-04-04', -30_000, 'RECIBO SEGUROS MAR SA'], ['2025-07-06', -30_000, 'RECIBO SEGUROS MAR SA'], ['2025-10-05', -30_000, 'RECIBO SEGUROS MAR SA'],
      ['2025-01-02', -500, 'COMPRA TARJ. 4B**1234 BAR'], ['2025-01-20', -700, 'COMPRA TARJ. 4B**1234 BAR'], ['2025-03-30', -600, 'COMPRA TARJ. 4B**1234 BAR'],
    ]);
    const recurring = analyseSession(inputOf(statement)).recurring;
    expect(recurring.map((r) => [r.name, r.periodDays, r.nextDate, r.annualCents])).toEqual([['SEGUROS MAR SA', 91, '2026-01-05', 120_330]]);
  });
});

describe('pending paperwork', () => {
  const statement = statementOf([
    ['2025-03-01', 12_100, 'TRANSFERENCIA DE CLIENTE UNO SL FRA F-a'],
    ['2025-03-05', 12_100, 'TRANSFERENCIA DE CLIENTE UNO SL'],
    ['2025-03-20', -5_000, 'TRANSFERENCIA A DESCONOCIDO'],
    ['2025-03-21', -7_000, 'TGSS COTIZACION 02/2025'],
    ['2025-06-30', -100, 'COMISION MANTENIMIENTO', '17'],
  ]);
  // Due 30 days after their dates; on 30 June: 14, 31, 61, 91 days past due and one not yet due.
  const invoices = [
    invoiceOf('a', 'issued', '2025-02-01', 12_100),
    invoiceOf('b', 'issued', '2025-05-17', 1_000),
    invoiceOf('c', 'issued', '2025-04-30', 2_000),
    invoiceOf('d', 'received', '2025-03-31', 3_000, 'Proveedor Dos SL'),
    invoiceOf('e', 'received', '2025-03-01', 4_000, 'Proveedor Dos SL'),
    invoiceOf('f', 'issued', '2025-06-20', 5_000),
  ];
  const links = [
    { bankRows: [2], invoiceRefs: ['a'], diaryRows: [], partial: false },
    { bankRows: [3], invoiceRefs: ['a'], diaryRows: [], partial: false },
  ];
  const analysis = analyseSession(inputOf(statement, { invoices, links }));

  it('ages unpaid invoices past their due date', () => {
    const buckets = (rows: typeof analysis.paperwork.receivables) => rows.map((r) => [r.bucket, r.count, r.cents]);
    expect(buckets(analysis.paperwork.receivables)).toEqual([['not-due', 1, 5_000], ['0-30', 1, 1_000], ['31-60', 1, 2_000], ['61-90', 0, 0], ['90+', 0, 0]]);
    expect(buckets(analysis.paperwork.payables)).toEqual([['not-due', 0, 0], ['0-30', 0, 0], ['31-60', 0, 0], ['61-90', 1, 3_000], ['90+', 1, 4_000]]);
    expect(analysis.paperwork.open.map((o) => [o.ref, o.daysPastDue])).toEqual([['e', 91], ['d', 61], ['c', 31], ['b', 14], ['f', -20]]);
  });

  it('lists payments with no invoice (not taxes, social security or fees) and an invoice paid twice', () => {
    expect(analysis.paperwork.withoutInvoice).toMatchObject({ count: 1, cents: 5_000, refs: { lines: [4] } });
    expect(analysis.paperwork.paidTwice).toEqual([{ ref: 'a', number: 'F-a', totalCents: 12_100, refs: { lines: [2, 3], invoices: ['a'] } }]);
  });

  it('leaves open what a split movement did not pay of each invoice', () => {
    const invoices2 = [invoiceOf('a', 'issued', '2025-02-01', 10_000), invoiceOf('b', 'issued', '2025-02-01', 5_000)];
    const split = analyseSession(inputOf(statement, { invoices: invoices2, links: [{ bankRows: [2], invoiceRefs: ['a', 'b'], diaryRows: [], partial: true, amounts: { a: 10_000, b: 2_100 } }] }));
    expect(split.paperwork.open.map((o) => [o.ref, o.openCents])).toEqual([['b', 2_900]]);
  });

  it('leaves the rest of a partial payment open', () => {
    const partial = analyseSession(inputOf(statement, { invoices: [invoiceOf('a', 'issued', '2025-02-01', 30_000)], links: [{ bankRows: [2], invoiceRefs: ['a'], diaryRows: [], partial: true }] }));
    expect(partial.paperwork.open).toMatchObject([{ ref: 'a', openCents: 30_000 - 12_100, bucket: '90+' }]);
  });
});

describe('anomalies', () => {
  it('flags a charge repeated within three days, an outlier, a large cash withdrawal and an overdraft', () => {
    const statement = statementOf([
      ...monthly(2025, 8, (m) => (m === 11 ? -9_000 : -2_000 - m * 10), 'RECIBO AGUAS DEL NORTE SA', '03'),
      ['2025-05-10', -45_000, 'TRANSFERENCIA A IMPRENTA SUR SL'],
      ['2025-05-12', -45_000, 'TRANSFERENCIA A IMPRENTA SUR SL'],
      ['2025-06-01', -150_000, 'REINTEGRO CAJERO OFICINA 0418', '11'],
      ['2025-06-02', -900_000, 'TRANSFERENCIA A PROVEEDOR GRANDE SL'],
      ['2025-06-05', 500_000, 'TRANSFERENCIA DE CLIENTE UNO SL'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))) as Movement[], 1_000_000);
    const found = analyseSession(inputOf(statement)).anomalies.map((a) => [a.kind, a.date, a.cents]);
    expect(found).toEqual([
      ['duplicate', '2025-05-12', 45_000],
      ['cash-withdrawal', '2025-06-01', 150_000],
      ['overdraft', '2025-06-02', statement.lines.find((l) => l.date === '2025-06-02')!.balanceCents! * -1],
      ['outlier', '2025-11-08', 9_000],
    ]);
  });
});

describe('liquidity', () => {
  it('gives the monthly burn, the runway and the projection with open invoices and recurring charges', () => {
    const statement = statementOf([
      ...monthly(2025, 1, () => -10_000, 'RECIBO ALQUILER LOCAL SL', '03'),
      ...monthly(2025, 28, () => 4_000, 'TRANSFERENCIA DE CLIENTE UNO SL'),
    ].sort((a, b) => a[0].localeCompare(b[0])), 100_000);
    const invoices = [invoiceOf('x', 'issued', '2025-12-15', 20_000)];
    const { liquidity } = analyseSession(inputOf(statement, { invoices }));
    expect(statement.closingBalanceCents).toBe(28_000);
    expect(liquidity).toMatchObject({ balanceCents: 28_000, averageBurnCents: 6_000, monthsUsed: 6, runwayMonths: 4.7, level: 'red' });
    // 28 Dec: +20,000 on 14 Jan (due), -10,000 on 1 Jan, 1 Feb and 1 Mar.
    const [first, second] = liquidity.projection;
    expect(first).toMatchObject({ date: '2026-01-04', inCents: 0, outCents: 10_000, balanceCents: 18_000 });
    expect(second).toMatchObject({ date: '2026-01-11', inCents: 0, outCents: 0 });
    expect(liquidity.projection[2]).toMatchObject({ inCents: 20_000, balanceCents: 38_000, refs: { invoices: ['x'] } });
    expect(liquidity.projection.at(-1)!.balanceCents).toBe(28_000 + 20_000 - 30_000);
  });
});
