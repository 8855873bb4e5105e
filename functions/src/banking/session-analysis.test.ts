import { expandRows } from '@factoria/domain/banking/analysis/stored-analysis';
import { reconcileSession } from '@factoria/domain/banking/reconcile-session';
import { generatePack } from '@factoria/domain/banking/testing/generate-pack';
import { packFiles } from '@factoria/domain/banking/testing/pack-files';
import { describe, expect, it } from 'vitest';
import { computeAnalysis } from './session-analysis';

describe('computeAnalysis', () => {
  it('stores the analysis of a session and follows its decisions', async () => {
    const pack = await packFiles(generatePack(31), { statement: 'n43', diary: 'holded', register: 'factoria' });
    const result = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
    const auto = result.matches.filter((m) => m.tier === 'auto');
    const first = computeAnalysis(result, pack.knownInvoices, auto, [], pack.companyTaxId)!;
    expect(first.cashFlow.totals.netCents).toBe(result.statement!.lines.reduce((s, l) => s + l.amountCents, 0));
    expect(expandRows(first.cashFlow.months[0]!.refs.lines).length).toBeGreaterThan(0);

    // A line marked "no document" leaves the payments without invoice; accepting the
    // suggestions settles their invoices.
    const missing = expandRows(first.paperwork.withoutInvoice.refs.lines);
    const decided = computeAnalysis(result, pack.knownInvoices, result.matches.filter((m) => m.rank === 1), [missing[0]!], pack.companyTaxId)!;
    expect(decided.paperwork.withoutInvoice.count).toBeLessThan(first.paperwork.withoutInvoice.count);
    const open = (a: typeof first) => a.paperwork.receivables.reduce((s, r) => s + r.count, 0) + a.paperwork.payables.reduce((s, r) => s + r.count, 0);
    expect(open(decided)).toBeLessThan(open(first));
  });

  it('re-reading the files without matching gives the same figures', async () => {
    const pack = await packFiles(generatePack(32), { statement: 'caixabank', diary: 'a3', register: 'known' });
    const full = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
    const read = await reconcileSession({ files: pack.files, companyTaxId: pack.companyTaxId, skipMatching: true });
    expect(read.matches).toEqual([]);
    const settled = full.matches.filter((m) => m.tier === 'auto');
    const figures = (r: typeof full) => ({ ...computeAnalysis(r, pack.knownInvoices, settled, [], pack.companyTaxId)!, ms: 0 });
    expect(figures(read)).toEqual(figures(full));
  });
});
