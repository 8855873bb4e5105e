import { describe, expect, it } from 'vitest';
import { reconcileSession } from '../reconcile-session';
import { generatePack } from '../testing/generate-pack';
import { packFiles } from '../testing/pack-files';
import { analyseSession } from './analyse-session';
import { analysisInput } from './analysis-input';
import { addDays } from './dates';
import { settledQuarter } from './taxes';
import type { Refs } from './types';

/** Every `refs` object of the analysis, wherever it sits. */
function allRefs(value: unknown, out: Refs[] = []): Refs[] {
  if (Array.isArray(value)) value.forEach((v) => allRefs(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'refs') out.push(v as Refs);
      else allRefs(v, out);
    }
  }
  return out;
}

async function analysedPack(seed: number, statement: 'n43' | 'caixabank' | 'generic-en', register: 'factoria' | 'known' | 'generic') {
  const generated = generatePack(seed);
  const pack = await packFiles(generated, { statement, diary: 'holded', register });
  const result = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
  const analysis = analyseSession(
    analysisInput({
      statement: result.statement!, lastYear: result.lastYear, diary: result.diary, register: result.invoices, known: pack.knownInvoices,
      settled: result.matches.filter((m) => m.tier === 'auto'), companyTaxId: pack.companyTaxId,
    }),
  );
  return { generated, result, analysis };
}

describe.each([
  [11, 'n43', 'factoria'],
  [12, 'caixabank', 'known'],
  [13, 'generic-en', 'generic'],
] as const)('analyseSession on generated pack %i (%s, %s invoices)', (seed, statement, register) => {
  let run: Awaited<ReturnType<typeof analysedPack>>;
  const get = async () => (run ??= await analysedPack(seed, statement, register));

  it('adds the months up to the statement and continues last year', async () => {
    const { generated, result, analysis } = await get();
    const lines = result.statement!.lines;
    expect(analysis.year).toBe(generated.year);
    expect(analysis.cashFlow.totals.inCents).toBe(lines.filter((l) => l.amountCents > 0).reduce((s, l) => s + l.amountCents, 0));
    expect(analysis.cashFlow.totals.netCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
    expect(analysis.cashFlow.totals.lastYearNetCents).toBe(generated.lastYearLines.reduce((s, l) => s + l.amountCents, 0));
    expect(analysis.cashFlow.warning).toBeNull();
    expect(analysis.cashFlow.closingCents).toBe(analysis.cashFlow.openingCents! + analysis.cashFlow.totals.netCents);
  });

  it('puts every movement in exactly one PGC group, the booked ones by their contra account', async () => {
    const { result, analysis } = await get();
    const rows = analysis.categories.flatMap((c) => c.refs.lines).sort((a, b) => a - b);
    expect(rows).toEqual(result.statement!.lines.map((l) => l.row).sort((a, b) => a - b));
    const inCents = analysis.categories.reduce((s, c) => s + c.inCents, 0);
    expect(inCents).toBe(analysis.cashFlow.totals.inCents);
    const fromDiary = analysis.categories.reduce((s, c) => s + c.fromDiary, 0);
    expect(fromDiary / rows.length).toBeGreaterThan(0.5);
    const payroll = analysis.categories.find((c) => c.group === '64')!;
    expect(payroll.refs.lines.length).toBe(36); // two payslips and the TGSS every month
  });

  it('finds the loan, the maintenance fee and both utilities as monthly charges', async () => {
    const { generated, analysis } = await get();
    const loan = analysis.recurring.find((r) => r.kind === 'loan')!;
    expect(loan).toMatchObject({ periodDays: 30, count: 12, averageCents: 48_215, nextDate: `${generated.year + 1}-01-10` });
    expect(analysis.recurring.find((r) => r.kind === 'fee')).toMatchObject({ periodDays: 30, count: 12, averageCents: 1_500 });
    expect(analysis.recurring.filter((r) => r.kind === 'direct-debit' && r.periodDays === 30)).toHaveLength(2);
    expect(analysis.recurring.some((r) => r.name.includes('MERCADONA'))).toBe(false);
  });

  it('totals fees, taxes by quarter and social security by month as the bank and the diary have them', async () => {
    const { generated, analysis } = await get();
    expect(analysis.fees.rows.find((r) => r.kind === 'maintenance')).toMatchObject({ cents: 18_000, count: 12 });
    const aeat = generated.lines.filter((l) => l.description.includes('AEAT'));
    const byQuarter = new Map<string, number>();
    for (const l of aeat) byQuarter.set(settledQuarter(l.date), (byQuarter.get(settledQuarter(l.date)) ?? 0) - l.amountCents);
    expect(analysis.taxes.aeat.map((r) => [r.period, r.paidCents])).toEqual([...byQuarter].sort());
    for (const row of analysis.taxes.aeat) expect(row.differenceCents).toBe(0);
    expect(analysis.taxes.aeat[0]!.models).toEqual(['303', '111']);
    expect(analysis.taxes.tgss).toHaveLength(12);
    expect(analysis.taxes.tgssMissing).toEqual([]);
  });

  it("lists the payment with no invoice, the coffee charged twice and the returned direct debit", async () => {
    const { result, analysis } = await get();
    const rowOf = (text: string) => result.statement!.lines.find((l) => l.description.includes(text))!.row;
    expect(analysis.paperwork.withoutInvoice.refs.lines).toContain(rowOf('JUAN MARTIN PRIETO'));
    expect(analysis.paperwork.withoutInvoice.refs.lines).not.toContain(rowOf('TGSS'));
    const duplicate = analysis.anomalies.find((a) => a.kind === 'duplicate')!;
    expect(duplicate.cents).toBe(150);
    expect(analysis.anomalies.filter((a) => a.kind === 'returned-debit')).toHaveLength(1);
    const open = analysis.paperwork.receivables.reduce((s, r) => s + r.count, 0) + analysis.paperwork.payables.reduce((s, r) => s + r.count, 0);
    expect(open).toBe(analysis.paperwork.open.length);
  });

  it('traces every figure to rows of the files', async () => {
    const { result, analysis } = await get();
    const rows = new Set(result.statement!.lines.map((l) => l.row));
    const lastRows = new Set(result.lastYear!.lines.map((l) => l.row));
    const refs = allRefs(analysis);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      for (const row of ref.lines) expect(rows.has(row)).toBe(true);
      for (const row of ref.lastYear ?? []) expect(lastRows.has(row)).toBe(true);
    }
    expect(analysis.liquidity.projection.length).toBe(13);
    expect(analysis.liquidity.projection.at(-1)!.date).toBe(addDays(analysis.asOf, 90));
  });
});
