import { MAX_EXPORT_INVOICES, type ExportPreview, type ExportResult } from '@factoria/domain/records/export.schema';
import type { TFunction } from 'i18next';
import type { ExportFailure } from '../api/export-invoices';

/** The sentence shown after an export, with what was left out and why. */
export function exportedText(t: TFunction<'reports'>, result: ExportResult): string {
  const parts = [t('export.done', { count: result.invoiceCount, file: result.fileName })];
  if (result.skippedWithErrors) parts.push(t('export.skippedWithErrors', { count: result.skippedWithErrors }));
  if (result.skippedExported) parts.push(t('export.skippedExported', { count: result.skippedExported }));
  return parts.join(' ');
}

/** The sentence shown before exporting: what the export will include and leave out. */
export function previewText(t: TFunction<'reports'>, preview: ExportPreview): string {
  if (preview.tooMany) return t('export.preview.tooMany', { count: preview.invoiceCount, max: MAX_EXPORT_INVOICES });
  const parts = [preview.invoiceCount > 0 ? t('export.preview.count', { count: preview.invoiceCount }) : t('export.preview.none')];
  if (preview.skippedWithErrors) parts.push(t('export.preview.skippedWithErrors', { count: preview.skippedWithErrors }));
  if (preview.skippedExported) parts.push(t('export.preview.skippedExported', { count: preview.skippedExported }));
  return parts.join(' ');
}

export function failureText(t: TFunction<'reports'>, failure: ExportFailure): string {
  const details = failure.details;
  switch (failure.code) {
    case 'export/nothing-to-export':
      return [
        t('export.failures.nothing'),
        details.skippedWithErrors ? t('export.skippedWithErrors', { count: details.skippedWithErrors }) : '',
        details.skippedExported ? t('export.skippedExported', { count: details.skippedExported }) : '',
      ].filter(Boolean).join(' ');
    case 'export/too-many':
      return t('export.failures.tooMany', { count: details.count ?? 0, max: details.max ?? 0 });
    case 'export/conflict':
      return t('export.failures.conflict');
    case 'export/not-found':
      return t('export.failures.notFound');
    case 'export/permission-denied':
    case 'export/unauthenticated':
      return t('export.failures.denied');
    default:
      return t('export.failures.unknown');
  }
}
