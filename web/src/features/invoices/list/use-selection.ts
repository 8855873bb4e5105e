import { useCallback, useMemo, useState } from 'react';
import { EMPTY_SELECTION, headerState, keepListed, selectAll, selectRange, toggleRow, type Selection } from './selection';

/**
 * The list's selection in React state, always limited to the rows listed now (`order`, the
 * filtered and sorted ids): an invoice deleted, moved away or filtered out is no longer selected,
 * so a bulk action never reaches a row the user cannot see in the count.
 */
export function useSelection(order: readonly string[]) {
  const [state, setState] = useState<Selection>(EMPTY_SELECTION);
  const selection = useMemo(() => keepListed(state, order), [state, order]);
  const toggle = useCallback(
    (id: string, shift: boolean) => setState((current) => (shift ? selectRange(keepListed(current, order), id, order) : toggleRow(current, id))),
    [order],
  );
  const all = useCallback(() => setState(selectAll(order)), [order]);
  const clear = useCallback(() => setState(EMPTY_SELECTION), []);
  const header = useMemo(() => headerState(selection, order), [selection, order]);
  const toggleAll = useCallback(() => setState(header === 'all' ? EMPTY_SELECTION : selectAll(order)), [header, order]);
  // The selected ids in the list's order, for the actions and their undo.
  const ids = useMemo(() => order.filter((id) => selection.ids.has(id)), [order, selection]);
  return { selected: selection.ids, ids, header, toggle, selectAll: all, toggleAll, clear };
}
