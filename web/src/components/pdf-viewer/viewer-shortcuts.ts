/**
 * Keyboard shortcuts of the viewer, active while focus is inside it (never while typing in
 * one of its fields). The toolbar lists them, so they are discoverable.
 */
export type ViewerAction =
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-reset'
  | 'fit-width'
  | 'full-screen'
  | 'toggle-mode'
  | 'next-page'
  | 'previous-page'
  | 'first-page'
  | 'last-page';

/** Shown on screen, in this order; `keys` are display labels. */
export const SHORTCUTS: readonly { action: ViewerAction; keys: string }[] = [
  { action: 'zoom-in', keys: '+' },
  { action: 'zoom-out', keys: '−' },
  { action: 'zoom-reset', keys: '0' },
  { action: 'fit-width', keys: 'W' },
  { action: 'full-screen', keys: 'F' },
  { action: 'toggle-mode', keys: 'M' },
  { action: 'next-page', keys: 'N / →' },
  { action: 'previous-page', keys: 'P / ←' },
  { action: 'first-page', keys: 'Home' },
  { action: 'last-page', keys: 'End' },
];

interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function shortcutFor(event: KeyInput): ViewerAction | null {
  // Browser and app shortcuts (Ctrl+S, Alt+arrows...) keep their meaning.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
    case '_':
      return 'zoom-out';
    case '0':
      return 'zoom-reset';
    case 'w':
    case 'W':
      return 'fit-width';
    case 'f':
    case 'F':
      return 'full-screen';
    case 'm':
    case 'M':
      return 'toggle-mode';
    case 'n':
    case 'N':
    case 'ArrowRight':
      return 'next-page';
    case 'p':
    case 'P':
    case 'ArrowLeft':
      return 'previous-page';
    case 'Home':
      return 'first-page';
    case 'End':
      return 'last-page';
    default:
      return null;
  }
}

/** Keys typed into a field belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}
