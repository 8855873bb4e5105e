import { describe, expect, it } from 'vitest';
import { reconcileSession } from '../reconcile-session';
import { generatePack } from '../testing/generate-pack';
import { packFiles } from '../testing/pack-files';
import { analyseSession, analyseSessionLines } from './analyse-session';
import { analysisInput } from './analysis-input';
import { analyseRange, MAX_LINES_BYTES, readAnalysisLines, toAnalysisLines, yearBefore } from './range-analysis';
import { inputOf, statementOf } from './testing';
import { addDays, addMonths } from './dates';
import type { LineInfo, Refs } from './types';

/** Figures without their refs' invoice lists (the stored lines keep no invoice refs). */
const figures = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v) => (key === 'invoices' && Array.isArray(v) ? undefined : key === 'lines' || key === 'lastYear' ? (Array.isArray(v) ? [...(v as number[])].sort((a, b) => a - b) : v) : v)));

describe('analyseRange on a generated pack', async () => {
  const pack = await packFiles(generatePack(21), { statement: 'n43', diary: 'holded', register: 'factoria' });
  const result = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
  const input = analysisInput({
    statement: result.statement!, lastYear: result.lastYear, diary: result.diary, register: result.invoices, known: pack.knownInvoices,
    settled: result.matches.filter((m) => m.tier === 'auto'), companyTaxId: pack.companyTaxId,
  });
  const { analysis, lines, lastYear } = analyseSessionLines(input);
  // Through JSON, as Firestore would store and return it.
  const stored = JSON.parse(JSON.stringify(toAnalysisLines(lines, lastYear, result.diary)));
  const data = readAnalysisLines(stored, result.statement!.lines);
  const dates = result.statement!.lines.map((l) => l.date).sort();
  const whole = { from: dates[0]!, to: dates[dates.length - 1]! };

  it('gives the stored figures again for the whole months of the statement', () => {
    // Whole months, so last year's side is also whole months (the stored analysis compares months).
    const months = { from: `${whole.from.slice(0, 7)}-01`, to: addDays(addMonths(`${whole.to.slice(0, 7)}-01`, 1), -1) };
    const range = analyseRange(data, analysis.recurring, months);
    expect(range.covered).toEqual(whole);
    expect(range.lineCount).toBe(result.statement!.lines.length);
    expect(figures(range.cashFlow.months)).toEqual(figures(analysis.cashFlow.months));
    expect(range.cashFlow.totals).toEqual(analysis.cashFlow.totals);
    expect(figures(range.categories)).toEqual(figures(analysis.categories));
    expect(figures(range.counterparties)).toEqual(figures(analysis.counterparties));
    expect(figures(range.fees)).toEqual(figures(analysis.fees));
    expect(figures(range.taxes)).toEqual(figures(analysis.taxes));
    expect(range.anomalies).toEqual(analysis.anomalies);
    expect(range.anomalyCounts).toEqual(analysis.anomalyCounts);
  });

  it("adds only the range's lines, against the same days one year earlier", () => {
    const quarter = { from: `${whole.from.slice(0, 4)}-04-01`, to: `${whole.from.slice(0, 4)}-06-30` };
    const range = analyseRange(data, analysis.recurring, quarter);
    const inQuarter = result.statement!.lines.filter((l) => l.date >= quarter.from && l.date <= quarter.to);
    const lastQuarter = result.lastYear!.lines.filter((l) => l.date >= yearBefore(quarter).from && l.date <= yearBefore(quarter).to);
    expect(inQuarter.length).toBeGreaterThan(0);
    expect(range.lineCount).toBe(inQuarter.length);
    expect(range.cashFlow.months.map((m) => m.month)).toEqual([`${quarter.from.slice(0, 4)}-04`, `${quarter.from.slice(0, 4)}-05`, `${quarter.from.slice(0, 4)}-06`]);
    expect(range.cashFlow.totals.inCents).toBe(inQuarter.filter((l) => l.amountCents > 0).reduce((s, l) => s + l.amountCents, 0));
    expect(range.cashFlow.totals.outCents).toBe(-inQuarter.filter((l) => l.amountCents < 0).reduce((s, l) => s + l.amountCents, 0));
    expect(range.cashFlow.totals.lastYearNetCents).toBe(lastQuarter.reduce((s, l) => s + l.amountCents, 0));
    const rows = new Set(inQuarter.map((l) => l.row));
    const groupRows = range.categories.flatMap((c) => (c.refs as Refs).lines);
    expect(groupRows.every((r) => rows.has(r))).toBe(true);
    expect(range.categories.reduce((s, c) => s + c.inCents - c.outCents, 0)).toBe(range.cashFlow.totals.netCents);
    expect(range.anomalies.every((a) => a.date >= quarter.from && a.date <= quarter.to)).toBe(true);
  });

  it('says when the statement covers none of the range, or part of it', () => {
    const before = analyseRange(data, analysis.recurring, { from: '1999-01-01', to: '1999-01-31' });
    expect(before.covered).toBeNull();
    expect(before.lineCount).toBe(0);
    expect(before.cashFlow.totals.inCents).toBe(0);
    const across = analyseRange(data, analysis.recurring, { from: '1999-01-01', to: whole.to });
    expect(across.covered).toEqual(whole);
  });
});

