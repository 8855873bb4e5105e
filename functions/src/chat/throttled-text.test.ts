import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThrottledText } from './throttled-text';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A write that takes `ms` to complete, recording when it started and what it wrote. */
function recorder(ms = 20) {
  const writes: { at: number; text: string }[] = [];
  const write = (text: string) => {
    writes.push({ at: Date.now(), text });
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };
  return { writes, write };
}

describe('ThrottledText', () => {
  it('writes the first text at once, then at most once per 250 ms, always the latest text', async () => {
    const { writes, write } = recorder();
    const throttled = new ThrottledText(write);
    const start = Date.now();
    // A token every 10 ms for 1 s: 100 pushes.
    for (let i = 1; i <= 100; i++) {
      throttled.push('x'.repeat(i));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(300);
    await throttled.close();
    expect(writes[0]).toEqual({ at: start, text: 'x' });
    expect(writes.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < writes.length; i++) expect(writes[i]!.at - writes[i - 1]!.at).toBeGreaterThanOrEqual(250);
    expect(writes.at(-1)!.text).toBe('x'.repeat(100));
  });

  it('never writes twice at once, even when a write is slower than the interval', async () => {
    let running = 0;
    let most = 0;
    const throttled = new ThrottledText(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 600));
      running--;
    });
    for (let i = 0; i < 50; i++) {
      throttled.push(`t${i}`);
      await vi.advanceTimersByTimeAsync(40);
    }
    await vi.advanceTimersByTimeAsync(2000);
    await throttled.close();
    expect(most).toBe(1);
    // 2 s of tokens, 600 ms a write, one at a time: 0, 600, 1200, 1800 and the last text at 2400.
    expect(throttled.writes).toBe(5);
  });

  it('writes nothing after close, and close waits for the write in flight', async () => {
    const { writes, write } = recorder(100);
    const throttled = new ThrottledText(write);
    throttled.push('a');
    throttled.push('ab');
    let closed = false;
    const closing = throttled.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    await closing;
    throttled.push('abc');
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes.map((w) => w.text)).toEqual(['a']);
  });

  it('drops a failed partial write and goes on', async () => {
    const texts: string[] = [];
    let fail = true;
    const throttled = new ThrottledText(async (text) => {
      texts.push(text);
      if (fail) {
        fail = false;
        throw new Error('contention');
      }
    });
    throttled.push('a');
    await vi.advanceTimersByTimeAsync(0);
    throttled.push('ab');
    await vi.advanceTimersByTimeAsync(300);
    await throttled.close();
    expect(texts).toEqual(['a', 'ab']);
  });
});
