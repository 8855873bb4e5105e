import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { updateReportSettings } from '../api/update-settings';
import { ReportSettingsSchema, type ReportSettingsInput, type ReportSettingsOutput } from './settings.schema';

interface ReportSettingsFormProps {
  reportTime: string | null;
  timeZone: string;
  recipients: string[];
}

export function ReportSettingsForm({ reportTime, timeZone, recipients }: ReportSettingsFormProps) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const ids = { zone: useId(), recipients: useId(), recipientsError: useId() };
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return all.includes(timeZone) ? all : [timeZone, ...all];
  }, [timeZone]);
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: ErrorKey } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReportSettingsInput, unknown, ReportSettingsOutput>({
    resolver: valibotResolver(ReportSettingsSchema),
    values: { reportTime: reportTime ?? '08:00', timeZone, recipients: recipients.join('\n') },
  });
  const message = (key: string | undefined) => (key ? ta(key as 'validation.reportTimeRequired') : undefined);
  const recipientsError = message(errors.recipients?.message);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await updateReportSettings({ reportTime: values.reportTime, timeZone: values.timeZone, reportRecipients: values.recipients });
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failure: errorKey(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack settings-form">
      <TextField label={t('report.time')} type="time" error={message(errors.reportTime?.message)} {...register('reportTime')} />
      <div className="field">
        <label htmlFor={ids.zone}>{t('report.timeZone')}</label>
        <select id={ids.zone} {...register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.recipients}>{t('report.recipients')}</label>
        <textarea
          id={ids.recipients}
          rows={3}
          aria-invalid={recipientsError ? true : undefined}
          aria-describedby={recipientsError ? ids.recipientsError : undefined}
          {...register('recipients')}
        />
        <p className="field-hint">{t('report.recipientsHint')}</p>
        {recipientsError && (
          <p id={ids.recipientsError} className="field-error" role="alert">
            {recipientsError}
          </p>
        )}
      </div>
      <FormAlert message={outcome && 'failure' in outcome ? ta(outcome.failure) : null} />
      <FormAlert message={outcome && 'saved' in outcome ? t('report.saved') : null} tone="success" />
      <Button type="submit" busy={isSubmitting}>
        {ta('actions.save')}
      </Button>
    </form>
  );
}
