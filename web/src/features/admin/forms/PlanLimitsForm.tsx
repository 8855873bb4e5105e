import type { Plan } from '@factoria/domain/records/account.schema';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { setPlanLimits } from '../api/admin-actions';
import { PlanLimitsSchema, type PlanLimitsInput, type PlanLimitsOutput } from './plan-limits.schema';

export function PlanLimitsForm({ accountId, plan }: { accountId: string; plan: Plan | null }) {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('account');
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: ErrorKey } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PlanLimitsInput, unknown, PlanLimitsOutput>({
    resolver: valibotResolver(PlanLimitsSchema),
    values: { maxCompanies: String(plan?.maxCompanies ?? ''), maxInvoicesPerMonth: String(plan?.maxInvoicesPerMonth ?? '') },
  });
  const message = (key: string | undefined) => (key ? t(key as 'validation.limitInvalid') : undefined);

  const submit = handleSubmit(async (limits) => {
    setOutcome(null);
    try {
      await setPlanLimits({ accountId, ...limits });
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failure: errorKey(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField label={t('plan.maxCompanies')} type="number" min={0} inputMode="numeric" error={message(errors.maxCompanies?.message)} {...register('maxCompanies')} />
      <TextField
        label={t('plan.maxInvoicesPerMonth')}
        type="number"
        min={0}
        inputMode="numeric"
        error={message(errors.maxInvoicesPerMonth?.message)}
        {...register('maxInvoicesPerMonth')}
      />
      <p className="muted">{t('plan.extraSlots', { count: plan?.extraSlots ?? 0 })}</p>
      <FormAlert message={outcome && 'failure' in outcome ? ta(outcome.failure) : null} />
      <FormAlert message={outcome && 'saved' in outcome ? t('plan.saved') : null} tone="success" />
      <Button type="submit" busy={isSubmitting}>
        {t('plan.save')}
      </Button>
    </form>
  );
}
