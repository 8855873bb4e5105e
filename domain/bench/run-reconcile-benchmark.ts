/**
 * `npm run bench:reconcile [-- --packs N]`: bank reconciliation figures (issue 14, item 6).
 * Generated client packs (a year of a small business in every statement layout, with the known
 * right matches and banking.md's traps) are reconciled with and without their diary; then the
 * shared fixtures are read; then the scale runs: 20,000 bank lines × 20,000 invoices (and 20,000
 * 572 lines) matched and analysed (issue 15), and a 20,000-row .xlsx statement read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseSession } from '../src/banking/analysis/analyse-session';
import { analysisInput } from '../src/banking/analysis/analysis-input';
import { toStoredAnalysis } from '../src/banking/analysis/stored-analysis';
import { matchSession } from '../src/banking/match/match-session';
import { reconcileSession } from '../src/banking/reconcile-session';
import { readStatementFile } from '../src/banking/statement/read-statement-file';
import { generatePack } from '../src/banking/testing/generate-pack';
import { packFiles } from '../src/banking/testing/pack-files';
import { STATEMENT_LAYOUTS } from '../src/banking/testing/render-statement';
import { type PackScore, scoreResult } from '../src/banking/testing/score';
import { scaleInputs, scaleXlsx } from './reconcile-scale';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

async function packs(count: number): Promise<void> {
  const header = ['pack', 'statement', 'diary', 'invoices', 'lines', 'auto precision', 'auto recall', 'recall (concept ids)', 'invoice recall', 'top-1', 'wrong auto', 'parse ms', 'match ms', 'no-diary recall', 'no-diary wrong'];
  process.stdout.write(`\n## Generated client packs\n\n${row(header)}\n${row(header.map(() => '---'))}\n`);
  const totals: PackScore[] = [];
  const bare: PackScore[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const layouts = {
      statement: STATEMENT_LAYOUTS[(seed - 1) % STATEMENT_LAYOUTS.length]!,
      diary: seed % 2 === 1 ? ('holded' as const) : ('a3' as const),
      register: (['factoria', 'generic', 'known'] as const)[seed % 3]!,
    };
    const pack = await packFiles(generatePack(seed), layouts);
    const input = { files: pack.files, knownInvoices: pack.knownInvoices, companyTaxId: pack.companyTaxId };
    const result = await reconcileSession(input);
    if (result.failure) throw new Error(`pack ${seed}: ${result.failure.kind} ${result.failure.code}`);
    const score = scoreResult(result, pack.truth.lines);
    const noDiary = scoreResult(await reconcileSession({ ...input, files: pack.files.filter((f) => f.kind !== 'diary') }), pack.truth.lines);
    totals.push(score);
    bare.push(noDiary);
    process.stdout.write(
      `${row([seed, layouts.statement, layouts.diary, layouts.register, score.lines, pct(score.precision), pct(score.autoRecall), pct(score.identifiedRecall), pct(score.invoiceRecall), `${pct(score.top1)} of ${score.suggestedLines}`, score.wrongAuto, result.timings.parseMs, result.timings.matchMs, pct(noDiary.autoRecall), noDiary.wrongAuto])}\n`,
    );
  }
  const sum = (list: PackScore[], f: (s: PackScore) => number) => list.reduce((a, s) => a + f(s), 0);
  const weighted = (list: PackScore[], f: (s: PackScore) => number) => sum(list, (s) => f(s) * s.lines) / sum(list, (s) => s.lines);
  const autos = sum(totals, (s) => s.autoMatches);
  process.stdout.write(
    `\nOverall (${count} packs, ${sum(totals, (s) => s.lines)} bank lines): auto precision ${pct((autos - sum(totals, (s) => s.wrongAuto)) / autos)}, ` +
      `auto recall ${pct(weighted(totals, (s) => s.autoRecall))} (without the diary ${pct(weighted(bare, (s) => s.autoRecall))}), ` +
      `recall of lines whose concept names the invoice ${pct(weighted(totals, (s) => s.identifiedRecall))}, invoice recall ${pct(weighted(totals, (s) => s.invoiceRecall))}, ` +
      `top-1 of suggestions ${pct(sum(totals, (s) => s.top1 * s.suggestedLines) / Math.max(1, sum(totals, (s) => s.suggestedLines)))} of ${sum(totals, (s) => s.suggestedLines)}, ` +
      `wrong auto-matches ${sum(totals, (s) => s.wrongAuto)} (without the diary ${sum(bare, (s) => s.wrongAuto)})\n`,
  );
}

async function fixtures(): Promise<void> {
  const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../shared/fixtures/bank');
  process.stdout.write('\n## Shared fixtures\n\n');
  for (const dir of ['n43', 'exports']) {
    for (const name of readdirSync(resolve(root, dir)).sort()) {
      if (/\.(json|md|pdf)$|_selfcheck/.test(name)) continue;
      const result = await readStatementFile(new Uint8Array(readFileSync(resolve(root, dir, name))));
      const text = result.ok
        ? `${result.bank}, ${result.rows} lines, opening ${(result.value.openingBalanceCents ?? NaN) / 100}, closing ${(result.value.closingBalanceCents ?? NaN) / 100}`
        : `refused: ${result.code}${result.row ? ` (row ${result.row})` : ''}`;
      process.stdout.write(`- ${dir}/${name}: ${text}\n`);
    }
  }
}

/** Wall and CPU milliseconds of each run: on a shared machine the CPU time is the steadier figure. */
async function timed(runs: number, work: () => Promise<void>): Promise<string> {
  const out: string[] = [];
  for (let run = 0; run < runs; run++) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    await work();
    const used = process.cpuUsage(cpu);
    out.push(`${Math.round(performance.now() - wall)} / ${Math.round((used.user + used.system) / 1000)} ms`);
  }
  return out.join(', ');
}

