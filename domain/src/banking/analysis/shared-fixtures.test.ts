/** The analysis on the shared research fixtures (real banks' files): general invariants only. */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reconcileSession } from '../reconcile-session';
import { sharedBankFixture } from '../testing/shared-fixtures';
import { analyseSession } from './analyse-session';
import { analysisInput } from './analysis-input';

const folder = (name: string) => fileURLToPath(new URL(`../../../../../shared/fixtures/bank/${name}`, import.meta.url));
const files = [
  ...readdirSync(folder('n43')).filter((f) => /\.(n43|txt)$/.test(f) && !f.startsWith('_')).map((f) => `n43/${f}`),
  ...readdirSync(folder('exports')).filter((f) => /\.(csv|xlsx|xls)$/.test(f)).map((f) => `exports/${f}`),
];

describe('analysis of the shared bank fixtures', () => {
  it.each(files)('%s', async (path) => {
    const result = await reconcileSession({ files: [{ kind: 'statement', name: path.split('/').pop()!, bytes: sharedBankFixture(path) }] });
    if (result.failure || !result.statement) return; // files the readers refuse are covered by their own tests
    const statement = result.statement;
    const analysis = analyseSession(analysisInput({ statement, lastYear: null, diary: null, register: null, known: [], settled: result.matches.filter((m) => m.tier === 'auto') }));
    const rows = statement.lines.map((l) => l.row).sort((a, b) => a - b);
    expect(analysis.categories.flatMap((c) => c.refs.lines).sort((a, b) => a - b)).toEqual(rows);
    expect(analysis.cashFlow.totals.netCents).toBe(statement.lines.reduce((s, l) => s + l.amountCents, 0));
    expect(analysis.cashFlow.months.flatMap((m) => m.refs.lines).sort((a, b) => a - b)).toEqual(rows);
    expect(analysis.cashFlow.warning).toBe('analysis/no-last-year');
    const fees = statement.lines.filter((l) => l.concept === '17' && l.amountCents < 0).reduce((s, l) => s - l.amountCents, 0);
    expect(analysis.fees.totalCents).toBeGreaterThanOrEqual(fees);
    for (const anomaly of analysis.anomalies) expect(anomaly.refs.lines.length).toBeGreaterThan(0);
    const trade = analysis.counterparties.suppliers.parties.reduce((s, p) => s + p.cents, 0);
    expect(trade).toBeLessThanOrEqual(analysis.cashFlow.totals.outCents);
  });

  it('reads at least a few fixtures', async () => {
    let read = 0;
    for (const path of files) {
      const result = await reconcileSession({ files: [{ kind: 'statement', name: path.split('/').pop()!, bytes: sharedBankFixture(path) }] });
      if (!result.failure) read += 1;
    }
    expect(read).toBeGreaterThanOrEqual(5);
  });
});
