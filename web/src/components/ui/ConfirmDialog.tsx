import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
}

/** A modal dialog (native <dialog>: focus trap, Esc and inert page come with it). */
export function ConfirmDialog({ open, title, children, onClose, onSubmit }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </form>
    </dialog>
  );
}
