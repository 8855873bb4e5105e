const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, at the first sign of a user (a pointer, a key, focus moving) or after
 * `fallbackMs`, whichever comes first. Returns the function that cancels it.
 */
export function onFirstInteraction(work: () => void, fallbackMs: number): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    work();
  };
  const timer = window.setTimeout(run, fallbackMs);
  const cancel = () => {
    done = true;
    window.clearTimeout(timer);
    for (const type of EVENTS) window.removeEventListener(type, run, true);
  };
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
