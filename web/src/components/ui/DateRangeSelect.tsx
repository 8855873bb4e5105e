import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCustomRange, DATE_RANGE_PRESETS, type DateRangePreset, type DayRange } from '../../lib/dates/date-range';

interface DateRangeSelectProps<E extends string> {
  preset: DateRangePreset | E;
  custom: Partial<DayRange>;
  onChange: (preset: DateRangePreset | E, custom: Partial<DayRange>) => void;
  /** Choices listed before the spec's presets (a bank statement's whole period), with their labels. */
  leading?: readonly { value: E; label: string }[];
  testId?: string;
}

/** The spec's date range choices (the dashboard's), with the custom range's two days and its problem. */
export function DateRangeSelect<E extends string = never>({ preset, custom, onChange, leading = [], testId }: DateRangeSelectProps<E>) {
  const { t } = useTranslation('common');
  const id = useId();
  const problem = preset === 'custom' && custom.from && custom.to ? checkCustomRange(custom) : null;
  return (
    <div className="range-select row">
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t('dateRange.label')}</label>
        <select id={`${id}-preset`} value={preset} data-testid={testId} onChange={(event) => onChange(event.target.value as DateRangePreset | E, custom)}>
          {leading.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {DATE_RANGE_PRESETS.map((option) => (
            <option key={option} value={option}>
              {t(`dateRange.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {preset === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('dateRange.from')}</label>
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
            <label htmlFor={`${id}-to`}>{t('dateRange.to')}</label>
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
              {t(`dateRange.problem.${problem}`)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