describe('analyseRange on a statement across two calendar years', () => {
  it('keeps each January apart and fees by kind without the text of last year', () => {
    const lastYear = statementOf([['2024-01-05', -300, 'COMISION MANTENIMIENTO', '17'], ['2025-01-05', -500, 'COMISION MANTENIMIENTO', '17']]);
    const statement = statementOf([
      ['2025-01-05', -400, 'COMISION MANTENIMIENTO', '17'],
      ['2025-01-20', 10_000, 'TRANSFERENCIA DE CLIENTE UNO SL'],
      ['2026-01-05', -600, 'COMISION MANTENIMIENTO', '17'],
      ['2026-01-20', 30_000, 'TRANSFERENCIA DE CLIENTE UNO SL'],
    ]);
    const { analysis, lines, lastYear: previous } = analyseSessionLines(inputOf(statement, { lastYear }));
    expect(analysis).toEqual({ ...analyseSession(inputOf(statement, { lastYear })), ms: analysis.ms });
    const data = readAnalysisLines(toAnalysisLines(lines, previous, null), statement.lines);
    const january = analyseRange(data, [], { from: '2026-01-01', to: '2026-01-31' });
    expect(january.cashFlow.months.map((m) => [m.month, m.inCents, m.outCents, m.lastYearOutCents])).toEqual([['2026-01', 30_000, 600, 500]]);
    expect(january.fees.rows.map((r) => [r.kind, r.cents, r.lastYearCents])).toEqual([['maintenance', 600, 500]]);
    expect(january.counterparties.customers.parties.map((p) => [p.name, p.cents])).toEqual([[expect.stringMatching(/CLIENTE UNO/i), 30_000]]);
  });
});

describe('toAnalysisLines', () => {
  it('keeps a 20,000-line year and its 20,000-line last year in one document', () => {
    const party = (i: number) => ({ key: `B${String(i).padStart(8, '0')}`, name: `PROVEEDOR NUMERO ${i} SOCIEDAD LIMITADA`, taxId: `B${String(i).padStart(8, '0')}` });
    const line = (row: number, year: number): LineInfo => ({
      row, date: `${year}-${String(1 + (row % 12)).padStart(2, '0')}-${String(1 + (row % 28)).padStart(2, '0')}`, amountCents: (row % 2 ? -1 : 1) * (123_456 + row),
      description: 'COMISION MANTENIMIENTO', group: '626', kind: row % 3 ? 'fee' : 'payment', source: row % 5 ? 'rule' : 'diary', account: null,
      party: party(row % 2_000), invoiceRefs: [], returned: row % 97 === 0,
    });
    const lines = Array.from({ length: 20_000 }, (_, i) => line(i + 2, 2025));
    const lastYear = Array.from({ length: 20_000 }, (_, i) => line(i + 2, 2024));
    const stored = toAnalysisLines(lines, lastYear, null);
    expect(JSON.stringify(stored).length).toBeLessThan(MAX_LINES_BYTES);
    const read = readAnalysisLines(stored, lines.map((l) => ({ ...l, balanceCents: null })));
    const strip = ({ feeKind: _fee, account: _account, ...rest }: LineInfo) => rest;
    expect(read.lines.map(strip)).toEqual(lines.map(strip));
    expect(read.lastYear!.map(({ description: _d, ...rest }) => strip(rest as LineInfo))).toEqual(lastYear.map(({ description: _d, ...rest }) => strip(rest as LineInfo)));
    expect(read.lastYear!.filter((l) => l.kind === 'fee' && l.amountCents < 0).every((l) => l.feeKind === 'maintenance')).toBe(true);
  });
});
