/**
 * On the very first visit the page loads before its service worker is active, so the files it
 * fetched then never passed through the worker's runtime cache. Once the worker controls the
 * page, fetching them again (from the HTTP cache, through the worker) caches them: the app
 * then reloads offline from the first visit on, not only from the second. Files still on their
 * way when the worker took over bypassed it too; they are fetched again as they arrive.
 */
const IN_FLIGHT_WAIT_MS = 3000;
/** A fetch that never settles must not hold back the news that the app works offline. */
const SETTLE_WAIT_MS = 10_000;

function isAsset(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
}

export interface AssetWarmUp {
  /**
   * Settles once the worker took over this page for the first time (it had precached the shell
   * by then) and every file loaded before is in its cache (or failed); null when a worker
   * already controlled the page, which was therefore ready offline before.
   */
  done: Promise<void> | null;
  cancel: () => void;
}

/** Call before registering the worker. */
export function cacheAssetsOnceControlled(): AssetWarmUp {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) {
    return { done: null, cancel: () => undefined };
  }
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const fetched = new Set<string>();
  const fetches: Promise<unknown>[] = [];
  const again = (entries: readonly PerformanceEntry[], takenOverAt: number) => {
    for (const entry of entries) {
      const url = new URL(entry.name);
      if (entry.startTime >= takenOverAt || !isAsset(url) || fetched.has(url.href)) continue;
      fetched.add(url.href);
      // A failed fetch only means that file is fetched again the next time it is needed.
      fetches.push(fetch(url.href).catch(() => undefined));
    }
  };
  let observer: PerformanceObserver | null = null;
  const warm = () => {
    const takenOverAt = performance.now();
    again(performance.getEntriesByType('resource'), takenOverAt);
    observer = new PerformanceObserver((list) => again(list.getEntries(), takenOverAt));
    observer.observe({ type: 'resource' });
    window.setTimeout(() => {
      observer?.disconnect();
      const settleWait = new Promise((resolve) => window.setTimeout(resolve, SETTLE_WAIT_MS));
      void Promise.race([Promise.allSettled(fetches), settleWait]).then(() => finish());
    }, IN_FLIGHT_WAIT_MS);
  };
  navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
  return {
    done,
    cancel: () => {
      navigator.serviceWorker.removeEventListener('controllerchange', warm);
      observer?.disconnect();
    },
  };
}
