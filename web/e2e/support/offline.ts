/**
 * Reloads a page while its context is offline. With Chromium 150, Playwright 1.65's offline
 * emulation cuts the reloaded document's network but no longer reaches its navigator.onLine
 * (the override is per document now, and Playwright sends it only when the state changes), so
 * the app would believe it is online, which a browser without a network never does. The state
 * is sent again to the new document through a CDP session of its own; the returned function
 * takes it back, to be called before `context.setOffline(false)`.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function reloadOffline(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Network.emulateNetworkConditions', conditions(true));
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', conditions(false));
    await cdp.detach();
  };
}

/** Waits until the app's service worker is active and controls the page (its shell precached). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
