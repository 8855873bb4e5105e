/** The export dialog's form: messages are keys of the reports namespace, translated on show. */
import { EXPORT_FORMATS } from '@factoria/domain/records/export.schema';
import * as v from 'valibot';

export const ExportFormSchema = v.pipe(
  v.object({
    companyId: v.pipe(v.string(), v.minLength(1, 'export.errors.selectOption')),
    from: v.pipe(v.string(), v.minLength(1, 'export.errors.dateRequired'), v.isoDate('export.errors.dateRequired')),
    to: v.pipe(v.string(), v.minLength(1, 'export.errors.dateRequired'), v.isoDate('export.errors.dateRequired')),
    format: v.picklist(EXPORT_FORMATS, 'export.errors.selectOption'),
    reexport: v.boolean(),
  }),
  v.forward(
    v.check((input) => input.from <= input.to, 'export.errors.rangeOrder'),
    ['to'],
  ),
);
export type ExportFormValues = v.InferInput<typeof ExportFormSchema>;

export const BatchExportFormSchema = v.object({
  format: v.picklist(EXPORT_FORMATS, 'export.errors.selectOption'),
  reexport: v.boolean(),
});
export type BatchExportFormValues = v.InferInput<typeof BatchExportFormSchema>;

export const ERROR_KEYS = ['export.errors.selectOption', 'export.errors.dateRequired', 'export.errors.rangeOrder'] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function errorKey(message: string | undefined): ErrorKey | null {
  return ERROR_KEYS.find((key) => key === message) ?? null;
}
