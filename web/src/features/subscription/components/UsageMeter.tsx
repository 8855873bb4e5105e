import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/format';

interface UsageMeterProps {
  label: string;
  used: number;
  limit: number | null;
}

/** One limit of the plan: used of allowed, as a meter that turns amber near the limit. */
export function UsageMeter({ label, used, limit }: UsageMeterProps) {
  const { t, i18n } = useTranslation('subscription');
  const id = useId();
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  return (
    <div className="usage">
      <div className="usage-head">
        <span id={id}>{label}</span>
        <strong>
          {limit === null
            ? t('usage.noLimit', { used: number.format(used) })
            : t('usage.ofLimit', { used: number.format(used), limit: number.format(limit) })}
        </strong>
      </div>
      {limit !== null && (
        <meter aria-labelledby={id} min={0} max={Math.max(limit, 1)} low={limit * 0.8} high={limit * 0.95} optimum={0} value={Math.min(used, limit)} />
      )}
      {limit !== null && (
        <p className="muted">{used >= limit ? t('usage.reached') : t('usage.left', { count: limit - used })}</p>
      )}
    </div>
  );
}
