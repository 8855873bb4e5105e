import { useEffect, useRef, type RefObject } from 'react';

interface Handlers {
  form: RefObject<HTMLFormElement | null>;
  next: (() => void) | null;
  previous: (() => void) | null;
}

/**
 * Ctrl/Cmd+Enter saves from anywhere on the screen; Alt+N and Alt+P move to the next and the
 * previous invoice (by physical key, so they work on every layout). Dialogs keep their keys.
 */
export function useInvoiceShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (document.querySelector('dialog[open]')) return;
      const { form, next, previous } = latest.current;
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        form.current?.requestSubmit();
      } else if (event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyN' || event.code === 'KeyP')) {
        const go = event.code === 'KeyN' ? next : previous;
        if (!go) return;
        event.preventDefault();
        go();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
