import type { KeyboardEvent } from 'react';

export interface KeyActions {
  accept: () => void;
  reject: () => void;
  force: () => void;
  split: () => void;
  noDocument: () => void;
  undo: () => void;
}

const LETTERS: Record<string, keyof KeyActions> = { a: 'accept', r: 'reject', f: 'force', s: 'split', n: 'noDocument', u: 'undo' };

/**
 * Keyboard-first review (like the error-fix flow): ↑/↓ (or j/k) move through the lines shown,
 * A accept the first suggestion, R reject it, F match by hand, S split over invoices, N no document
 * needed, U undo.
 */
export function useLineKeys(lines: readonly { id: string }[], selectedId: string | null, select: (id: string) => void, actions: KeyActions) {
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest('button, input, select, textarea, a')) return;
    const index = lines.findIndex((line) => line.id === selectedId);
    const move = event.key === 'ArrowDown' || event.key === 'j' ? 1 : event.key === 'ArrowUp' || event.key === 'k' ? -1 : 0;
    if (move !== 0) {
      event.preventDefault();
      const next = lines[Math.min(lines.length - 1, Math.max(0, index + move))];
      if (next) select(next.id);
      return;
    }
    const action = LETTERS[event.key.toLowerCase()];
    if (action && selectedId) {
      event.preventDefault();
      actions[action]();
    }
  };
}
