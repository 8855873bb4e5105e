/**
 * Runs work once the browser is idle (at the latest after `timeoutMs`), so it never competes
 * with the first screen. Returns the function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(handle);
}
