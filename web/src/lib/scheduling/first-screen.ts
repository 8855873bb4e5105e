import { whenIdle } from './when-idle';

/**
 * The first screen's figures are drawn: work that serves later screens (the search mirror) may
 * start. A screen marks it once its main figures show data; a screen that never does lets such
 * work start after a fallback delay instead.
 */
let drawn = false;
const waiting = new Set<() => void>();

export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const go of [...waiting]) go();
  waiting.clear();
}

/**
 * Runs `work` once the first screen is drawn (or `fallbackMs` have passed), then `settleMs`
 * later at the browser's next idle moment: on a slow phone it does not lengthen the tasks of
 * the first screen. Returns the function that cancels it.
 */
export function afterFirstScreen(work: () => void, { fallbackMs = 8000, settleMs = 2000 } = {}): () => void {
  let cancelled = false;
  let cancelLater = () => {};
  const go = () => {
    if (cancelled) return;
    waiting.delete(go);
    window.clearTimeout(fallback);
    const settle = window.setTimeout(() => {
      cancelLater = whenIdle(() => {
        if (!cancelled) work();
      });
    }, settleMs);
    cancelLater = () => window.clearTimeout(settle);
  };
  const fallback = window.setTimeout(go, fallbackMs);
  if (drawn) go();
  else waiting.add(go);
  return () => {
    cancelled = true;
    waiting.delete(go);
    window.clearTimeout(fallback);
    cancelLater();
  };
}
