import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
}

/** A question in a modal form: its submit button confirms, Escape or a cancel button closes. */
export function ConfirmDialog({ open, title, children, onClose, onSubmit }: ConfirmDialogProps) {
  const titleId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      <form className="stack" onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </form>
    </Dialog>
  );
}
