import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Company } from '@factoria/domain/records/company.schema';
import type { ExportRequest } from '@factoria/domain/records/export.schema';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import type { WithId } from '../../../lib/firebase/converter';
import { ExportFailure, exportAndDownload } from '../api/export-invoices';
import { type PreviewState, useExportPreview } from '../api/use-export-preview';
import { BatchExportFormSchema, errorKey, ExportFormSchema, type BatchExportFormValues, type ExportFormValues } from '../forms/export-request.schema';
import { exportedText, failureText, previewText } from './export-messages';
import { FormatFields } from './FormatFields';

/** Invoices chosen in the invoice list, by company: each company's book is exported on its own. */
export interface SelectionGroups {
  groups: { companyId: string; companyName: string; invoiceIds: string[] }[];
}

export type ExportScope =
  | { kind: 'batch'; batchId: string; title: string }
  | { kind: 'range'; companyId: string | null }
  | ({ kind: 'selection' } & SelectionGroups);

interface ExportDialogProps {
  scope: ExportScope | null;
  companies: WithId<Company>[];
  onClose: () => void;
}

function useExportRun() {
  const { t, i18n } = useTranslation('reports');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  // Counted again after each export: what was just exported is left out of the next one.
  const [version, setVersion] = useState(0);
  async function run(request: ExportRequest) {
    setMessage(null);
    try {
      const result = await exportAndDownload({ ...request, language: i18n.language === 'en' ? 'en' : 'es' });
      setMessage({ text: exportedText(t, result), tone: 'success' });
    } catch (error) {
      setMessage({ text: failureText(t, error instanceof ExportFailure ? error : new ExportFailure('export/unknown')), tone: 'error' });
    } finally {
      setVersion((value) => value + 1);
    }
  }
  return { message, run, version };
}

/** Nothing to export, or too much: the server would refuse, so the button waits. */
function blocked(preview: PreviewState): boolean {
  return preview.status === 'success' && (preview.preview.invoiceCount === 0 || preview.preview.tooMany);
}

/** Before exporting: how many invoices the export will include and leave out. */
function PreviewLine({ preview }: { preview: PreviewState }) {
  const { t } = useTranslation('reports');
  const text =
    preview.status === 'loading' ? t('export.preview.counting')
    : preview.status === 'error' ? t('export.preview.failed')
    : preview.status === 'success' ? previewText(t, preview.preview)
    : '';
  return (
    <p className="reports-export-preview" aria-live="polite" data-testid="export-preview" aria-busy={preview.status === 'loading' || undefined}>
      {text}
    </p>
  );
}

interface ExportFormEndProps {
  fields: { format: UseFormRegisterReturn<'format'>; reexport: UseFormRegisterReturn<'reexport'> };
  online: boolean;
  preview: PreviewState;
  message: { text: string; tone: 'error' | 'success' } | null;
  busy: boolean;
  /** False while the form lacks what the request needs. */
  ready?: boolean;
  onClose: () => void;
}

/** How every export form ends: the format, the offline notice, the preview, the outcome and the buttons. */
function ExportFormEnd({ fields, online, preview, message, busy, ready = true, onClose }: ExportFormEndProps) {
  const { t } = useTranslation('reports');
  return (
    <>
      <FormatFields format={fields.format} reexport={fields.reexport} />
      {!online && <FormAlert message={t('export.offline')} />}
      <PreviewLine preview={preview} />
      <FormAlert message={message?.text} tone={message?.tone} />
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose}>{t('close', { ns: 'common' })}</Button>
        <Button type="submit" busy={busy} disabled={!online || !ready || blocked(preview)}>{t('export.submit')}</Button>
      </div>
    </>
  );
}

export function ExportDialog({ scope, companies, onClose }: ExportDialogProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  return (
    <Dialog open={scope !== null} onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId}>
        {scope?.kind === 'batch' ? t('export.batchTitle', { batch: scope.title })
          : scope?.kind === 'selection' ? t('export.selectionTitle', { count: scope.groups.reduce((sum, group) => sum + group.invoiceIds.length, 0) })
          : t('export.rangeTitle')}
      </h2>
      {scope?.kind === 'batch' && <BatchExportForm batchId={scope.batchId} onClose={onClose} />}
      {scope?.kind === 'range' && <RangeExportForm companies={companies} companyId={scope.companyId} onClose={onClose} />}
      {scope?.kind === 'selection' && <SelectionExportForm groups={scope.groups} onClose={onClose} />}
    </Dialog>
  );
}

