import { useTranslation } from 'react-i18next';
import type { LimitState } from '../model/company-limit';
import { slotPrice } from '../model/format';
import { Tooltip } from '../../../components/ui/Tooltip';

interface AddCompanyButtonProps {
  limit: LimitState;
  onAdd: () => void;
  onOfferSlot: () => void;
}

/**
 * Opens the company form, or at the limit the extra-slot offer. Near the limit or without a
 * subscription a tooltip says so; without a subscription the button does nothing (it stays
 * focusable, aria-disabled, so the tooltip can still be read).
 */
export function AddCompanyButton({ limit, onAdd, onOfferSlot }: AddCompanyButtonProps) {
  const { t, i18n } = useTranslation('clients');
  const tooltip =
    limit.kind === 'no-subscription'
      ? t('add.noSubscription')
      : limit.kind === 'near'
        ? t('add.near', { count: limit.remaining, used: limit.used, limit: limit.limit })
        : limit.kind === 'full'
          ? t('add.full', { count: limit.limit, price: slotPrice(i18n.language) })
          : null;
  const disabled = limit.kind === 'no-subscription';
  return (
    <Tooltip text={tooltip}>
      {(describedBy) => (
        <button
          type="button"
          className="button button-primary"
          aria-describedby={describedBy}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (disabled) return;
            if (limit.kind === 'full') onOfferSlot();
            else onAdd();
          }}
        >
          {t('add.button')}
        </button>
      )}
    </Tooltip>
  );
}
