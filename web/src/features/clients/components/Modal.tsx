import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores
 * focus to the opener, so the dialog is keyboard-operable without extra code.
 */
export function Modal({ open, onClose, labelledBy, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="clients-modal" aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
