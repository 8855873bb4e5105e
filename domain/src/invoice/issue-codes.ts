/**
 * Every issue code the domain can produce. The web app translates each one (en, es); a test
 * there checks that no code lacks a translation, so add new codes here and nowhere else.
 */
export const ISSUE_CODES = [
  // The file itself
  'pdf/not-a-pdf',
  'pdf/encrypted',
  'pdf/corrupt',
  'pdf/too-large',
  'pdf/too-many-pages',
  'pdf/empty',
  'pdf/timeout',
  'pdf/too-complex',
  'pdf/image-too-large',
  'pdf/pages-skipped',
  'ocr/failed',
  'ocr/low-confidence',
  'einvoice/invalid-xml',
  'einvoice/unsupported',
  'einvoice/multiple-invoices',
  'qr/mismatch',
  'qr/invalid',
  'extraction/internal-error',
  'extraction/provider-error',
  'extraction/provider-timeout',
  'extraction/low-confidence',
  'extraction/conflict',
  // What the agency's earlier invoices of the supplier showed (suppliers/apply-supplier-profile.ts)
  'supplier/profile-mismatch',
  // The document type
  'invoice/albaran',
  'invoice/not-an-invoice',
  'invoice/proforma',
  'invoice/not-in-euro',
  // Fields
  'invoice/number-missing',
  'invoice/date-missing',
  'invoice/date-invalid',
  'invoice/date-in-future',
  'invoice/supplier-name-missing',
  'invoice/supplier-tax-id-missing',
  'invoice/supplier-is-company',
  'invoice/customer-tax-id-missing',
  'invoice/customer-mismatch',
  'invoice/currency-missing',
  'invoice/total-missing',
  'invoice/total-mismatch',
  'invoice/credit-note-sign',
  'tax-id/missing',
  'tax-id/format',
  'tax-id/length',
  'tax-id/checksum',
  'vat/lines-missing',
  'vat/cuota-mismatch',
  'vat/unknown-rate',
  'vat/recargo-mismatch',
  'vat/unknown-recargo-rate',
  'irpf/amount-mismatch',
  'irpf/unknown-rate',
] as const;

export type IssueCode = (typeof ISSUE_CODES)[number];

export function isIssueCode(value: string): value is IssueCode {
  return (ISSUE_CODES as readonly string[]).includes(value);
}
