/// <reference lib="dom" />
/**
 * `npm run bench:web`: the web app's budgets, measured on a stack of its own.
 *   - sign-in route initial JavaScript (gzip), and that Firestore stays out of it
 *   - Lighthouse (Debian Chromium) on the sign-in page and the dashboard, mobile and desktop,
 *     five runs of each by default, with each audit's median, min, max and verdict
 *   - axe on both pages
 *   - header search per keystroke with 20,000 invoices mirrored
 * Prints the figures; docs/benchmarks.md records them.
 */
import { adminApp } from '../lib/agency-builder.ts';
import { cpuLoopMs, machineLoad } from './spread.ts';
import { runAudits, type AuditedPage, type FormFactor } from './web-audit-runs.ts';
import { measureInitialJs } from './web-bundle.ts';
import { largeAgency, mirrorInvoices, SEARCH_COMPANIES } from './web-data.ts';
import { browserProfile, projectId, signIn, startBenchApp } from './web-harness.ts';
import { fillMirror, measureSearch, mirroredRows } from './web-search.ts';

// Shifted with the stack's ports so two benchmarks can run side by side.
const DEBUG_PORT = 9333 + Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 0);
const INVOICES = Number(process.env.FACTORIA_BENCH_INVOICES ?? 20_000);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The audits' flags: `--runs=N` (or FACTORIA_BENCH_RUNS; 5 by default), `--cpu-slowdown=N` (or
 * FACTORIA_BENCH_CPU_SLOWDOWN; the profile's own by default), `--form-factor=mobile|desktop` and
 * `--page=sign-in|dashboard` (both by default).
 */
function auditFlags(args: string[]) {
  const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(flag('runs') ?? process.env.FACTORIA_BENCH_RUNS ?? 5);
  const cpuSlowdown = Number(flag('cpu-slowdown') ?? process.env.FACTORIA_BENCH_CPU_SLOWDOWN ?? 0) || undefined;
  const formFactor = flag('form-factor') as FormFactor | undefined;
  const page = flag('page') as AuditedPage | undefined;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${runs}`);
  return {
    runs,
    cpuSlowdown,
    formFactors: formFactor ? [formFactor] : (['mobile', 'desktop'] as FormFactor[]),
    pages: page ? [page] : (['sign-in', 'dashboard'] as AuditedPage[]),
  };
}

async function main() {
  const only = new Set(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
  const wants = (part: string) => only.size === 0 || only.has(part);
  const bench = await startBenchApp();
  const lines: string[] = [];
  try {
    const app = adminApp(projectId);

    if (wants('bundle')) {
      const profile = await browserProfile('bundle', DEBUG_PORT);
      const initial = await measureInitialJs(profile, `${bench.baseUrl}/sign-in`, 'Sign in');
      await profile.close();
      lines.push(
        `sign-in initial JS: ${kb(initial.initialGzipBytes)} gzip in ${initial.initial.length} files (screen shown at ${initial.shownAtMs} ms); ` +
          `Firestore or reactfire among them: ${initial.loadsFirestore}; fetched after the screen: ${kb(initial.laterGzipBytes)}`,
      );
      for (const file of initial.initial) lines.push(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes)}`);
      for (const file of initial.later) lines.push(`  (after) ${file.file.padEnd(40)} ${kb(file.gzipBytes)}`);
    }

    if (wants('audits')) {
      const options = { baseUrl: bench.baseUrl, debugPort: DEBUG_PORT, ...auditFlags(process.argv.slice(2)) };
      lines.push(
        `audits: ${options.runs} runs of each, ${options.formFactors.join(' and ')}, ${options.pages.join(' and ')}` +
          `${options.cpuSlowdown ? `, CPU slowdown ${options.cpuSlowdown}x` : ''}; CPU loop ${cpuLoopMs()} ms; at the start ${machineLoad()}`,
      );
      lines.push(...(await runAudits(app, options, (line) => process.stdout.write(`${line}\n`))));
      lines.push(`audits: at the end ${machineLoad()}; CPU loop ${cpuLoopMs()} ms`);
    }

    if (wants('search')) {
      // The Firestore emulator cannot stream more than 10,000 documents in one listen over
      // WebChannel ("too many pending messages in the back channel"), so the companies reach
      // the mirror through the app's own sync and the invoices are put into it directly, in the
      // app's projection, once the sync has reconciled the (empty) invoices collection.
      const agency = await largeAgency(app);
      const profile = await browserProfile('search', DEBUG_PORT);
      const page = await signIn(profile, bench.baseUrl, agency.email, agency.password);
      const started = Date.now();
      while ((await mirroredRows(page, 'companies')) < SEARCH_COMPANIES) {
        if (Date.now() - started > 5 * 60_000) throw new Error('the companies did not reach the mirror within 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      lines.push(`mirror of ${SEARCH_COMPANIES} companies filled by the app's sync in ${((Date.now() - started) / 1000).toFixed(1)} s after sign-in`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await fillMirror(page, mirrorInvoices(agency.accountId, INVOICES));
      const mirrored = await mirroredRows(page, 'invoices');
      if (mirrored !== INVOICES) throw new Error(`the mirror holds ${mirrored} invoices, not ${INVOICES}`);
      const timings = await measureSearch(page);
      lines.push(
        `header search, ${INVOICES} invoices + ${SEARCH_COMPANIES} companies, ${timings.keystrokes} keystrokes: update median ${timings.updateMs.median} ms, p95 ${timings.updateMs.p95} ms, max ${timings.updateMs.max} ms; to next frame median ${timings.frameMs.median} ms, p95 ${timings.frameMs.p95} ms, max ${timings.frameMs.max} ms`,
      );
      for (const keystroke of timings.slow) lines.push(`  50 ms or more, round ${keystroke}`);
      await profile.close();
    }
  } finally {
    await bench.stop();
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
