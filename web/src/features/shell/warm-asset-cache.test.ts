import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTakeoverWatch, type TakeoverEnvironment } from './warm-asset-cache';

const origin = 'https://app.example';
const entry = (path: string, startTime: number) => ({ name: `${path.startsWith('http') ? '' : origin}${path}`, startTime }) as PerformanceEntry;

function fakeBrowser(controlled: boolean) {
  const target = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: target.addEventListener.bind(target),
  } as unknown as TakeoverEnvironment['serviceWorker'];
  let clock = 0;
  let loaded: PerformanceEntry[] = [];
  let onResource: ((entries: readonly PerformanceEntry[]) => void) | null = null;
  const requests: { url: string; settle: () => void; signal: AbortSignal }[] = [];
  const environment: TakeoverEnvironment = {
    serviceWorker: container,
    origin,
    now: () => clock,
    resources: () => loaded,
    observeResources(onEntries) {
      onResource = onEntries;
      return () => {
        onResource = null;
      };
    },
    fetch: (url, signal) =>
      new Promise<void>((resolve, reject) => {
        requests.push({ url, settle: resolve, signal });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    setTimeout: (work, ms) => void setTimeout(work, ms),
  };
  return {
    environment,
    requests,
    load: (...entries: PerformanceEntry[]) => {
      loaded = [...loaded, ...entries];
    },
    arrive: (...entries: PerformanceEntry[]) => onResource?.(entries),
    takeOver: (at: number) => {
      clock = at;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
}

/** Lets the fetches' promise chains run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the first takeover of the page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is never announced on a page a worker controlled from its start', () => {
    const browser = fakeBrowser(true);
    const watch = createTakeoverWatch(browser.environment);
    watch.start();
    expect(watch.getSnapshot()).toBe('settled');
  });

  it('fetches again, four at a time, the app files loaded before the worker took over, then says it once', async () => {
    const browser = fakeBrowser(false);
    const watch = createTakeoverWatch(browser.environment);
    watch.start();
    watch.start();
    browser.load(
      ...['a', 'b', 'c', 'd', 'e'].map((name, index) => entry(`/assets/${name}.js`, index)),
      entry('/assets/a.js', 6),
      entry('/index.html', 0),
      entry('https://firestore.example/assets/x.js', 1),
    );
    expect(watch.getSnapshot()).toBe('waiting');
    browser.takeOver(100);
    expect(watch.getSnapshot()).toBe('warming');
    expect(browser.requests.map((request) => request.url)).toEqual(['a', 'b', 'c', 'd'].map((name) => `${origin}/assets/${name}.js`));

    // A file on its way at the takeover arrives later and is fetched again; one asked for after it is not.
    browser.arrive(entry('/assets/late.js', 90), entry('/assets/after.js', 150));
    for (const request of browser.requests.slice(0, 2)) request.settle();
    await settle();
    expect(browser.requests.map((request) => request.url).slice(4)).toEqual([`${origin}/assets/e.js`, `${origin}/assets/late.js`]);

    for (const request of browser.requests.slice(2)) request.settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(watch.getSnapshot()).toBe('warming');
    await vi.advanceTimersByTimeAsync(1);
    expect(watch.getSnapshot()).toBe('announced');
    await vi.advanceTimersByTimeAsync(6000);
    expect(watch.getSnapshot()).toBe('settled');
    expect(browser.requests).toHaveLength(6);
  });

  it('keeps the news for a reader that was not there when the worker took over', async () => {
    const browser = fakeBrowser(false);
    const watch = createTakeoverWatch(browser.environment);
    watch.start();
    const before = vi.fn();
    // A screen listens, then goes away (unmounted) before the takeover.
    watch.subscribe(before)();
    browser.takeOver(10);
    await vi.advanceTimersByTimeAsync(3000);
    expect(before).not.toHaveBeenCalled();
    const after = vi.fn();
    watch.subscribe(after);
    expect(watch.getSnapshot()).toBe('announced');
    await vi.advanceTimersByTimeAsync(6000);
    expect(after).toHaveBeenCalledTimes(1);
    expect(watch.getSnapshot()).toBe('settled');
  });

  it('gives up on a fetch that never settles, and cancels it', async () => {
    const browser = fakeBrowser(false);
    const watch = createTakeoverWatch(browser.environment);
    watch.start();
    browser.load(entry('/assets/stuck.js', 1));
    browser.takeOver(10);
    await vi.advanceTimersByTimeAsync(3000 + 9999);
    expect(watch.getSnapshot()).toBe('warming');
    await vi.advanceTimersByTimeAsync(1);
    expect(watch.getSnapshot()).toBe('announced');
    expect(browser.requests[0]?.signal.aborted).toBe(true);
  });
});
