/// <reference lib="dom" />
/**
 * bench:web's audits part: Lighthouse on the sign-in page and the dashboard (cold and repeat
 * visit), mobile and desktop, `runs` times each, and axe once. Each run's line is printed as it
 * comes; the summary gives each audit's spread and its verdict (spread.ts).
 */
import { join } from 'node:path';
import type { App } from 'firebase-admin/app';
import type { Page } from 'playwright-core';
import { runAxe, runLighthouse, type LighthouseScores } from './web-audits.ts';
import { dashboardAgency } from './web-data.ts';
import { browserProfile, outDir, signIn } from './web-harness.ts';
import { spread, spreadText, verdict } from './spread.ts';

export type FormFactor = 'mobile' | 'desktop';
export type AuditedPage = 'sign-in' | 'dashboard';

export interface AuditOptions {
  baseUrl: string;
  debugPort: number;
  runs: number;
  formFactors: FormFactor[];
  pages: AuditedPage[];
  /** Lighthouse's simulated CPU slowdown instead of the profile's (web-audits.ts). */
  cpuSlowdown?: number;
  /** Whether to run axe too (once per page); true unless said otherwise. */
  axe?: boolean;
  /** Goes into the kept reports' file names, to tell two builds' reports apart (web-compare.ts). */
  reportTag?: string;
}

/** Each audit's runs, by label ("dashboard (mobile, cold)"), in the order they came. */
export type AuditResults = Map<string, LighthouseScores[]>;

/** Issue 5 and 20: performance at least 95, median of the runs, on every page and profile. */
const PERFORMANCE_TARGET = 95;
/** With a higher slowdown (a slower machine), the dashboard's blocking time is held to this. */
const SLOWED_TBT_TARGET_MS = 200;

const ms = (value: number) => `${Math.round(value)} ms`;

function runLine(label: string, run: number, scores: LighthouseScores) {
  const failing = scores.failing.length ? `; below 0.9: ${scores.failing.join(', ')}` : '';
  const notes = scores.notes.map((note) => `\n    ${note}`).join('');
  return (
    `${label.padEnd(34)} run ${run}: perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores.bestPractices}  ` +
    `(FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}, benchmarkIndex ${scores.benchmarkIndex}${failing})${notes}`
  );
}

export function summary(label: string, runs: LighthouseScores[], cpuSlowdown: number | undefined): string[] {
  const of = (pick: (scores: LighthouseScores) => number) => spread(runs.map(pick));
  const performance = of((scores) => scores.performance);
  const tbt = of((scores) => scores.tbtMs);
  const lines = [
    `${label}, ${runs.length} runs: performance ${spreadText(performance)}`,
    `  TBT ${spreadText(tbt, ms)}; LCP ${spreadText(of((scores) => scores.lcpMs), ms)}; FCP ${spreadText(of((scores) => scores.fcpMs), ms)}`,
    `  accessibility min ${of((scores) => scores.accessibility).min}, best practices min ${of((scores) => scores.bestPractices).min}; benchmarkIndex ${spreadText(of((scores) => scores.benchmarkIndex))}`,
  ];
  if (cpuSlowdown) {
    if (label.includes('dashboard')) lines.push(`  ${verdict(`${label} TBT at ${cpuSlowdown}x`, tbt, 'at most', SLOWED_TBT_TARGET_MS, ms)}`);
  } else {
    lines.push(`  ${verdict(`${label} performance`, performance, 'at least', PERFORMANCE_TARGET)}`);
  }
  return lines;
}

/**
 * Parks the signed-in tab on a blank page before Lighthouse loads the audited one in a tab of
 * its own: left on the dashboard, that tab's app (its Firestore listeners, the search mirror's
 * writes, the upload outbox) would compete for the CPU during the audit, by an amount that
 * depends on how far its own start-up had got. The session and the caches stay in the profile.
 */
async function park(page: Page) {
  await page.goto('about:blank');
}

/** Runs the audits and returns each one's runs; the caller summarises them (runAudits, web-compare.ts). */
export async function collectAudits(app: App, options: AuditOptions, print: (line: string) => void): Promise<{ results: AuditResults; axeLines: string[] }> {
  const agency = await dashboardAgency(app);
  const results: AuditResults = new Map();
  const axeLines: string[] = [];
  const withAxe = options.axe ?? true;
  const slowdown = options.cpuSlowdown ? `, ${options.cpuSlowdown}x CPU` : '';

  async function audit(label: string, file: string, run: number, url: string, formFactor: FormFactor, keepStorage: boolean) {
    const scores = await runLighthouse(url, options.debugPort, formFactor, keepStorage, join(outDir, `lighthouse-${options.reportTag ?? ''}${file}-${run}.json`), options.cpuSlowdown);
    results.set(label, [...(results.get(label) ?? []), scores]);
    print(runLine(label, run, scores));
  }

  const dashboardHeading = (page: Page) => page.getByRole('heading', { name: /Gestoría dashboard/ }).waitFor();
  for (let run = 1; run <= options.runs; run++) {
    for (const formFactor of options.formFactors) {
      const profile = await browserProfile(`audit-${formFactor}`, options.debugPort);
      if (options.pages.includes('sign-in')) {
        await audit(`sign-in (${formFactor}${slowdown})`, `sign-in-${formFactor}`, run, `${options.baseUrl}/sign-in`, formFactor, false);
      }
      if (options.pages.includes('dashboard')) {
        const page = await signIn(profile, options.baseUrl, agency.email, agency.password);
        await dashboardHeading(page);
        // Cold: signed in, but no service worker and no cached files.
        await page.evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const key of await caches.keys()) await caches.delete(key);
        });
        await park(page);
        await audit(`dashboard (${formFactor}${slowdown}, cold)`, `dashboard-cold-${formFactor}`, run, `${options.baseUrl}/`, formFactor, true);
        await page.goto(`${options.baseUrl}/`);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.reload();
        await dashboardHeading(page);
        await park(page);
        await audit(`dashboard (${formFactor}${slowdown}, repeat)`, `dashboard-repeat-${formFactor}`, run, `${options.baseUrl}/`, formFactor, true);
        if (withAxe && run === 1 && formFactor === 'desktop') {
          await page.goto(`${options.baseUrl}/`);
          await page.getByTestId('count-processed').waitFor();
          axeLines.push(axeLine('dashboard', await runAxe(page)));
        }
      }
      await profile.close();
    }
  }
  if (withAxe && options.pages.includes('sign-in')) {
    const fresh = await browserProfile('axe-sign-in', options.debugPort);
    const signInPage = await fresh.newPage();
    await signInPage.goto(`${options.baseUrl}/sign-in`);
    await signInPage.getByRole('heading', { name: 'Sign in' }).waitFor();
    axeLines.push(axeLine('sign-in', await runAxe(signInPage)));
    await fresh.close();
  }
  return { results, axeLines };
}

export async function runAudits(app: App, options: AuditOptions, print: (line: string) => void): Promise<string[]> {
  const { results, axeLines } = await collectAudits(app, options, print);
  return [...[...results].flatMap(([label, runs]) => summary(`Lighthouse ${label}`, runs, options.cpuSlowdown)), ...axeLines];
}

function axeLine(label: string, axe: Awaited<ReturnType<typeof runAxe>>) {
  return `axe ${label}: critical ${axe.critical}, serious ${axe.serious}, moderate ${axe.moderate}, minor ${axe.minor}${axe.ids.length ? ` (${axe.ids.join(', ')})` : ''}`;
}
