import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';

interface ActionButtonProps {
  children: ReactNode;
  action: () => Promise<void>;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Names the row the button acts on, for screen readers ("Approve Gestoría Norte"). */
  label?: string;
}

/** A button that runs a callable, shows it is busy and says why it failed. */
export function ActionButton({ children, action, variant = 'primary', label }: ActionButtonProps) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  return (
    <span className="stack">
      <Button
        variant={variant}
        busy={busy}
        aria-label={label}
        onClick={async () => {
          setBusy(true);
          setFailure(null);
          try {
            await action();
          } catch (error) {
            setFailure(errorKey(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {children}
      </Button>
      {failure && (
        <span className="field-error" role="alert">
          {t(failure)}
        </span>
      )}
    </span>
  );
}
