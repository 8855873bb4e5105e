/// <reference lib="dom" />
/** Lighthouse (performance, accessibility, best practices) and axe on one page. */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Page } from 'playwright-core';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU (higher is faster), from the report's environment. */
  benchmarkIndex: number;
  failing: string[];
  /** What moved (layout shifts) and what the largest paint was, to know where to look. */
  notes: string[];
}

interface AuditItems {
  items?: { node?: { snippet?: string; selector?: string }; score?: number }[];
}

interface TaskItems {
  items?: { url?: string; duration?: number; startTime?: number; total?: number; scripting?: number; scriptParseCompile?: number }[];
}

const shortUrl = (url = '?') => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * Where the main thread's time went, for FACTORIA_BENCH_VERBOSE: the long tasks (what blocks)
 * and the scripts that cost the most to evaluate.
 */
function timeNotes(audits: Record<string, { details?: unknown }>): string[] {
  const tasks = ((audits['long-tasks']?.details as TaskItems | undefined)?.items ?? []).slice(0, 8);
  const scripts = ((audits['bootup-time']?.details as TaskItems | undefined)?.items ?? []).slice(0, 6);
  return [
    ...tasks.map((task) => `long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms (${shortUrl(task.url)})`),
    ...scripts.map(
      (script) => `script ${shortUrl(script.url)}: ${Math.round(script.total ?? 0)} ms (evaluation ${Math.round(script.scripting ?? 0)}, parse ${Math.round(script.scriptParseCompile ?? 0)})`,
    ),
  ];
}

/**
 * Runs Lighthouse; with `saveAs`, the full report is kept as JSON there to look into. With
 * `cpuSlowdown`, the simulated CPU is that many times slower than this one instead of the
 * profile's (4 on mobile, 1 on desktop): a slower machine of the same kind, whose long tasks
 * cross 50 ms where this one's do not.
 */
export async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  keepStorage: boolean,
  saveAs?: string,
  cpuSlowdown?: number,
): Promise<LighthouseScores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    failing: [...new Set(failing)],
    notes: [
      ...((audits['layout-shifts']?.details as AuditItems | undefined)?.items ?? []).map(
        (item) => `shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      ),
      ...((audits['largest-contentful-paint-element']?.details as { items?: AuditItems[] } | undefined)?.items?.[0]?.items ?? []).map(
        (item) => `LCP element: ${item.node?.snippet ?? '?'}`,
      ),
      ...(process.env.FACTORIA_BENCH_VERBOSE ? timeNotes(audits) : []),
    ],
  };
}

export interface AxeSummary {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  ids: string[];
}

export async function runAxe(page: Page): Promise<AxeSummary> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const count = (impact: string) => violations.filter((violation) => violation.impact === impact).length;
  return {
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    ids: violations.map((violation) => `${violation.id} (${violation.impact})`),
  };
}
