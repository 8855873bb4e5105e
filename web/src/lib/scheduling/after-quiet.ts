import { whenIdle } from './when-idle';

/** Subscribes to a source of activity (e.g. Firestore delivering snapshots); returns the unsubscribe. */
export type ActivitySource = (onActivity: () => void) => () => void;

export interface AfterQuietOptions {
  /** What counts as the page still loading: each event restarts the quiet period. */
  activity: ActivitySource;
  /** How long the source must stay quiet. */
  quietMs?: number;
  /** At the latest this long after the call, quiet or not. */
  fallbackMs?: number;
}

/**
 * Runs `work` once the first screen has settled: `activity` has been quiet for `quietMs`, then at
 * the browser's next idle moment; on a screen that never settles, `fallbackMs` after the call. For work
 * that serves later screens, which on a slow phone would otherwise lengthen the first screen's
 * tasks. Returns the function that cancels it.
 */
export function afterQuiet(work: () => void, { activity, quietMs = 2000, fallbackMs = 10_000 }: AfterQuietOptions): () => void {
  let done = false;
  let cancelIdle = () => {};
  let quiet = window.setTimeout(() => settle(), quietMs);
  const stop = () => {
    done = true;
    window.clearTimeout(quiet);
    window.clearTimeout(fallback);
    unsubscribe();
  };
  const settle = () => {
    if (done) return;
    stop();
    cancelIdle = whenIdle(work);
  };
  const fallback = window.setTimeout(() => settle(), fallbackMs);
  const unsubscribe = activity(() => {
    if (done) return;
    window.clearTimeout(quiet);
    quiet = window.setTimeout(settle, quietMs);
  });
  return () => {
    stop();
    cancelIdle();
  };
}
