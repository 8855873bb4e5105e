import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCustomRange, DATE_RANGE_PRESETS, type DateRangePreset, type DayRange } from '../../../lib/dates/date-range';

interface DateRangeSelectProps {
  preset: DateRangePreset;
  custom: Partial<DayRange>;
  onChange: (preset: DateRangePreset, custom: Partial<DayRange>) => void;
}

export function DateRangeSelect({ preset, custom, onChange }: DateRangeSelectProps) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const problem = preset === 'custom' && custom.from && custom.to ? checkCustomRange(custom) : null;
  return (
    <div className="range-select row">
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t('range.label')}</label>
        <select id={`${id}-preset`} value={preset} onChange={(event) => onChange(event.target.value as DateRangePreset, custom)}>
          {DATE_RANGE_PRESETS.map((option) => (
            <option key={option} value={option}>
              {t(`range.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {preset === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('range.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onChange('custom', { ...custom, from: event.target.value || undefined })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('range.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={custom.to ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onChange('custom', { ...custom, to: event.target.value || undefined })}
            />
          </div>
          {problem && (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {t(`range.problem.${problem}`)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
