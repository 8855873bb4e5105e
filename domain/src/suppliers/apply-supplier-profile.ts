/**
 * The agency's profile of a supplier as evidence on a new invoice of that supplier
 * (docs/decisions/0105 and 1901). Hard checks are never touched: a value agreeing with the
 * profile only lifts the confidence gate (`extraction/low-confidence`) on what nothing else
 * checks; a number whose pattern contradicts every earlier invoice stops for review
 * (`supplier/profile-mismatch`); an unusual VAT rate or total is shown as a warning, since the
 * arithmetic already vouches for amounts.
 */
import type { ExtractionResult, Issue, SourceBox } from '../invoice/invoice.schema';
import { deriveStatus } from '../invoice/validate-invoice';
import { regionOf } from './learn-supplier';
import { compactNumber, numberShape, sharedPrefixLength } from './number-shape';
import { labelKey } from './value-label';
import type { LabelSeen, ProfileRegion, SupplierProfile } from './supplier-profile.schema';
import { supplierProfileKey } from './supplier-profile.schema';

/** Confidence a value agreeing with the profile is given (above the review gate). */
const AGREEING_CONFIDENCE = 0.9;
/** Earlier invoices needed before an unusual rate or total is worth a warning. */
const MIN_INVOICES_FOR_RANGES = 3;
/** A total this many times below the smallest or above the largest seen is unusual. */
const TOTAL_FACTOR = 10;

export type NumberVerdict = 'agrees' | 'contradicts' | 'unknown';

export function applySupplierProfile(result: ExtractionResult, profile: SupplierProfile | null | undefined): ExtractionResult {
  if (!profile || supplierProfileKey(result.supplierTaxId) !== profile.taxId) return result;
  const data = { ...result, sources: { ...result.sources } };
  const confidence = { ...result.fieldConfidence };
  let issues: Issue[] = [...result.issues];
  // Scans: OCR may have swapped a digit while keeping the pattern; nothing lifts their gates.
  const fromOcr = result.evidenceFound.includes('ocr');
  const lift = (field: string) => {
    const blockedOtherwise = issues.some((i) => i.field === field && i.severity === 'error' && i.code !== 'extraction/low-confidence');
    if (blockedOtherwise) return;
    issues = issues.filter((i) => !(i.field === field && i.code === 'extraction/low-confidence'));
    confidence[field] = Math.max(confidence[field] ?? 0, AGREEING_CONFIDENCE);
  };

  // The tax id was confirmed as this supplier's on an earlier saved invoice.
  lift('supplierTaxId');
  if (profile.name) {
    if (data.supplierName?.trim().toLowerCase() !== profile.name.toLowerCase()) {
      data.supplierName = profile.name;
      delete data.sources.supplierName;
    }
    issues = issues.filter((i) => !(i.field === 'supplierName' && i.code === 'invoice/supplier-name-missing'));
    lift('supplierName');
  }
  if (profile.currency && data.currency === profile.currency) lift('currency');
  if ((data.documentType === 'invoice' || data.documentType === 'credit-note') && !fromOcr) lift('documentType');

  if (data.number) {
    const verdict = numberVerdict(profile, data.number, data.documentType, data.sources.number, data.pageCount, data.labels?.number);
    if (verdict === 'agrees' && !fromOcr) lift('number');
    if (verdict === 'contradicts') issues.push({ field: 'number', code: 'supplier/profile-mismatch', severity: 'error' });
  }
  const dateWhereUsual = regionAgrees(profile.regions.date, data.sources.date, data.pageCount) || labelAgrees(profile.labels.date, data.labels?.date);
  if (data.date && !fromOcr && dateWhereUsual) lift('date');

  if (profile.invoices >= MIN_INVOICES_FOR_RANGES) {
    const seenRates = new Set(profile.vatRates.map((r) => r.rate));
    if (data.vatLines.some((line) => !seenRates.has(line.rate))) {
      issues.push({ field: 'vatLines', code: 'supplier/profile-mismatch', severity: 'warning' });
    }
    const range = profile.totalCents;
    const cents = data.total === null ? null : Math.abs(Math.round(data.total * 100));
    if (range && cents !== null && (cents * TOTAL_FACTOR < range.min || cents > range.max * TOTAL_FACTOR)) {
      issues.push({ field: 'total', code: 'supplier/profile-mismatch', severity: 'warning' });
    }
  }
  return { ...data, fieldConfidence: confidence, issues: dedupe(issues), status: deriveStatus(data, issues) };
}

/**
 * Whether a number fits the supplier's pattern: the same shape (digit count within one of what
 * was seen) for the same kind of document, and for bare digits also the same place on the page
 * or the same label (any counter is bare digits). It contradicts when two or more earlier documents of that kind
 * all had one other shape.
 */
export function numberVerdict(
  profile: SupplierProfile,
  number: string,
  documentType: ExtractionResult['documentType'],
  source: SourceBox | undefined,
  pageCount: number,
  label?: string,
): NumberVerdict {
  const shapes = profile.numberShapes.filter((s) => s.documentType === documentType);
  if (shapes.length === 0) return 'unknown';
  const { shape, digits } = numberShape(number);
  const match = shapes.find((s) => s.shape === shape && digits >= s.minDigits - 1 && digits <= s.maxDigits + 1);
  if (match) {
    const distinctive = /[^#]/.test(shape);
    const placed = regionAgrees(profile.regions.number, source, pageCount) || labelAgrees(profile.labels.number, label);
    return distinctive || placed ? 'agrees' : 'unknown';
  }
  const seen = shapes.reduce((sum, s) => sum + s.count, 0);
  const oneShape = new Set(shapes.map((s) => s.shape)).size === 1;
  if (!(seen >= 2 && oneShape && shapes[0]!.shape !== shape)) return 'unknown';
  // The same till or store code at its start: the supplier's own counter printed another way
  // ("FACTURA SIMPLIFICADA: 14231240200061183" after "142312402C0000628"), not another identifier.
  const shared = sharedPrefixLength(profile.numberPrefix ?? '', compactNumber(number));
  return shared >= MIN_SHARED_PREFIX ? 'unknown' : 'contradicts';
}

/** Leading characters a number must share with the supplier's earlier ones to count as its counter. */
const MIN_SHARED_PREFIX = 6;

/** The value's box centre lies where the supplier printed it before (same page, or both last pages). */
export function regionAgrees(regions: readonly ProfileRegion[], source: SourceBox | undefined, pageCount: number): boolean {
  if (!source) return false;
  const here = regionOf(source, pageCount);
  return regions.some(
    (r) => (r.page === here.page || (r.last && here.last)) && Math.abs(r.x - here.x) <= 0.1 && Math.abs(r.y - here.y) <= 0.06,
  );
}

/**
 * The value was printed under a label the supplier used before for it. A bare "Nº" or "No." is
 * on many lines of an invoice (orders, customers), so only a label of five letters or more counts.
 */
export function labelAgrees(seen: readonly LabelSeen[], label: string | undefined): boolean {
  if (!label) return false;
  const key = labelKey(label);
  if (key.replace(/ /g, '').length < MIN_LABEL_LETTERS) return false;
  return seen.some((l) => labelKey(l.label) === key);
}

const MIN_LABEL_LETTERS = 5;

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}|${issue.code}|${issue.severity}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
