/** The report's XLSX written and read back: one sheet per analysis, totals as the statement has them, no formula. */
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { isFormulaCell } from '../../export/safe-cell';
import { reconcileSession } from '../reconcile-session';
import { generatePack } from '../testing/generate-pack';
import { packFiles } from '../testing/pack-files';
import { analyseSession } from './analyse-session';
import { analysisInput } from './analysis-input';
import { reportSheets } from './report-sheets';
import { xlsxSheets } from './report-xlsx';
import { toStoredAnalysis } from './stored-analysis';
import { inputOf, statementOf } from './testing';

const label = (key: string, vars?: Record<string, string | number>) => (vars ? `${key} ${Object.values(vars).join(' ')}` : key);
const context = { company: 'Talleres Ruiz, S.L.', agency: 'Gestoría Pérez', period: { from: '2025-01-01', to: '2025-12-31' }, generatedOn: '2026-01-10' };

async function written(sheets: ReturnType<typeof xlsxSheets>) {
  const blob = await writeXlsxFile(sheets).toBuffer();
  return readXlsxFile(blob);
}

describe('analysis report', () => {
  it('writes one sheet per analysis whose totals are the statement', async () => {
    const pack = await packFiles(generatePack(41), { statement: 'n43', diary: 'holded', register: 'factoria' });
    const result = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
    const analysis = toStoredAnalysis(
      analyseSession(analysisInput({ statement: result.statement!, lastYear: result.lastYear, diary: result.diary, register: result.invoices, known: pack.knownInvoices, settled: result.matches.filter((m) => m.tier === 'auto'), companyTaxId: pack.companyTaxId })),
    );
    const read = await written(xlsxSheets(reportSheets(analysis, label, context)));
    expect(read.map((s) => s.sheet)).toEqual(['report.sheets.summary', 'report.sheets.cash', 'report.sheets.groups', 'report.sheets.parties', 'report.sheets.recurring', 'report.sheets.fees', 'report.sheets.taxes', 'report.sheets.paperwork', 'report.sheets.anomalies', 'report.sheets.liquidity']);
    const cash = read[1]!.data;
    const total = cash.find((row) => row[0] === 'cash.total')!;
    const lines = result.statement!.lines;
    expect(Math.round(Number(total[1]) * 100)).toBe(lines.filter((l) => l.amountCents > 0).reduce((s, l) => s + l.amountCents, 0));
    expect(Math.round(Number(total[3]) * 100)).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
    const summary = read[0]!.data;
    expect(summary.find((row) => row[0] === 'report.company')?.[1]).toBe('Talleres Ruiz, S.L.');
    expect(summary.find((row) => row[0] === 'report.agency')?.[1]).toBe('Gestoría Pérez');
  });

  it('neutralises concepts and names that would run as formulas', async () => {
    const statement = statementOf([
      ['2025-03-01', -5_000, '=HYPERLINK("http://x","pay")'],
      ['2025-03-02', -6_000, '@SUM(A1:A9)'],
      ['2025-03-03', -7_000, 'TRANSF A +34 SERVICIOS;=1+1'],
    ]);
    const analysis = toStoredAnalysis(analyseSession(inputOf(statement)));
    const read = await written(xlsxSheets(reportSheets(analysis, label, { ...context, company: '-2+3' })));
    const cells = read.flatMap((s) => s.data.flat()).filter((c): c is string => typeof c === 'string');
    expect(cells.filter(isFormulaCell)).toEqual([]);
    expect(cells).toContain("'=HYPERLINK(\"http://x\",\"pay\")");
    expect(cells).toContain("'-2+3");
  });
});