async function scale(): Promise<void> {
  process.stdout.write('\n## Scale\n\n');
  const { statement, diary, invoices } = scaleInputs(20_000);
  process.stdout.write(`(load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores; wall time / CPU time of this process)\n\n`);
  let summary = '';
  const matched = await timed(3, async () => {
    const result = matchSession(statement, diary, null, invoices, 'A58818501');
    summary = `${result.summary.auto} auto, ${result.summary.suggested} suggested, ${result.summary.unmatched} unmatched`;
  });
  process.stdout.write(`- 20,000 bank lines × 20,000 invoices and 20,000 572 lines matched: ${matched} (${summary})\n`);
  // The business analysis (issue 15) of the same year, the automatic matches settling.
  const settled = matchSession(statement, diary, null, invoices, 'A58818501').matches.filter((m) => m.tier === 'auto');
  let stored = 0;
  const analysed = await timed(3, async () => {
    const analysis = analyseSession(analysisInput({ statement, lastYear: null, diary, register: null, known: invoices, settled, companyTaxId: 'A58818501' }));
    stored = JSON.stringify(toStoredAnalysis(analysis)).length;
  });
  process.stdout.write(`- its business analysis (every analysis, then the stored form): ${analysed}; stored document ${(stored / 1024).toFixed(0)} KB\n`);
  const bytes = await scaleXlsx(20_000);
  const read = await timed(3, async () => {
    const result = await readStatementFile(bytes);
    if (!result.ok || result.rows !== 20_000) throw new Error('the 20,000-row .xlsx was not read');
  });
  process.stdout.write(`- 20,000-row .xlsx statement (${(bytes.length / 1024).toFixed(0)} KB) read and its balance chain checked: ${read}\n`);
}

async function main(): Promise<void> {
  const started = performance.now();
  await packs(Number(arg('packs') ?? 12));
  await fixtures();
  await scale();
  process.stdout.write(`\nTotal ${Math.round(performance.now() - started)} ms\n`);
}

void main();
