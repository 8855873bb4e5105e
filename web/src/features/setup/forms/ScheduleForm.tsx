import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { saveReportSchedule } from '../api/setup-steps';
import { ScheduleSchema, type ScheduleValues } from './setup.schema';

/** The browser's own zone first: a Spanish agency is almost always in Europe/Madrid or Atlantic/Canary. */
function timeZones(): { current: string; all: string[] } {
  const current = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Madrid';
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [current];
  return { current, all: all.includes(current) ? all : [current, ...all] };
}

export function ScheduleForm({ initial, onSaved }: { initial: string | null; onSaved: () => void }) {
  const { t } = useTranslation('setup');
  const { t: ta } = useTranslation('account');
  const zoneId = useId();
  const zones = useMemo(timeZones, []);
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleValues>({
    resolver: valibotResolver(ScheduleSchema),
    defaultValues: { reportTime: initial ?? '08:00', timeZone: zones.current },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveReportSchedule(values);
      onSaved();
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField
        label={t('schedule.label')}
        type="time"
        error={errors.reportTime?.message && t(errors.reportTime.message as 'validation.reportTimeRequired')}
        {...register('reportTime')}
      />
      <div className="field">
        <label htmlFor={zoneId}>{t('schedule.timeZone')}</label>
        <select id={zoneId} {...register('timeZone')}>
          {zones.all.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint">{t('schedule.hint')}</p>
      <FormAlert message={failure && ta(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('next')}
      </Button>
    </form>
  );
}
