/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of items, arrow keys, Home and
 * End move between them, Escape closes and returns focus to the button, and a click outside or
 * choosing an item closes it. Items are any elements with role="menuitem" (links or buttons).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface MenuProps {
  /** The button's content, which names it: include text (visually hidden if need be). */
  button: ReactNode;
  /** The name of the opened menu. */
  label: string;
  children: ReactNode;
  align?: 'start' | 'end';
}

function items(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function Menu({ button, label, children, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    items(listRef.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items(listRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + all.length) % all.length;
      all[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`menu-list menu-list-${align}`}
          onKeyDown={onKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
