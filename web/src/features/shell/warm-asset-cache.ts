/**
 * On the very first visit the page loads before its service worker is active, so the files it
 * fetched then never passed through the worker's runtime cache. Once the worker controls the
 * page, fetching them again (from the HTTP cache, through the worker) caches them: the app
 * then reloads offline from the first visit on, not only from the second. Files still on their
 * way when the worker took over bypassed it too; they are fetched again as they arrive.
 *
 * A page is taken over at most once, and the worker is registered while UpdatePrompt renders
 * (useRegisterSW), so it can take control before any effect of that component listens. So the
 * takeover is watched once per page, from its start (main.tsx, before the worker is
 * registered), and components only read the result (`useSyncExternalStore`).
 */
const IN_FLIGHT_WAIT_MS = 3000;
/** A fetch that never settles must not hold back the news that the app works offline. */
const SETTLE_WAIT_MS = 10_000;
/** How long the passing notice that the app works offline stays up. */
const NOTICE_MS = 6000;
/** The warm-up must not crowd the page's own requests (Firestore's channel among them). */
const PARALLEL_FETCHES = 4;

export type OfflineReadiness =
  /** No worker controls this page yet. */
  | 'waiting'
  /** A worker took over this page; the files loaded before are being cached. */
  | 'warming'
  /** Those files are cached (or failed): the notice that the app works offline is up. */
  | 'announced'
  /** Said, or never to be said: no service worker here, or one controlled the page from its start. */
  | 'settled';

/** What the watch needs of the browser (a seam for tests). */
export interface TakeoverEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'> | undefined;
  origin: string;
  now: () => number;
  /** The resources this page has loaded so far. */
  resources: () => readonly PerformanceEntry[];
  /** Calls back with each resource as it finishes loading; returns the function that stops. */
  observeResources: (onEntries: (entries: readonly PerformanceEntry[]) => void) => () => void;
  fetch: (url: string, signal: AbortSignal) => Promise<unknown>;
  setTimeout: (work: () => void, ms: number) => void;
}

export interface TakeoverWatch {
  /** Starts watching for this page's first takeover; later calls do nothing. */
  start: () => void;
  getSnapshot: () => OfflineReadiness;
  subscribe: (listener: () => void) => () => void;
}

export function createTakeoverWatch(environment: TakeoverEnvironment): TakeoverWatch {
  let state: OfflineReadiness = 'waiting';
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: OfflineReadiness) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const warm = () => {
    set('warming');
    const takenOverAt = environment.now();
    const aborter = new AbortController();
    const seen = new Set<string>();
    const queue: string[] = [];
    let running = 0;
    let observing = true;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      aborter.abort();
      set('announced');
      environment.setTimeout(() => set('settled'), NOTICE_MS);
    };
    const next = () => {
      while (running < PARALLEL_FETCHES && queue.length && !finished) {
        const url = queue.shift() as string;
        running += 1;
        // A failed fetch only means that file is fetched again the next time it is needed.
        void environment
          .fetch(url, aborter.signal)
          .catch(() => undefined)
          .then(() => {
            running -= 1;
            next();
          });
      }
      if (!observing && running === 0 && queue.length === 0) finish();
    };
    const add = (entries: readonly PerformanceEntry[]) => {
      for (const entry of entries) {
        if (entry.startTime >= takenOverAt) continue;
        const url = new URL(entry.name, environment.origin);
        if (url.origin !== environment.origin || !url.pathname.startsWith('/assets/') || seen.has(url.href)) continue;
        seen.add(url.href);
        queue.push(url.href);
      }
      next();
    };
    add(environment.resources());
    const stopObserving = environment.observeResources(add);
    environment.setTimeout(() => {
      stopObserving();
      observing = false;
      next();
      environment.setTimeout(finish, SETTLE_WAIT_MS);
    }, IN_FLIGHT_WAIT_MS);
  };

  return {
    start() {
      if (started) return;
      started = true;
      const container = environment.serviceWorker;
      if (!container || container.controller) {
        set('settled');
        return;
      }
      container.addEventListener('controllerchange', warm, { once: true });
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserEnvironment(): TakeoverEnvironment {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    origin: window.location.origin,
    now: () => performance.now(),
    resources: () => performance.getEntriesByType('resource'),
    observeResources(onEntries) {
      const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
      observer.observe({ type: 'resource' });
      return () => observer.disconnect();
    },
    // Hashed file names never change content: the HTTP cache may answer without asking.
    fetch: (url, signal) => fetch(url, { cache: 'force-cache', signal }),
    setTimeout: (work, ms) => void window.setTimeout(work, ms),
  };
}

/** This page's watch, started by main.tsx before anything can register the worker. */
export const offlineReadiness: TakeoverWatch = createTakeoverWatch(browserEnvironment());
