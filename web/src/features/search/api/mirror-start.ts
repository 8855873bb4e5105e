/**
 * The header search asks for the mirror as soon as it is opened, whatever the first screen is
 * doing: the person is about to search.
 */
const listeners = new Set<() => void>();
let asked = false;

export function askForMirror(): void {
  if (asked) return;
  asked = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` when the search asks for the mirror (at once if it already has). */
export function onMirrorAsked(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
