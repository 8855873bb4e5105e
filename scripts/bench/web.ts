/// <reference lib="dom" />
/**
 * `npm run bench:web`: the web app's budgets, measured on a stack of its own.
 *   - sign-in route initial JavaScript (gzip), and that Firestore stays out of it
 *   - Lighthouse (Debian Chromium) on the sign-in page and the dashboard, mobile and desktop
 *   - axe on both pages
 *   - header search per keystroke with 20,000 invoices mirrored
 * Prints the figures; docs/benchmarks.md records them.
 */
import { join } from 'node:path';
import { adminApp } from '../lib/agency-builder.ts';
import { runAxe, runLighthouse, type LighthouseScores } from './web-audits.ts';
import { measureInitialJs } from './web-bundle.ts';
import { dashboardAgency, largeAgency, mirrorInvoices, SEARCH_COMPANIES } from './web-data.ts';
import { browserProfile, outDir, projectId, signIn, startBenchApp } from './web-harness.ts';
import { fillMirror, measureSearch, mirroredRows } from './web-search.ts';

// Shifted with the stack's ports so two benchmarks can run side by side.
const DEBUG_PORT = 9333 + Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 0);
const INVOICES = Number(process.env.FACTORIA_BENCH_INVOICES ?? 20_000);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Where each Lighthouse report is kept, as JSON, to look into what the summary line says. */
const report = (name: string) => join(outDir, `lighthouse-${name}.json`);

function lighthouseLine(label: string, scores: LighthouseScores) {
  const failing = scores.failing.length ? `; below 0.9: ${scores.failing.join(', ')}` : '';
  const notes = scores.notes.map((note) => `\n    ${note}`).join('');
  return `${label.padEnd(34)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores.bestPractices}  (FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}${failing})${notes}`;
}

async function main() {
  const only = new Set(process.argv.slice(2));
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
      const agency = await dashboardAgency(app);
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const profile = await browserProfile(`audit-${formFactor}`, DEBUG_PORT);
        lines.push(lighthouseLine(`Lighthouse sign-in (${formFactor}, cold)`, await runLighthouse(`${bench.baseUrl}/sign-in`, DEBUG_PORT, formFactor, false, report(`sign-in-${formFactor}`))));
        const page = await signIn(profile, bench.baseUrl, agency.email, agency.password);
        await page.getByRole('heading', { name: /Gestoría dashboard/ }).waitFor();
        // Cold: signed in, but no service worker and no cached files.
        await page.evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const key of await caches.keys()) await caches.delete(key);
        });
        lines.push(
          lighthouseLine(`Lighthouse dashboard (${formFactor}, cold)`, await runLighthouse(`${bench.baseUrl}/`, DEBUG_PORT, formFactor, true, report(`dashboard-cold-${formFactor}`))),
        );
        await page.goto(`${bench.baseUrl}/`);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.reload();
        lines.push(
          lighthouseLine(`Lighthouse dashboard (${formFactor}, repeat)`, await runLighthouse(`${bench.baseUrl}/`, DEBUG_PORT, formFactor, true, report(`dashboard-repeat-${formFactor}`))),
        );
        if (formFactor === 'desktop') {
          await page.getByTestId('count-processed').waitFor();
          const dashboardAxe = await runAxe(page);
          await profile.close();
          const fresh = await browserProfile('axe-sign-in', DEBUG_PORT);
          const signInPage = await fresh.newPage();
          await signInPage.goto(`${bench.baseUrl}/sign-in`);
          await signInPage.getByRole('heading', { name: 'Sign in' }).waitFor();
          const signInAxe = await runAxe(signInPage);
          await fresh.close();
          for (const [label, axe] of [['sign-in', signInAxe], ['dashboard', dashboardAxe]] as const) {
            lines.push(`axe ${label}: critical ${axe.critical}, serious ${axe.serious}, moderate ${axe.moderate}, minor ${axe.minor}${axe.ids.length ? ` (${axe.ids.join(', ')})` : ''}`);
          }
        } else {
          await profile.close();
        }
      }
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
