/**
 * `npx tsx domain/bench/cold-start.ts [file.pdf] [--runs N]`: the cold start of the engine as a
 * new function instance pays it. The CLI (domain/scripts/extract.ts) is bundled the way
 * functions/build.mjs bundles the functions (esbuild, ESM, dependencies external) and run with
 * plain Node on one file, N times; from each run's wall time the start of an empty Node process
 * is subtracted. (Under `tsx`, the dev CLI's runtime, loading pdf.js alone takes seconds more:
 * tsx passes its 3 MB of modules through its loader.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './score';

const domainRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(domainRoot, '..');

function timeRun(args: string[]): { ms: number; stdout: string } {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { ms: performance.now() - t0, stdout: run.stdout };
}

function main(): void {
  const argv = process.argv.slice(2);
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
  const file = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs') ?? resolve(repoRoot, '../shared/fixtures/invoices-real/parsear_010_2285_2T25_0627_BM_.pdf');
  const out = join(repoRoot, '.tmp', 'bench-cold-start');
  mkdirSync(out, { recursive: true });
  const bundle = join(out, 'extract.mjs');
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'esbuild'), [join(domainRoot, 'scripts', 'extract.ts'), '--bundle', '--platform=node', '--format=esm', '--packages=external', `--outfile=${bundle}`, '--log-level=warning'], {
    cwd: domainRoot,
  });
  const empty: number[] = [];
  const cold: number[] = [];
  let engineMs = 0;
  for (let i = 0; i < runs; i++) {
    empty.push(timeRun(['-e', '']).ms);
    const run = timeRun([bundle, file]);
    cold.push(run.ms);
    engineMs = (JSON.parse(run.stdout.trim().split('\n')[0]!) as { timings: { ms: number } }).timings.ms;
  }
  const base = percentile(empty, 50);
  process.stdout.write(
    `${file.split('/').pop()}: empty node ${base.toFixed(0)} ms; bundled CLI on one file, median ${percentile(cold, 50).toFixed(0)} ms (p95 ${percentile(cold, 95).toFixed(0)}); cold start beyond node = ${(percentile(cold, 50) - base).toFixed(0)} ms, of which the file itself ${engineMs} ms\n`,
  );
}

main();
