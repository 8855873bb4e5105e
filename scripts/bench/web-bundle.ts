/// <reference lib="dom" />
/**
 * The JavaScript a first visit to a route needs before its screen appears: every script the
 * page requested before the given heading was first in the DOM (resource timing against a
 * mutation observer, both in the page), gzip-compressed as a static host serves it. What is
 * fetched after (the service worker's registration, the Auth SDK on first interaction) is
 * reported apart.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface ScriptSize {
  file: string;
  gzipBytes: number;
}

export interface InitialJs {
  shownAtMs: number;
  initialGzipBytes: number;
  laterGzipBytes: number;
  initial: ScriptSize[];
  later: ScriptSize[];
  /** True when the Firestore SDK (or reactfire) was among the initial scripts. */
  loadsFirestore: boolean;
}

export async function measureInitialJs(context: BrowserContext, url: string, heading: string): Promise<InitialJs> {
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.set(new URL(response.url()).pathname, await response.body());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      if (Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === text)) {
        Object.assign(window, { headingShownAt: performance.now() });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, heading);
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const { shownAt, starts } = await page.evaluate(() => ({
    shownAt: (window as unknown as { headingShownAt: number }).headingShownAt,
    starts: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
  }));
  await page.close();
  // The first request of each file (the service worker fetches some again once in control).
  const firstStart = new Map<string, number>();
  for (const [file, start] of starts) firstStart.set(file, Math.min(firstStart.get(file) ?? Infinity, start));
  const sized = [...bodies].map(([file, body]) => ({ file, gzipBytes: gzipSync(body).length, body })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initial = sized.filter((script) => (firstStart.get(script.file) ?? Infinity) < shownAt);
  const later = sized.filter((script) => !initial.includes(script));
  const total = (scripts: ScriptSize[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const strip = ({ file, gzipBytes }: ScriptSize) => ({ file, gzipBytes });
  return {
    shownAtMs: Math.round(shownAt),
    initialGzipBytes: total(initial),
    laterGzipBytes: total(later),
    initial: initial.map(strip),
    later: later.map(strip),
    loadsFirestore: initial.some((script) => script.body.includes('firestore.googleapis.com') || script.body.includes('reactfire')),
  };
}
