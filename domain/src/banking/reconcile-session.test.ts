import { describe, expect, it } from 'vitest';
import { reconcileSession } from './reconcile-session';
import { generatePack } from './testing/generate-pack';
import { packFiles } from './testing/pack-files';
import { scoreResult } from './testing/score';
import { sharedBankFixture } from './testing/shared-fixtures';
import { toCliJson } from './to-cli-json';

describe('reconcileSession', () => {
  it.each([
    [11, 'n43', 'holded', 'factoria'],
    [12, 'caixabank', 'a3', 'known'],
    [13, 'generic-en', 'holded', 'generic'],
  ] as const)('reconciles generated pack %i (%s, %s diary, %s invoices) with no wrong automatic match', async (seed, statement, diary, register) => {
    const generated = generatePack(seed);
    const pack = await packFiles(generated, { statement, diary, register });
    const result = await reconcileSession({ files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
    expect(result.failure).toBeNull();
    expect(result.files.map((f) => f.kind)).toEqual(['statement', 'lastYear', 'diary', ...(register === 'known' ? [] : ['invoices'])]);
    expect(result.statement!.openingBalanceCents).toBe(generated.openingCents);
    expect(result.statement!.closingBalanceCents).toBe(generated.openingCents + generated.lines.reduce((s, l) => s + l.amountCents, 0));
    expect(result.lastYear!.closingBalanceCents).toBe(result.statement!.openingBalanceCents);
    const score = scoreResult(result, pack.truth.lines);
    expect(score.wrongAuto).toBe(0);
    expect(score.autoRecall).toBeGreaterThanOrEqual(0.85);
    expect(score.identifiedRecall).toBeGreaterThanOrEqual(0.95);
    expect(result.unmatched.diaryRows).toEqual(expect.arrayContaining(pack.truth.pendingDiaryRows));
    expect(result.summary.auto + result.summary.suggested + result.summary.unmatched).toBe(result.summary.lines);
  });

  it('reconciles a statement alone against the invoices already in Factoría', async () => {
    const pack = await packFiles(generatePack(21), { statement: 'santander', diary: 'holded', register: 'known' });
    const result = await reconcileSession({ files: pack.files.filter((f) => f.kind === 'statement'), knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId });
    const score = scoreResult(result, pack.truth.lines);
    expect(result.diary).toBeNull();
    expect(score.wrongAuto).toBe(0);
    expect(score.invoiceRecall).toBeGreaterThanOrEqual(0.9);
  });

  it("reports last year's closing balance that is not this year's opening one", async () => {
    const csv = (opening: string, closing: string) => new TextEncoder().encode(`Fecha;Concepto;Importe;Saldo\n02/01/2025;A;-1,00;${opening}\n03/01/2025;B;-1,00;${closing}\n`);
    const result = await reconcileSession({ files: [{ kind: 'statement', name: 's.csv', bytes: csv('99,00', '98,00') }, { kind: 'lastYear', name: 'l.csv', bytes: csv('50,00', '49,00') }] });
    expect(result.failure).toBeNull();
    expect(result.issues).toEqual([{ kind: 'lastYear', code: 'bank/period-discontinuity' }]);
    expect(result.files[1]!.issues).toEqual([{ code: 'bank/period-discontinuity' }]);
  });

  it("keeps the movements last year's file shares with this year's in this year's statement only", async () => {
    const csv = (rows: string) => new TextEncoder().encode(`Fecha;Concepto;Importe;Saldo\n${rows}`);
    const lastYear = csv('30/12/2024;A;-1,00;99,00\n02/01/2025;B;-1,00;98,00\n');
    const statement = csv('02/01/2025;B;-1,00;98,00\n03/01/2025;C;-1,00;97,00\n');
    const result = await reconcileSession({ files: [{ kind: 'statement', name: 's.csv', bytes: statement }, { kind: 'lastYear', name: 'l.csv', bytes: lastYear }] });
    expect(result.lastYear!.lines.map((l) => l.description)).toEqual(['A']);
    expect(result.issues).toContainEqual({ kind: 'lastYear', code: 'bank/overlap-lines-skipped' });
  });

  it('refuses the session, with no matches, when one file does not add up', async () => {
    const result = await reconcileSession({
      files: [
        { kind: 'statement', name: 'bad.n43', bytes: sharedBankFixture('n43/sequra_example1.n43') },
        { kind: 'diary', name: 'd.csv', bytes: new TextEncoder().encode('Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2025;5720001;X;1,00;0\n1;01/01/2025;4000001;X;0;1,00\n') },
      ],
    });
    expect(result.failure).toEqual({ kind: 'statement', code: 'bank/n43-totals-mismatch' });
    expect(result.matches).toEqual([]);
    expect(result.files[0]).toMatchObject({ kind: 'statement', format: 'n43', issues: [{ code: 'bank/n43-totals-mismatch', row: 1 }] });
    expect(result.issues).toContainEqual({ kind: 'statement', code: 'bank/n43-totals-mismatch', row: 1 });
  });

  it('refuses a session without a statement, and a second file of one kind', async () => {
    const n43 = sharedBankFixture('n43/tryton_AEB43.txt');
    expect((await reconcileSession({ files: [] })).failure).toEqual({ kind: 'statement', code: 'bank/statement-missing' });
    const twice = await reconcileSession({ files: [{ kind: 'statement', name: 'a', bytes: n43 }, { kind: 'statement', name: 'b', bytes: n43 }] });
    expect(twice.failure).toEqual({ kind: 'statement', code: 'bank/duplicate-file-kind' });
  });

  it('prints the command line JSON in euros with source rows', async () => {
    const result = await reconcileSession({ files: [{ kind: 'statement', name: 't.txt', bytes: sharedBankFixture('n43/tryton_AEB43.txt') }] });
    const json = toCliJson(result);
    expect(json.statement).toMatchObject({ format: 'n43', openingBalance: 3005, closingBalance: 2994.02, lines: [{ row: 2, amount: -10.98, balance: 2994.02, date: '2018-03-19' }] });
    expect(json).toMatchObject({ lastYear: null, diary: null, invoices: null, matches: [], unmatched: { bankRows: [2], invoiceRows: [], diaryRows: [] } });
    expect(Object.keys(json)).toEqual(['statement', 'lastYear', 'diary', 'invoices', 'matches', 'unmatched', 'issues', 'analysis', 'timings']);
    expect(json.analysis).toMatchObject({ cashFlow: { totals: { in: 0, out: 10.98, net: -10.98 }, opening: 3005, closing: 2994.02 } });
  });
});