function BatchExportForm({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const online = useOnlineStatus();
  const { message, run, version } = useExportRun();
  const form = useForm<BatchExportFormValues>({ resolver: valibotResolver(BatchExportFormSchema), defaultValues: { format: 'aeat-xlsx', reexport: false } });
  const [format, reexport] = form.watch(['format', 'reexport']);
  const preview = useExportPreview(online ? { scope: 'batch', batchId, format, reexport } : null, version);
  const submit = form.handleSubmit((values) => run({ scope: 'batch', batchId, ...values }));
  return (
    <form onSubmit={submit} noValidate className="stack">
      <ExportFormEnd
        fields={{ format: form.register('format'), reexport: form.register('reexport') }}
        {...{ online, preview, message, onClose }}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}

/** The invoice list's selection (scope `invoices`), one company at a time when it holds several. */
function SelectionExportForm({ groups, onClose }: SelectionGroups & { onClose: () => void }) {
  const { t } = useTranslation('reports');
  const online = useOnlineStatus();
  const selectId = useId();
  const [index, setIndex] = useState(0);
  const group = groups[Math.min(index, groups.length - 1)];
  const { message, run, version } = useExportRun();
  const form = useForm<BatchExportFormValues>({ resolver: valibotResolver(BatchExportFormSchema), defaultValues: { format: 'aeat-xlsx', reexport: false } });
  const [format, reexport] = form.watch(['format', 'reexport']);
  const request = group ? ({ scope: 'invoices', companyId: group.companyId, invoiceIds: group.invoiceIds } as const) : null;
  const preview = useExportPreview(online && request ? { ...request, format, reexport } : null, version);
  const submit = form.handleSubmit((values) => (request ? run({ ...request, ...values }) : undefined));
  return (
    <form onSubmit={submit} noValidate className="stack">
      {groups.length > 1 && (
        <div className="field">
          <p className="muted">{t('export.selectionSpans', { count: groups.length })}</p>
          <label htmlFor={selectId}>{t('export.company')}</label>
          <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.target.value))}>
            {groups.map((item, position) => (
              <option key={item.companyId} value={position}>
                {t('export.selectionCompany', { company: item.companyName, count: item.invoiceIds.length })}
              </option>
            ))}
          </select>
        </div>
      )}
      <ExportFormEnd
        fields={{ format: form.register('format'), reexport: form.register('reexport') }}
        {...{ online, preview, message, onClose }}
        busy={form.formState.isSubmitting}
        ready={request !== null}
      />
    </form>
  );
}

function RangeExportForm({ companies, companyId, onClose }: { companies: WithId<Company>[]; companyId: string | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const online = useOnlineStatus();
  const selectId = useId();
  const { message, run, version } = useExportRun();
  const form = useForm<ExportFormValues>({
    resolver: valibotResolver(ExportFormSchema),
    defaultValues: { companyId: companyId ?? '', from: '', to: '', format: 'aeat-xlsx', reexport: false },
  });
  const watched = form.watch();
  const complete = v.safeParse(ExportFormSchema, watched);
  const preview = useExportPreview(online && complete.success ? { scope: 'range', ...complete.output } : null, version);
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => {
    const key = errorKey(message);
    return key ? t(key) : undefined;
  };
  const companyError = fieldError(errors.companyId?.message);
  const submit = form.handleSubmit(({ companyId: company, from, to, format, reexport }) =>
    run({ scope: 'range', companyId: company, from, to, format, reexport }),
  );
  return (
    <form onSubmit={submit} noValidate className="stack">
      <div className="field">
        <label htmlFor={selectId}>{t('export.company')}</label>
        <select id={selectId} aria-invalid={companyError ? true : undefined} aria-describedby={companyError ? `${selectId}-error` : undefined} {...form.register('companyId')}>
          <option value="">{t('export.chooseCompany')}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>{company.name}</option>
          ))}
        </select>
        {companyError && <p id={`${selectId}-error`} className="field-error" role="alert">{companyError}</p>}
      </div>
      <div className="reports-dates">
        <TextField type="date" label={t('export.from')} error={fieldError(errors.from?.message)} {...form.register('from')} />
        <TextField type="date" label={t('export.to')} error={fieldError(errors.to?.message)} {...form.register('to')} />
      </div>
      <ExportFormEnd
        fields={{ format: form.register('format'), reexport: form.register('reexport') }}
        {...{ online, preview, message, onClose }}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}
