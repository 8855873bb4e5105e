/// <reference lib="dom" />
/**
 * `RATE=4 npx tsx scripts/bench/lcp-probe.ts`: loads the dashboard cold (service worker and
 * caches dropped) in Chromium with its CPU throttled RATE times (real throttling, not
 * Lighthouse's simulation) and prints what the first screen waited for: the LCP entries, the
 * moments the page's heading and layout appear, every resource with its start and end, the long
 * tasks, a CPU profile cut into 100 ms buckets, and each promise React attaches its ping to
 * (a component that suspended: `keys=status` for `use()`, none for a thrown promise, with the
 * stack that attached it). It found the dashboard's locale files loading one after another as
 * each component suspended on its own, and React's 300 ms throttle on revealing a fallback's content.
 */
import { adminApp } from '../lib/agency-builder.ts';
import { dashboardAgency } from './web-data.ts';
import { browserProfile, projectId, signIn, startBenchApp } from './web-harness.ts';

async function main() {
  const bench = await startBenchApp();
  try {
    const agency = await dashboardAgency(adminApp(projectId));
    const profile = await browserProfile('probe', 9444);
    const page = await signIn(profile, bench.baseUrl, agency.email, agency.password);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (let run = 0; run < 1; run++) {
      await page.evaluate(async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
      });
      console.log('storage', await page.evaluate(() => Object.keys(localStorage).join(', ')));
      await page.goto('about:blank');
      const cdp = await profile.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.addInitScript(() => {
        const log: string[] = ((window as unknown as { __log: string[] }).__log = []);
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[]) {
            log.push(`LCP ${e.startTime.toFixed(0)} size ${e.size} ${e.element?.tagName} "${e.element?.textContent?.slice(0, 40)}"`);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) log.push(`${e.name} ${e.startTime.toFixed(0)}`);
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as PerformanceResourceTiming[]) log.push(`res ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}`);
        }).observe({ type: 'resource', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) log.push(`longtask ${e.startTime.toFixed(0)} +${e.duration.toFixed(0)}`);
        }).observe({ type: 'longtask', buffered: true });
        const then = Promise.prototype.then;
        Promise.prototype.then = function (this: Promise<unknown>, a?: unknown, b?: unknown) {
          if (typeof a === 'function' && a === b) {
            const self = this as unknown as Record<string, unknown>;
            log.push(`${performance.now().toFixed(0)} PING-THEN keys=${Object.keys(self).join('/')} ctor=${(this as object).constructor?.name} stack=${(new Error().stack ?? '').split('\n').slice(2, 9).map((l) => l.trim().replace(/https?:\/\/[^/]+/, '')).join(' < ')}`);
          }
          return then.call(this, a as never, b as never) as never;
        } as typeof then;
        const seen = new Set<string>();
        new MutationObserver(() => {
          const h1 = document.querySelector('h1')?.textContent ?? '';
          const main = document.querySelector('main')?.textContent?.slice(0, 30) ?? '';
          const key = `h1 "${h1}" main "${main}" layout ${!!document.querySelector('.layout')} body "${document.body?.textContent?.slice(0, 40)}"`;
          if (!seen.has(key)) {
            seen.add(key);
            log.push(`${performance.now().toFixed(0)} ${key}`);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${bench.baseUrl}/`);
      await page.getByTestId('count-processed').waitFor();
      const { profile: cpu } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number } };
      const nowAtStop = await page.evaluate(() => performance.now());
      const origin = cpu.endTime / 1000 - nowAtStop;
      const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
      let t = cpu.startTime;
      const buckets = new Map<string, Map<string, number>>();
      cpu.samples.forEach((id, i) => {
        t += cpu.timeDeltas[i]!;
        const ms = t / 1000 - origin;
        const bucket = ms < 0 ? 'pre' : `${Math.floor(ms / 100) * 100}`;
        const node = byId.get(id)!;
        const name = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
        const map = buckets.get(bucket) ?? new Map<string, number>();
        map.set(name, (map.get(name) ?? 0) + cpu.timeDeltas[i]! / 1000);
        buckets.set(bucket, map);
      });
      for (const [bucket, map] of [...buckets.entries()].filter(([b]) => b !== 'pre').sort((a, b) => Number(a[0]) - Number(b[0])).slice(0, 10)) {
        const top = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(`${bucket}: ${top.map(([n, v]) => `${v.toFixed(0)}ms ${n}`).join(' | ')}`);
      }
      await page.waitForTimeout(3000);
      console.log((await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name} ${m.startTime.toFixed(0)}`))).join('\n'));
      console.log(`run ${run}:\n  ${(await page.evaluate(() => (window as unknown as { __log: string[] }).__log)).join('\n  ')}`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    await profile.close();
  } finally {
    await bench.stop();
  }
}
void main();
