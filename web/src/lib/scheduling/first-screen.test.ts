import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen was drawn: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./first-screen');
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first screen, then settles before running the work', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await load();
    const work = vi.fn();
    afterFirstScreen(work, { fallbackMs: 8000, settleMs: 2000 });
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    markFirstScreenDrawn();
    vi.advanceTimersByTime(1999);
    expect(work).not.toHaveBeenCalled();
    // Settled, then the next idle moment (jsdom has no requestIdleCallback: a timer).
    vi.advanceTimersByTime(1 + 1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback delay on a screen that never marks itself drawn', async () => {
    const { afterFirstScreen } = await load();
    const work = vi.fn();
    afterFirstScreen(work, { fallbackMs: 8000, settleMs: 2000 });
    vi.advanceTimersByTime(7999 + 2000 + 1000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('settles at once when the first screen was already drawn, and runs the work once', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await load();
    markFirstScreenDrawn();
    const work = vi.fn();
    afterFirstScreen(work, { fallbackMs: 8000, settleMs: 2000 });
    vi.advanceTimersByTime(3000);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, at any stage', async () => {
    const { afterFirstScreen, markFirstScreenDrawn } = await load();
    const before = vi.fn();
    const settling = vi.fn();
    afterFirstScreen(before)();
    const cancelSettling = afterFirstScreen(settling, { settleMs: 2000 });
    markFirstScreenDrawn();
    vi.advanceTimersByTime(1000);
    cancelSettling();
    vi.advanceTimersByTime(20_000);
    expect(before).not.toHaveBeenCalled();
    expect(settling).not.toHaveBeenCalled();
  });
});
