import { valibotResolver } from '@hookform/resolvers/valibot';
import type { SaveCorrectionResult } from '@factoria/domain/records/invoice-edit.schema';
import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { uncertainFields } from '@factoria/domain/invoice/uncertain-fields';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { editErrorKey, saveInvoiceCorrection, type EditErrorKey } from '../api/invoice-edits';
import { firstErrorField, sourceKeyOf } from './field-order';
import { InvoiceFields } from './InvoiceFields';
import { InvoiceFormSchema } from './invoice-form.schema';
import { toFormValues, toInvoiceData, type InvoiceFormValues } from './invoice-form-values';
import { DraftNotice } from './DraftNotice';
import { LiveCheckPanel } from './LiveCheckPanel';
import { liveCheck } from './live-check';
import { useDraft } from './use-draft';

export interface InvoiceFormProps {
  accountId: string;
  invoice: WithId<InvoiceRecord>;
  companyTaxId: string | undefined;
  /** `YYYY-MM-DD` in the agency's time zone (future dates are flagged against it). */
  today: string;
  readOnly: boolean;
  /** The error-fix flow starts with the cursor in the first field to fix. */
  focusFirstIssue: boolean;
  submitLabel: string;
  formRef: RefObject<HTMLFormElement | null>;
  onFieldFocus: (sourceKey: string | null) => void;
  onSaved: (result: SaveCorrectionResult) => void;
}

const requestId = () => crypto.randomUUID().replace(/-/g, '');

export function InvoiceForm(props: InvoiceFormProps) {
  const { accountId, invoice, companyTaxId, today, readOnly, focusFirstIssue, submitLabel, formRef, onFieldFocus, onSaved } = props;
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.language;
  // Only readings that can mistake a character get "check this value", never a clean text layer's.
  const uncertain = useMemo(() => uncertainFields(invoice), [invoice]);
  const form = useForm<InvoiceFormValues>({ resolver: valibotResolver(InvoiceFormSchema), defaultValues: toFormValues(invoice, language) });
  const { control, handleSubmit, reset, getValues, setFocus, formState } = form;
  const values = useWatch({ control }) as InvoiceFormValues;
  const check = useMemo(() => liveCheck(values, { companyTaxId, today }), [values, companyTaxId, today]);
  const [failure, setFailure] = useState<EditErrorKey | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  // The version the values are based on, and the id of a save that may need repeating.
  const base = useRef(invoice.corrections.length);
  const pending = useRef<{ requestId: string; key: string } | null>(null);
  const draft = useDraft(form, accountId, invoice.id, base);

  // Another person's save reaches an untouched form at once; a form being edited keeps the
  // user's values and says so (saving it would be refused as stale, not lost silently).
  useEffect(() => {
    if (formState.isSubmitting) return;
    if (!formState.isDirty) {
      const latest = toFormValues(invoice, language);
      if (JSON.stringify(latest) !== JSON.stringify(getValues())) reset(latest);
      base.current = invoice.corrections.length;
      setChangedElsewhere(false);
    } else if (invoice.corrections.length !== base.current) {
      setChangedElsewhere(true);
    }
  }, [invoice, language, formState.isDirty, formState.isSubmitting, getValues, reset]);

  useEffect(() => {
    if (!focusFirstIssue || readOnly) return;
    const field = firstErrorField(liveCheck(getValues(), { companyTaxId, today }).issues, getValues().vatLines.length);
    if (field) setFocus(field as keyof InvoiceFormValues);
    // Only when another invoice opens, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoice.id]);

  const submit = handleSubmit(async (valid) => {
    setFailure(null);
    const data = toInvoiceData(valid);
    const key = JSON.stringify(data);
    // Saving the same values again after a failure repeats the same save: it applies once.
    if (pending.current?.key !== key) pending.current = { requestId: requestId(), key };
    try {
      const result = await saveInvoiceCorrection({ invoiceId: invoice.id, requestId: pending.current.requestId, baseCorrections: base.current, data });
      pending.current = null;
      if (result.changed) base.current += 1;
      reset(valid);
      draft.clear();
      onSaved(result);
    } catch (error) {
      setFailure(editErrorKey(error));
    }
  });

  function loadLatest() {
    reset(toFormValues(invoice, language));
    base.current = invoice.corrections.length;
    pending.current = null;
    setChangedElsewhere(false);
    setFailure(null);
  }

  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLElement & { name?: string }).name;
    if (name) onFieldFocus(sourceKeyOf(name));
  };

  return (
    <form ref={formRef} className="invoice-form" noValidate onSubmit={(event) => void submit(event)} onFocus={onFocus} aria-label={t('form.label')}>
      {draft.found && !readOnly && (
        <DraftNotice outdated={draft.found.base !== invoice.corrections.length} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      <InvoiceFields form={form} check={check} readOnly={readOnly} uncertain={uncertain} />
      <LiveCheckPanel check={check} values={values} />
      {changedElsewhere && (
        <div className="notice-inline" role="status">
          <p>{t('form.changedElsewhere')}</p>
          <button type="button" className="button button-secondary" onClick={loadLatest}>
            {t('form.loadLatest')}
          </button>
        </div>
      )}
      {failure && (
        <div className="form-error" role="alert">
          <p>{t(failure)}</p>
          {failure === 'errors.stale' && (
            <button type="button" className="button button-secondary" onClick={loadLatest}>
              {t('form.loadLatest')}
            </button>
          )}
        </div>
      )}
      {!readOnly && (
        <div className="invoice-form-actions">
          <button type="submit" className="button button-primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? t('form.saving') : submitLabel}
          </button>
          <span className="muted">{t('form.saveHint')}</span>
        </div>
      )}
    </form>
  );
}
