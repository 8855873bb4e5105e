/**
 * The header search asks for the mirror at once when it is focused, whatever the first screen is
 * doing: the person is about to search.
 */
const listeners = new Set<() => void>();
let asked = false;

export function askForMirror(): void {
  asked = true;
  for (const listener of [...listeners]) listener();
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
