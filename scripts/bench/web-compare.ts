/// <reference lib="dom" />
/**
 * `npx tsx scripts/bench/web-compare.ts [--base=HEAD] [--runs=3] [--cpu-slowdown=8]
 * [--form-factor=mobile] [--page=dashboard]`: the working tree's web app against a committed
 * one, side by side. Both are built for one emulator stack and served at once (two ports, so two
 * origins, each signed in on its own), and Lighthouse alternates between them round by round
 * (working tree first in odd rounds, the base first in even ones), so a machine whose load
 * changes during the runs weighs on both alike. Prints each run as it comes, then each audit's
 * spread per build, with the load average and the CPU loop time of each round.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { adminApp } from '../lib/agency-builder.ts';
import { repoRoot } from '../lib/paths.ts';
import { cpuLoopMs, machineLoad } from './spread.ts';
import { collectAudits, summary, type AuditedPage, type AuditResults, type FormFactor } from './web-audit-runs.ts';
import { buildWeb, outDir, projectId, serveWeb, startBenchApp } from './web-harness.ts';

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = flag('base') ?? 'HEAD';
const rounds = Number(flag('runs') ?? 3);
const cpuSlowdown = Number(flag('cpu-slowdown') ?? 0) || undefined;
const formFactors: FormFactor[] = flag('form-factor') ? [flag('form-factor') as FormFactor] : ['mobile'];
const pages: AuditedPage[] = flag('page') ? [flag('page') as AuditedPage] : ['dashboard'];
const portOffset = Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 130);
const debugPort = 9333 + Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 0);

/**
 * The base's web/ folder as committed, outside the repository (so no tool of the working tree
 * reads it), resolving its packages through the working tree's node_modules.
 */
function checkoutBase(ref: string): string {
  const dir = join(outDir, `base-${portOffset}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', ref, 'web', 'tsconfig.base.json'], { cwd: repoRoot, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  if (existsSync(join(repoRoot, 'web', 'node_modules'))) symlinkSync(join(repoRoot, 'web', 'node_modules'), join(dir, 'web', 'node_modules'));
  return join(dir, 'web');
}

async function main() {
  const commit = execFileSync('git', ['rev-parse', '--short', base], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const bench = await startBenchApp();
  let stopBase = () => {};
  try {
    process.stdout.write(`bench: building the base (${base}, ${commit})…\n`);
    const baseWeb = checkoutBase(base);
    const baseDist = join(outDir, 'dist-base');
    await buildWeb(baseWeb, baseDist, bench.ports);
    const served = await serveWeb(baseWeb, baseDist, 4173 + portOffset + 1);
    stopBase = served.stop;
    const builds = [
      { name: 'working tree', baseUrl: bench.baseUrl, tag: 'tree-', results: new Map() as AuditResults },
      { name: `base ${commit}`, baseUrl: served.baseUrl, tag: 'base-', results: new Map() as AuditResults },
    ];
    const app = adminApp(projectId);
    const roundLines: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 ? builds : [...builds].reverse();
      roundLines.push(`round ${round}: at the start ${machineLoad()}, CPU loop ${cpuLoopMs()} ms`);
      process.stdout.write(`${roundLines.at(-1)}\n`);
      for (const build of order) {
        const { results } = await collectAudits(
          app,
          { baseUrl: build.baseUrl, debugPort, runs: 1, formFactors, pages, cpuSlowdown, axe: false, reportTag: `${build.tag}${round}-` },
          (line) => process.stdout.write(`${build.name.padEnd(14)} ${line}\n`),
        );
        for (const [label, runs] of results) build.results.set(label, [...(build.results.get(label) ?? []), ...runs]);
      }
    }
    roundLines.push(`at the end ${machineLoad()}, CPU loop ${cpuLoopMs()} ms`);
    const lines = [...roundLines];
    for (const build of builds) {
      lines.push(`\n${build.name}:`);
      for (const [label, runs] of build.results) lines.push(...summary(`Lighthouse ${label}`, runs, cpuSlowdown));
    }
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    stopBase();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`web-compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
