import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface IntakeToggleFieldProps {
  register: UseFormRegisterReturn<'emailIntake.enabled'>;
  enabled: boolean;
  /** The company's generated address, once it has one. */
  address: string | null;
}

/**
 * "Receive invoices by email" (issue 17): on or off only. Nobody types the address: the functions
 * generate an unguessable one when it is first turned on, shown here and on the client page
 * (with its copy button, allowed senders and a new address on request).
 */
export function IntakeToggleField({ register, enabled, address }: IntakeToggleFieldProps) {
  const { t } = useTranslation('clients');
  const hintId = useId();
  const hint = !enabled ? (address ? t('form.intakeOffHint') : null) : address ? t('form.intakeAddressHint') : t('form.intakeNewHint');
  return (
    <div className="clients-toggle">
      <label className="clients-check">
        <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...register} />
        {t('form.emailIntake')}
      </label>
      {hint && (
        <div className="stack clients-toggle-body" id={hintId}>
          {enabled && address && <code data-testid="form-intake-address">{address}</code>}
          <p className="muted clients-hint">{hint}</p>
        </div>
      )}
    </div>
  );
}
