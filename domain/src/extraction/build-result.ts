/** Assembles the ExtractionResult: validation, extraction issues, status, confidences and boxes. */
import type { Evidence, ExtractionResult, InvoiceData, Issue } from '../invoice/invoice.schema';
import { emptyInvoiceData, INVOICE_FIELDS } from '../invoice/invoice.schema';
import type { IssueCode } from '../invoice/issue-codes';
import { deriveStatus, validateInvoice } from '../invoice/validate-invoice';
import { MIN_FIELD_CONFIDENCE } from './extraction-context';
import { type Box, normalizeBox, type PageText } from './layout/page-text';
import { labelOfValue } from '../suppliers/value-label';

export interface ResultParts {
  data: InvoiceData;
  confidence: Partial<Record<keyof InvoiceData, number>>;
  boxes: Partial<Record<keyof InvoiceData, Box>>;
  issues: Issue[];
  evidence: Evidence;
  evidenceFound: Evidence[];
  pages: readonly PageText[];
  pageCount: number;
  timings: Record<string, number>;
  extractor?: 'local' | 'documentai';
}

/** Fields whose label a supplier profile learns (suppliers/value-label.ts). */
const LABELLED_FIELDS = ['number', 'date', 'total'] as const;

/** Fields a bookkeeper cannot do without: an unsure value among them blocks `successful`. */
const CHECKED_FIELDS = ['number', 'date', 'supplierName', 'supplierTaxId', 'customerTaxId', 'total', 'vatLines', 'irpf', 'currency', 'documentType'] as const;

export function buildResult(parts: ResultParts, context: { companyTaxId?: string | undefined; today?: string | undefined }): ExtractionResult {
  const validation = validateInvoice(parts.data, context);
  const issues = dedupeIssues([...parts.issues, ...validation.issues]);
  for (const field of CHECKED_FIELDS) {
    const value = parts.data[field];
    const present = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
    const confidence = parts.confidence[field];
    if (present && confidence !== undefined && confidence < MIN_FIELD_CONFIDENCE && !issues.some((i) => i.field === field && i.severity === 'error')) {
      const severity = field === 'supplierName' && nameVouchedByTaxId(parts, issues) ? 'warning' : 'error';
      issues.push({ field, code: 'extraction/low-confidence', severity });
    }
  }
  const fieldConfidence: Record<string, number> = {};
  for (const field of INVOICE_FIELDS) {
    const value = parts.confidence[field];
    if (value !== undefined) fieldConfidence[field] = Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
  }
  const sources: ExtractionResult['sources'] = {};
  for (const [field, box] of Object.entries(parts.boxes)) {
    if (box) sources[field] = normalizeBox(box, parts.pages);
  }
  const labels: Record<string, string> = {};
  for (const field of LABELLED_FIELDS) {
    const box = parts.boxes[field];
    const label = box ? labelOfValue(box, parts.pages) : null;
    if (label) labels[field] = label;
  }
  const timings: Record<string, number> & { ms: number } = { ms: 0 };
  for (const [key, value] of Object.entries(parts.timings)) timings[key] = Math.round(value * 10) / 10;
  return {
    ...parts.data,
    status: deriveStatus(parts.data, issues),
    fieldConfidence,
    sources,
    labels,
    evidence: parts.evidence,
    evidenceFound: parts.evidenceFound,
    issues,
    pageCount: parts.pageCount,
    timings,
    extractor: parts.extractor ?? 'local',
  };
}

/**
 * Status policy (docs/decisions/0105): confidence gates only what nothing checks. The supplier
 * is identified by its tax id; when that id passes its checksum, was read with confidence and
 * the amounts close, an unsure reading of the name (shown, and editable) does not stop the
 * invoice, as long as the name is shaped like a name: a legal form, or words without digits.
 */
function nameVouchedByTaxId(parts: ResultParts, issues: readonly Issue[]): boolean {
  const blocked = (field: string) => issues.some((i) => i.severity === 'error' && (i.field === field || i.field.startsWith(`${field}[`)));
  if (blocked('supplierTaxId') || blocked('total') || blocked('vatLines')) return false;
  if ((parts.confidence.supplierTaxId ?? 0) < VOUCHING_TAX_ID_CONFIDENCE) return false;
  const name = parts.data.supplierName ?? '';
  if (parts.data.customerName && name.toLowerCase() === parts.data.customerName.toLowerCase()) return false;
  return LEGAL_FORM_NAME.test(name) || (/^[\p{L}&'.,\- ]+$/u.test(name) && name.trim().split(/\s+/).length >= 2);
}

const VOUCHING_TAX_ID_CONFIDENCE = 0.9;
const LEGAL_FORM_NAME = /(?:^|[\s,])(?:S\.?\s?L\.?(?:\s?[ULP]\.?)?|S\.?\s?A\.?(?:\s?U\.?)?|S\.?\s?C\.?(?:\s?P\.?)?|C\.?\s?B\.?|S\.?\s?COOP\.?.*|GMBH|LTD\.?|INC\.?|B\.?\s?V\.?|SARL|S\.?\s?À?\s?R\.?\s?L\.?)$/i;

/** A result for a file that could not be read at all. */
export function failedResult(
  code: IssueCode,
  pageCount: number,
  ms: number,
  documentType: InvoiceData['documentType'] = 'invoice',
  extractor: ExtractionResult['extractor'] = 'local',
): ExtractionResult {
  return {
    ...emptyInvoiceData(),
    documentType,
    status: 'has-errors',
    fieldConfidence: {},
    sources: {},
    evidence: 'none',
    evidenceFound: [],
    issues: [{ field: 'document', code, severity: 'error' }],
    pageCount,
    timings: { ms: Math.round(ms * 10) / 10 },
    extractor,
  };
}

function dedupeIssues(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}|${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
