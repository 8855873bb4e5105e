import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives focus
 * back to the opener, so it is keyboard-operable without extra code.
 */
export function Dialog({ open, onClose, labelledBy, children, className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className={['dialog', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
