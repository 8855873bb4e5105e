/**
 * The invoice list's selection for bulk actions: a set of invoice ids plus the anchor a
 * shift-click extends from. Pure, so the range and "select all filtered" rules are unit-tested;
 * `use-selection.ts` holds it in React state.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  /** The last row clicked without shift: a shift-click selects from it to the clicked row. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

/** One row on or off; it becomes the anchor of the next shift-click. */
export function toggleRow(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/**
 * A shift-click: every row between the anchor and the clicked one, in the list's current order,
 * takes the clicked row's new state (selected unless it was selected), as in file managers and
 * Gmail. Without an anchor still in the list it is a plain toggle.
 */
export function selectRange(selection: Selection, id: string, order: readonly string[]): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from < 0 || to < 0) return toggleRow(selection, id);
  const select = !selection.ids.has(id);
  const ids = new Set(selection.ids);
  for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
    if (select) ids.add(order[index]!);
    else ids.delete(order[index]!);
  }
  return { ids, anchor: selection.anchor };
}

/** Every row the filters match, whether or not it is scrolled into view. */
export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: null };
}

/**
 * The selection limited to rows still in the list: a filter changed, or an invoice was deleted
 * or moved away. Returns the same object when nothing left, so React does not render again.
 */
export function keepListed(selection: Selection, order: readonly string[]): Selection {
  if (selection.ids.size === 0) return selection;
  const listed = new Set(order);
  let changed = false;
  const ids = new Set<string>();
  for (const id of selection.ids) {
    if (listed.has(id)) ids.add(id);
    else changed = true;
  }
  if (!changed) return selection;
  return { ids, anchor: selection.anchor !== null && listed.has(selection.anchor) ? selection.anchor : null };
}

/** The header checkbox's state: all, none, or some (shown as indeterminate). */
export function headerState(selection: Selection, order: readonly string[]): 'all' | 'none' | 'some' {
  if (selection.ids.size === 0 || order.length === 0) return 'none';
  return order.every((id) => selection.ids.has(id)) ? 'all' : 'some';
}
