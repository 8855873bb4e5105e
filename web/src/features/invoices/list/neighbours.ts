/**
 * The previous and next invoice of a walk through a live list. An invoice can leave the list
 * while it is open (fixed in an errors-only walk, deleted): the walk then continues from the
 * place it had, so "next" is the invoice that moved up into that place.
 */
export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based, null while the current invoice is not in the list. */
  position: number | null;
}

export function neighbours(ids: readonly string[], current: string, lastIndex: number | null): Neighbours {
  const index = ids.indexOf(current);
  if (index >= 0) return { previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null, position: index + 1 };
  if (lastIndex === null) return { previous: null, next: ids[0] ?? null, position: null };
  const next = ids[lastIndex] ?? null;
  const previous = ids[Math.min(lastIndex, ids.length) - 1] ?? null;
  return { previous, next, position: null };
}
