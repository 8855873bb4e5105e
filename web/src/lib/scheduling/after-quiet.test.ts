import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterQuiet, type ActivitySource } from './after-quiet';

/** An activity source the test drives by hand. */
function source() {
  const listeners = new Set<() => void>();
  const activity: ActivitySource = (onActivity) => {
    listeners.add(onActivity);
    return () => listeners.delete(onActivity);
  };
  return { activity, emit: () => listeners.forEach((listener) => listener()), listening: () => listeners.size };
}

// jsdom has no requestIdleCallback: whenIdle falls back to a 1 s timer.
const IDLE_MS = 1000;

describe('afterQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work once the source has been quiet, at the next idle moment', () => {
    const { activity, emit, listening } = source();
    const work = vi.fn();
    afterQuiet(work, { activity, quietMs: 2000, fallbackMs: 10_000 });
    vi.advanceTimersByTime(1500);
    emit();
    vi.advanceTimersByTime(1500);
    emit();
    vi.advanceTimersByTime(1999 + IDLE_MS);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
  });

  it('runs the work after the fallback delay when the source never goes quiet, once', () => {
    const { activity, emit } = source();
    const work = vi.fn();
    afterQuiet(work, { activity, quietMs: 2000, fallbackMs: 10_000 });
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      vi.advanceTimersByTime(500);
      emit();
    }
    vi.advanceTimersByTime(500 + IDLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    emit();
    vi.advanceTimersByTime(30_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the quiet period', () => {
    const first = source();
    const before = vi.fn();
    afterQuiet(before, { activity: first.activity, quietMs: 2000 })();
    expect(first.listening()).toBe(0);
    const second = source();
    const waitingForIdle = vi.fn();
    const cancel = afterQuiet(waitingForIdle, { activity: second.activity, quietMs: 2000 });
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(30_000);
    expect(before).not.toHaveBeenCalled();
    expect(waitingForIdle).not.toHaveBeenCalled();
  });
});
