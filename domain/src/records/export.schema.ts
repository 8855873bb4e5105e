/**
 * Exports of invoices (callable `exportInvoices`, records `accounts/{a}/exports/{e}`, files in
 * Storage at `accounts/{a}/exports/{e}/{fileName}`). An export takes one batch, one
 * company's invoices dated within a range, or invoices of one company chosen in the invoice
 * list; it includes only invoices without errors and, unless
 * `reexport` is set, only those never exported before. It marks what it exported
 * (`exportedAt` on each invoice; `exported`, `exportedAt`, `exportedCount` on its batches).
 */
import * as v from 'valibot';
import { LanguageSchema } from './account.schema';

export const EXPORT_FORMATS = ['aeat-xlsx', 'aeat-csv', 'plain-csv'] as const;
export const ExportFormatSchema = v.picklist(EXPORT_FORMATS);
export type ExportFormat = v.InferOutput<typeof ExportFormatSchema>;

/** Beyond this the export is refused: the user narrows the range (one transaction marks all). */
export const MAX_EXPORT_INVOICES = 2000;

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));
const DaySchema = v.pipe(v.string(), v.isoDate());

const common = {
  format: ExportFormatSchema,
  reexport: v.optional(v.boolean(), false),
  /** Language of the plain CSV's headers. */
  language: v.optional(LanguageSchema, 'es'),
};

export const ExportRequestSchema = v.variant('scope', [
  v.object({ scope: v.literal('batch'), batchId: IdSchema, ...common }),
  v.pipe(
    v.object({ scope: v.literal('range'), companyId: IdSchema, from: DaySchema, to: DaySchema, ...common }),
    v.check((input) => input.from <= input.to, 'export/invalid-range'),
  ),
  /** Invoices chosen one by one in the invoice list (its bulk export), of one company. */
  v.object({
    scope: v.literal('invoices'),
    companyId: IdSchema,
    invoiceIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(MAX_EXPORT_INVOICES)),
    ...common,
  }),
]);
export type ExportRequest = v.InferInput<typeof ExportRequestSchema>;

export interface ExportResult {
  exportId: string;
  fileName: string;
  storagePath: string;
  invoiceCount: number;
  /** Left out because they still have errors (or are not invoices in euro). */
  skippedWithErrors: number;
  /** Left out because an earlier export already included them. */
  skippedExported: number;
}

/**
 * What an export would include, asked before exporting (`previewExport`, same request, same
 * selection as the export itself): the dialog says how many invoices it will export.
 */
export interface ExportPreview {
  invoiceCount: number;
  skippedWithErrors: number;
  skippedExported: number;
  /** Beyond MAX_EXPORT_INVOICES the export would be refused. */
  tooMany: boolean;
}

export const EXPORT_ERROR_CODES = [
  'export/unauthenticated',
  'export/permission-denied',
  'export/invalid-input',
  'export/not-found',
  'export/nothing-to-export',
  'export/too-many',
  'export/conflict',
] as const;
export type ExportErrorCode = (typeof EXPORT_ERROR_CODES)[number];

export function isExportErrorCode(value: unknown): value is ExportErrorCode {
  return typeof value === 'string' && (EXPORT_ERROR_CODES as readonly string[]).includes(value);
}

export const ExportRecordSchema = v.object({
  scope: v.picklist(['batch', 'range', 'invoices']),
  companyId: v.string(),
  batchId: v.nullable(v.string()),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  format: ExportFormatSchema,
  reexport: v.boolean(),
  fileName: v.string(),
  storagePath: v.string(),
  invoiceCount: v.number(),
  invoiceIds: v.array(v.string()),
  createdBy: v.string(),
  createdAt: v.number(),
});
export type ExportRecord = v.InferOutput<typeof ExportRecordSchema>;
