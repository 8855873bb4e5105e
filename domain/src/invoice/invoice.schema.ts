/**
 * The invoice data Factoría extracts, the result the extractor returns, and their types.
 * Amounts are numbers in the invoice currency with two decimals; credit notes carry negative
 * amounts. Dates are `YYYY-MM-DD`. Browser-safe.
 */
import * as v from 'valibot';
import { cleanLine } from '../text/clean-text';
import { ISSUE_CODES } from './issue-codes';

export const DocumentTypeSchema = v.picklist(['invoice', 'credit-note', 'albaran', 'not-an-invoice']);
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

export const InvoiceStatusSchema = v.picklist(['successful', 'has-errors', 'not-in-euro', 'albaran']);
export type InvoiceStatus = v.InferOutput<typeof InvoiceStatusSchema>;

export const EvidenceSchema = v.picklist(['e-invoice-xml', 'qr', 'text', 'ocr', 'documentai', 'none']);
export type Evidence = v.InferOutput<typeof EvidenceSchema>;

export const TaxTypeSchema = v.picklist(['iva', 'igic', 'ipsi']);

const Amount = v.pipe(v.number(), v.finite());
const Rate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100));

export const VatLineSchema = v.object({
  /** Percent, e.g. 21 for 21 %. */
  rate: Rate,
  base: Amount,
  cuota: Amount,
  /** Recargo de equivalencia percent (0 when none) and its amount. */
  recargoRate: Rate,
  recargo: Amount,
});
export type VatLine = v.InferOutput<typeof VatLineSchema>;

export const IrpfSchema = v.object({ rate: Rate, amount: Amount });
export type Irpf = v.InferOutput<typeof IrpfSchema>;

/**
 * An amount the total includes that is outside the tax base: a suplido (paid in the client's
 * name and passed on at cost, art. 78.3.3 LIVA) or another amount with no VAT of its own (a
 * tasa, a returnable deposit). It is no VAT line: it adds to the total, never to a base or cuota.
 */
export const OutsideBaseKindSchema = v.picklist(['suplido', 'other']);
export type OutsideBaseKind = v.InferOutput<typeof OutsideBaseKindSchema>;
export const OutsideBaseItemSchema = v.object({
  kind: OutsideBaseKindSchema,
  /** As printed ("Suplidos: tasa DGT"); null when the page gives none. */
  label: v.nullable(v.pipe(v.string(), v.transform(cleanLine), v.trim(), v.maxLength(200))),
  /** Same units as the other amounts: the invoice currency, two decimals, signed like the bases. */
  amount: Amount,
});
export type OutsideBaseItem = v.InferOutput<typeof OutsideBaseItemSchema>;

/** Read or typed one-line text, cleaned of controls and bidi overrides (text/clean-text.ts). */
const Text = v.nullable(v.pipe(v.string(), v.transform(cleanLine), v.trim(), v.maxLength(500)));

export const InvoiceDataSchema = v.object({
  documentType: DocumentTypeSchema,
  number: Text,
  date: v.nullable(v.pipe(v.string(), v.isoDate())),
  supplierName: Text,
  supplierTaxId: Text,
  customerName: Text,
  customerTaxId: Text,
  /** ISO 4217. */
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  /** Total payable: bases + cuotas + recargo - IRPF + amounts outside the base. */
  total: v.nullable(Amount),
  vatLines: v.array(VatLineSchema),
  /** IRPF withheld, subtracted from the total; amount has the sign of the bases. */
  irpf: v.nullable(IrpfSchema),
  /** Which indirect tax the lines are: IVA (peninsula and Balearics), IGIC (Canaries), IPSI. */
  taxType: v.nullable(TaxTypeSchema),
  /**
   * Amounts outside the tax base (suplidos...), added to the total. Absent on records stored
   * before it existed, and on invoices with none: read it through `outsideBaseOf`.
   */
  outsideBase: v.optional(v.pipe(v.array(OutsideBaseItemSchema), v.maxLength(20))),
});
export type InvoiceData = v.InferOutput<typeof InvoiceDataSchema>;

export const IssueSchema = v.object({
  /** An InvoiceData key, `vatLines[0].cuota`-style path, or `document` for the file. */
  field: v.string(),
  code: v.picklist(ISSUE_CODES),
  /** Errors block the `successful` status; warnings are shown but do not. */
  severity: v.picklist(['error', 'warning']),
});
export type Issue = v.InferOutput<typeof IssueSchema>;

/**
 * Where a value was read. `bbox` is `[x0, y0, x1, y1]` normalized to 0..1 of the page's
 * width and height with the origin at the TOP-LEFT corner (as the page is displayed, after
 * its /Rotate), so the review screen can scale it to any rendering. `page` is 1-based.
 */
export const SourceBoxSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  bbox: v.tuple([v.number(), v.number(), v.number(), v.number()]),
});
export type SourceBox = v.InferOutput<typeof SourceBoxSchema>;

export const TimingsSchema = v.objectWithRest({ ms: v.number() }, v.number());

export const ExtractionResultSchema = v.object({
  ...InvoiceDataSchema.entries,
  status: InvoiceStatusSchema,
  /** 0..1 per InvoiceData key that has a value. */
  fieldConfidence: v.record(v.string(), v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  sources: v.record(v.string(), SourceBoxSchema),
  /** The label a key field was printed under (number, date, total): what a supplier profile learns. */
  labels: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(60)))),
  /** The strongest evidence the values came from. */
  evidence: EvidenceSchema,
  /** Every kind of evidence found in the file, strongest first. */
  evidenceFound: v.array(EvidenceSchema),
  issues: v.array(IssueSchema),
  pageCount: v.number(),
  /** Milliseconds: `ms` total plus per stage (`pdf`, `text`, `qr`, `ocr`, ...). */
  timings: TimingsSchema,
  extractor: v.picklist(['local', 'documentai']),
});
export type ExtractionResult = v.InferOutput<typeof ExtractionResultSchema>;

export const INVOICE_FIELDS = [
  'documentType',
  'number',
  'date',
  'supplierName',
  'supplierTaxId',
  'customerName',
  'customerTaxId',
  'currency',
  'total',
  'vatLines',
  'irpf',
  'taxType',
] as const satisfies readonly (keyof InvoiceData)[];

/** The invoice's amounts outside the tax base; none when the record predates the field. */
export function outsideBaseOf(data: Pick<InvoiceData, 'outsideBase'>): OutsideBaseItem[] {
  return data.outsideBase ?? [];
}

export function emptyInvoiceData(): InvoiceData {
  return {
    documentType: 'invoice',
    number: null,
    date: null,
    supplierName: null,
    supplierTaxId: null,
    customerName: null,
    customerTaxId: null,
    currency: null,
    total: null,
    vatLines: [],
    irpf: null,
    taxType: null,
  };
}
