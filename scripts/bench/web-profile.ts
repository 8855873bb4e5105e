/// <reference lib="dom" />
/**
 * `npx tsx scripts/bench/web-profile.ts [--cpu-slowdown=8] [--page=/] [--form-factor=desktop]`: where the dashboard's
 * first load spends its main thread, on a slowed CPU (a slower phone than Lighthouse's 4x). It
 * signs in on the bench stack (web-harness.ts), then loads the page cold (no service worker, no
 * cache) and again (repeat visit) with Chrome's CPU throttling and the V8 sampling profiler on,
 * cuts the samples into tasks at the idle gaps, and prints each task of 50 ms or more with the
 * app's functions that ran longest in it, mapped through the build's source maps. Lighthouse
 * says which tasks are long; this says what is in them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { Page } from 'playwright-core';
import { adminApp } from '../lib/agency-builder.ts';
import { dashboardAgency } from './web-data.ts';
import { browserProfile, outDir, projectId, signIn, startBenchApp } from './web-harness.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const LONG_TASK_MS = 50;
const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const slowdown = Number(flag('cpu-slowdown') ?? 8);
const path = flag('page') ?? '/';
/** Lighthouse's mobile screen by default, where what lies below the fold differs from desktop's. */
const viewport = flag('form-factor') === 'desktop' ? { width: 1350, height: 940 } : { width: 412, height: 823 };

/** Names a frame by its original source (file:line function), through the chunk's source map. */
function frameNamer(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: ProfileNode['callFrame']): string => {
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    if (!file.startsWith('assets/') || frame.lineNumber < 0) return `${frame.functionName || '(anonymous)'} ${file || frame.url}`;
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    if (!map) return `${frame.functionName} ${file}`;
    const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (original.source ?? file).replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '~');
    return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
  };
}

/** Splits the samples into tasks at the idle samples and lists the long ones with what ran in them. */
function longTasks(profile: CpuProfile, name: (frame: ProfileNode['callFrame']) => string): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const lines: string[] = [];
  let task: { startMs: number; ms: number; self: Map<string, number>; app: Map<string, number> } | null = null;
  let clock = 0;
  const close = () => {
    if (task && task.ms >= LONG_TASK_MS) {
      const top = (counts: Map<string, number>, count: number) =>
        [...counts].sort((a, b) => b[1] - a[1]).slice(0, count).map(([frame, ms]) => `${Math.round(ms)} ms ${frame}`);
      lines.push(`task at ${Math.round(task.startMs)} ms: ${Math.round(task.ms)} ms`);
      lines.push(`  own time: ${top(task.self, 5).join(' | ')}`);
      lines.push(`  app code on the stack: ${top(task.app, 6).join(' | ')}`);
    }
    task = null;
  };
  profile.samples.forEach((sampleId, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    clock += (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(sampleId)!;
    if (node.callFrame.functionName === '(idle)') return close();
    task ??= { startMs: clock, ms: 0, self: new Map(), app: new Map() };
    task.ms += ms;
    const own = name(node.callFrame);
    task.self.set(own, (task.self.get(own) ?? 0) + ms);
    // Every frame of the app's own code (not a library) on this sample's stack, once each.
    const seen = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (!frame.url.includes('/assets/')) continue;
      const named = name(frame);
      if (named.includes('~') || seen.has(named)) continue;
      seen.add(named);
      task.app.set(named, (task.app.get(named) ?? 0) + ms);
    }
  });
  close();
  return lines;
}

async function profileLoad(page: Page, url: string, label: string, name: (frame: ProfileNode['callFrame']) => string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.getByTestId('count-processed').waitFor();
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  // Kept, to open in Chrome's DevTools (Performance, load profile) or to read again.
  writeFileSync(join(outDir, `profile-${label}.cpuprofile`), JSON.stringify(profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return longTasks(profile, name);
}

async function main() {
  const bench = await startBenchApp();
  try {
    const agency = await dashboardAgency(adminApp(projectId));
    const name = frameNamer(bench.dist);
    const context = await browserProfile('profile', 9400 + Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 0));
    const page = await signIn(context, bench.baseUrl, agency.email, agency.password);
    await page.setViewportSize(viewport);
    await page.getByTestId('count-processed').waitFor();
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const lines = [`${path}, cold, ${slowdown}x CPU:`, ...(await profileLoad(page, `${bench.baseUrl}${path}`, 'cold', name))];
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByTestId('count-processed').waitFor();
    lines.push(`${path}, repeat visit, ${slowdown}x CPU:`, ...(await profileLoad(page, `${bench.baseUrl}${path}`, 'repeat', name)));
    await context.close();
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`web-profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
