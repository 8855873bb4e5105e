/**
 * The JavaScript a first visit to a route downloads before it can be used: every script the
 * page requests until the network is idle, gzip-compressed (as a static host serves it).
 * Lazily started work that waits for idle time (error reporting with a DSN) is not initial.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface InitialJs {
  totalGzipBytes: number;
  files: { file: string; gzipBytes: number }[];
  /** True when the Firestore SDK (or reactfire) was among them. */
  loadsFirestore: boolean;
}

export async function measureInitialJs(context: BrowserContext, url: string, ready: string): Promise<InitialJs> {
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ready }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const files = [...bodies].map(([file, body]) => ({ file, gzipBytes: gzipSync(body).length })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const loadsFirestore = [...bodies.values()].some((body) => body.includes('firestore.googleapis.com') || body.includes('reactfire'));
  return { totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files, loadsFirestore };
}
