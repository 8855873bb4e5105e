/**
 * Reads every invoice field from page text (text layer or OCR) and says how sure it is.
 * Values that nothing checks (number, date, names) need a label to be trusted; amounts are
 * trusted when their arithmetic closes; tax ids when their checksum passes.
 */
import type { InvoiceData, Issue } from '../../invoice/invoice.schema';
import { emptyInvoiceData } from '../../invoice/invoice.schema';
import { compactNumber } from '../../suppliers/number-shape';
import type { TaxType } from '../../invoice/tax-rates';
import { sameTaxId } from '../../tax-id/validate-any-tax-id';
import { normalizeTaxId } from '../../tax-id/validate-tax-id';
import type { Box, PageText } from '../layout/page-text';
import { collectAmountCandidates, hasExemptionCue } from './amount-candidates';
import { rank } from './candidates';
import { buildDocIndex, type DocIndex } from './doc-index';
import { findCurrency } from './find-currency';
import { findDateCandidates } from './find-date';
import { findDocumentType } from './find-document-type';
import { findNumberCandidates } from './find-number';
import { findPartyNames } from './find-parties';
import { findTaxIds, findUnreadTaxIds, type TaxIdCandidate } from './find-tax-ids';
import { EXEMPT_CUES, IGIC_CUE, IPSI_CUE, test } from './labels';
import { solveAmounts } from './solve-amounts';
import { TO_CONFIRM_CONFIDENCE } from '../extraction-context';

export interface KnownSupplier {
  taxId: string;
  name: string;
}

export interface FieldContext {
  companyTaxId?: string | undefined;
  knownSuppliers?: readonly KnownSupplier[] | undefined;
  /** Linear barcodes decoded on the scanned pages. */
  barcodes?: readonly string[] | undefined;
}

export type FieldName = keyof InvoiceData;

export interface FieldsResult {
  data: InvoiceData;
  confidence: Partial<Record<FieldName, number>>;
  boxes: Partial<Record<FieldName, Box>>;
  issues: Issue[];
  /** Extra facts for the orchestrator. */
  proforma: boolean;
  amountsConsistent: boolean;
}

export function extractFields(pages: PageText[], context: FieldContext): FieldsResult {
  const index = buildDocIndex(pages);
  const ocr = pages.some((page) => page.source === 'ocr');
  const data = emptyInvoiceData();
  const confidence: FieldsResult['confidence'] = {};
  const boxes: FieldsResult['boxes'] = {};
  const issues: Issue[] = [];

  // Amounts first: the total's sign and line help classify the document.
  const candidates = collectAmountCandidates(index);
  const amounts = solveAmounts(candidates, { exemptionCue: hasExemptionCue(index, EXEMPT_CUES) });
  data.vatLines = amounts.vatLines;
  if (amounts.outsideBase.length > 0) data.outsideBase = amounts.outsideBase;
  data.irpf = amounts.irpf;
  data.total = amounts.total;
  data.taxType = taxTypeOf(index);
  // Only 0 % lines closing with an unlabelled amount is no evidence: any amount is its own base.
  // Nor is one line closing with its own row's total, unlabelled: the invoice's total may be
  // another (a ticket whose TOTAL was misread by OCR).
  const trivial = amounts.consistent && !amounts.totalLabelled && (amounts.vatLines.every((line) => line.rate === 0) || amounts.totalIsRowTotal === true);
  const readConfidence = amounts.consistent ? (amounts.totalLabelled ? 0.97 : trivial ? 0.4 : 0.55) : 0.3;
  // A total added up from the rows closes on them by construction: a lost row would go unseen.
  const amountConfidence = amounts.totalUnread ? Math.min(readConfidence, TO_CONFIRM_CONFIDENCE) : readConfidence;
  const penalty = amounts.conflicting ? 0.5 : 1;
  if (data.total !== null) confidence.total = amountConfidence * penalty;
  confidence.vatLines = amountConfidence * penalty;
  if (data.irpf) confidence.irpf = amountConfidence * penalty;
  if (amounts.boxes.total) boxes.total = amounts.boxes.total;
  if (amounts.boxes.vatLines) boxes.vatLines = amounts.boxes.vatLines;
  if (amounts.boxes.irpf) boxes.irpf = amounts.boxes.irpf;
  if (amounts.conflicting) issues.push({ field: 'total', code: 'extraction/conflict', severity: 'error' });

  const type = findDocumentType(index, (data.total ?? 0) < 0);
  data.documentType = type.type;
  confidence.documentType = type.confidence;
  // A text layer that names no document and prints no total is a list or a letter, not an invoice.
  // (A scan that OCR could not read, or read badly, says nothing either way.)
  if (!type.named && pages.length > 0 && !ocr && data.total === null && data.vatLines.length === 0) {
    data.documentType = 'not-an-invoice';
    confidence.documentType = 0.8;
  }

  const currency = findCurrency(index, amounts.totalToken?.ref.line ?? null);
  data.currency = currency.currency;
  confidence.currency = currency.confidence;

  const ids = assignTaxIds(index, ocr, context, data, confidence, boxes);
  // On a scan, not finding the company's own id may be a misreading, and the invoice may be
  // addressed to someone else: that needs a look. (In a text layer, absent means absent.)
  if (ocr && !data.customerTaxId) {
    issues.push({ field: 'customerTaxId', code: 'extraction/low-confidence', severity: 'error' });
  }

  // A value that is one of the parties' tax ids is not the invoice number.
  const taxIds = new Set([data.supplierTaxId, data.customerTaxId].filter(Boolean).map((id) => normalizeTaxId(id!)));
  const numberCandidates = findNumberCandidates(index, data.documentType).filter((c) => !taxIds.has(normalizeTaxId(c.value)));
  const number = rank(numberCandidates, (value) => value.replace(/\s+/g, '').toUpperCase());
  if (number.best) {
    data.number = number.best.value;
    confidence.number = number.confidence;
    boxes.number = number.best.box;
    const page = pages.find((p) => p.page === number.best!.box.page);
    // Nothing checks a number: one read by OCR with doubtful letters or unsure words needs a look.
    const readByOcr = page?.source === 'ocr' || (page !== undefined && wordConfidenceAt(page, number.best.box) < 1);
    if (readByOcr && (ambiguousForOcr(number.best.value) || wordConfidenceAt(page!, number.best.box) < MIN_OCR_NUMBER_CONFIDENCE)) {
      confidence.number = Math.min(confidence.number, 0.45);
    }
  }
  // A ticket prints its number under a barcode too: the barcode (checksummed, read exactly) is
  // the number when an OCR reading of it differs by a character or two.
  if (data.number && context.barcodes?.length) {
    const barcode = barcodeForNumber(data.number, context.barcodes);
    if (barcode) {
      const page = pages.find((p) => p.page === boxes.number?.page);
      const ocrRead = page?.source === 'ocr' || (page !== undefined && boxes.number !== undefined && wordConfidenceAt(page, boxes.number) < 1);
      if (ocrRead || barcode === compactNumber(data.number)) {
        if (barcode !== compactNumber(data.number)) data.number = barcode;
        confidence.number = Math.max(confidence.number ?? 0, 0.9);
      }
    }
  }
  if (!data.number && ocr && context.barcodes?.length) {
    const captioned = barcodeWithCaption(pages, context.barcodes);
    if (captioned) {
      data.number = captioned;
      confidence.number = TO_CONFIRM_CONFIDENCE;
    }
  }
  const date = rank(findDateCandidates(index));
  if (date.best) {
    data.date = date.best.value;
    confidence.date = date.confidence;
    boxes.date = date.best.box;
  }

  assignNames(index, ids, context, data, confidence, boxes);

  return { data, confidence, boxes, issues, proforma: type.proforma, amountsConsistent: amounts.consistent };
}

/**
 * The barcode that prints the same number as `number` read by OCR: equal, or long enough (8+)
 * that a near match is no coincidence, with few characters changed, dropped or added: two, or a
 * quarter of a long code's (a faded 17-character ticket number read with four wrong).
 */
export function barcodeForNumber(number: string, barcodes: readonly string[]): string | null {
  const read = compactNumber(number);
  if (read.length < 8) return null;
  const matches = new Set<string>();
  for (const raw of barcodes) {
    const code = compactNumber(raw);
    if (code.length < 8) continue;
    const allowed = Math.max(2, Math.floor(code.length / 4));
    if (Math.abs(code.length - read.length) > allowed / 2) continue;
    if (editDistance(code, read) <= allowed) matches.add(code);
  }
  return matches.size === 1 ? [...matches][0]! : null;
}

/**
 * A ticket whose number label OCR lost: a barcode whose printed caption ("*142312402C0000743*",
 * read as some near string of 12+ characters) is on the page gives the number, to be confirmed.
 */
function barcodeWithCaption(pages: readonly PageText[], barcodes: readonly string[]): string | null {
  const tokens = pages.filter((page) => page.source === 'ocr').flatMap((page) => page.lines.flatMap((line) => line.text.split(/\s+/)));
  const found = new Set<string>();
  for (const raw of barcodes) {
    const code = compactNumber(raw);
    if (code.length < 12) continue;
    if (tokens.some((token) => barcodeForNumber(token, [code]) === code)) found.add(code);
  }
  return found.size === 1 ? [...found][0]! : null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Below this OCR word confidence a digit may have been dropped or swapped ("C0000798" as "00000708"). */
const MIN_OCR_NUMBER_CONFIDENCE = 0.88;

/** The lowest OCR confidence of the segments under a box. */
export function wordConfidenceAt(page: PageText, box: Box): number {
  let lowest = 1;
  for (const line of page.lines) {
    for (const segment of line.segments) {
      const overlaps = segment.x1 > box.x0 && segment.x0 < box.x1 && segment.y1 > box.y0 && segment.y0 < box.y1;
      if (overlaps) lowest = Math.min(lowest, segment.confidence);
    }
  }
  return lowest;
}

/** OCR word confidence (about 0.9-0.96 for clean print) mapped to how far a name can be trusted. */
function ocrTrust(quality: number | undefined): number {
  if (quality === undefined || quality >= 1) return 1;
  return Math.max(0, Math.min(1, (quality - 0.55) / 0.35));
}

/**
 * Where letters meet digits in a code, OCR cannot tell O from 0, I from 1, S from 5, B from 8:
 * "FC006907" may be "FCO06907". Nothing checks an invoice number, so such a reading needs a look.
 */
export function ambiguousForOcr(value: string): boolean {
  for (const run of value.match(/[A-Za-z0-9]+/g) ?? []) {
    for (let i = 1; i < run.length; i++) {
      const a = run[i - 1]!;
      const b = run[i]!;
      const boundary = /[A-Za-z]/.test(a) !== /[A-Za-z]/.test(b);
      if (boundary && (/[OoIlSsBGQD]/.test(a + b) || /[0158]/.test(a + b))) return true;
    }
  }
  return false;
}

const LOOK_ALIKE = new Set(['O0', 'Q0', 'D0', 'I1', 'L1', 'T1', 'T7', 'Z2', 'S5', 'B8', 'B3', 'G6', 'J3', 'J1', 'A4', 'B1', '80', '96', '69']);

/**
 * Same length and at most two differing characters, each a pair OCR is known to confuse. A
 * reading that fails its own checksum (`readValid` false) may also differ digit for digit:
 * faded thermal print blurs 5/6, 3/8 and 0/8 into each other. A '?' (a glyph OCR could not
 * read) stands for any character.
 */
export function ocrNearMatch(read: string, target: string, readValid = true): boolean {
  if (read.length !== target.length || read === target) return false;
  let differences = 0;
  for (let i = 0; i < read.length; i++) {
    const a = read[i]!;
    const b = target[i]!;
    if (a === b) continue;
    differences++;
    const lookAlike = a === '?' || LOOK_ALIKE.has(`${a}${b}`) || LOOK_ALIKE.has(`${b}${a}`);
    if (!lookAlike && (readValid || !/\d/.test(a) || !/\d/.test(b))) return false;
  }
  return differences <= 2;
}

function taxTypeOf(index: DocIndex): TaxType {
  let igic = 0;
  let ipsi = 0;
  let iva = 0;
  for (const ref of index.lines) {
    if (test(IGIC_CUE, ref.folded)) igic++;
    if (test(IPSI_CUE, ref.folded)) ipsi++;
    if (/(?:^|[^a-z])(?:iva|i\.v\.a\.?|vat)(?![a-z])/.test(ref.folded)) iva++;
  }
  if (igic > iva && igic >= ipsi) return 'igic';
  if (ipsi > iva) return 'ipsi';
  return 'iva';
}

function assignTaxIds(
  index: DocIndex,
  ocr: boolean,
  context: FieldContext,
  data: InvoiceData,
  confidence: FieldsResult['confidence'],
  boxes: FieldsResult['boxes'],
): { supplier: TaxIdCandidate | null; customer: TaxIdCandidate | null } {
  const found = findTaxIds(index, ocr);
  let company = context.companyTaxId ? found.find((c) => sameTaxId(c.normalized, context.companyTaxId)) : undefined;
  // OCR misreads a character or two of the company's own id ("J2020417H" as "J2O2O417H"):
  // a near match on a scan is the company.
  if (!company && ocr && context.companyTaxId) {
    const target = normalizeTaxId(context.companyTaxId);
    const misread = found.find((c) => ocrNearMatch(c.normalized, target, c.valid));
    if (misread) {
      company = { ...misread, normalized: target, valid: true };
      // The misreading is the company, not another party's id.
      found.splice(found.indexOf(misread), 1, company);
    } else {
      const unread = findUnreadTaxIds(index).find((c) => ocrNearMatch(c.normalized, target, false));
      if (unread) company = { ...unread, normalized: target, valid: true, repaired: true };
    }
  }
  const known = new Map((context.knownSuppliers ?? []).map((s) => [s.taxId, s] as const));
  const isKnown = (c: TaxIdCandidate) => [...known.keys()].some((id) => sameTaxId(id, c.normalized));

  let customer: TaxIdCandidate | null = company ?? null;
  const others = found.filter((c) => c !== company && !(context.companyTaxId && sameTaxId(c.normalized, context.companyTaxId)));
  if (!customer) {
    const byCue = others.filter((c) => c.side === 'customer').sort((a, b) => score(b) - score(a));
    customer = byCue[0] ?? null;
  }
  const supplierPool = others.filter((c) => c !== customer);
  const firstPage = index.pages[0]?.page;
  function score(c: TaxIdCandidate): number {
    let s = (c.valid ? 3 : 0) + (c.labelled ? 2 : 0) + Math.min(c.occurrences - 1, 2) * 0.3 - (c.repaired ? 0.3 : 0);
    if (c.side === 'supplier') s += 2;
    if (c.side === 'customer') s -= 3;
    if (isKnown(c)) s += 5;
    if (c.ref.page.page === firstPage) s += 0.5 * (1 - c.box.y0 / (c.ref.page.height || 1));
    return s;
  }
  const ranked = supplierPool.map((c) => ({ c, s: score(c) })).sort((a, b) => b.s - a.s);
  const supplier = ranked[0]?.c ?? null;
  if (supplier) {
    data.supplierTaxId = supplier.normalized;
    const margin = ranked[1] ? ranked[0]!.s - ranked[1].s : 3;
    const contextKnown = !!company || supplier.side === 'supplier' || isKnown(supplier) || (customer !== null && supplierPool.length === 1);
    const trusted = supplier.labelled || isKnown(supplier) || supplier.side === 'supplier';
    // The company's own id found, the one other valid id on the page is the supplier's (DESIGN 7).
    const onlyOtherValid = !!company && supplier.valid && supplierPool.filter((c) => c.valid).length === 1 && supplier.side !== 'customer';
    confidence.supplierTaxId = !supplier.valid
      ? 0.5
      : (contextKnown && trusted && margin >= 1) || onlyOtherValid
        ? 0.96
        : trusted && margin >= 2
          ? 0.85
          : 0.45;
    if (supplier.repaired) confidence.supplierTaxId = Math.min(confidence.supplierTaxId, 0.8);
    boxes.supplierTaxId = supplier.box;
  }
  if (customer) {
    data.customerTaxId = customer.normalized;
    confidence.customerTaxId = company ? (company.repaired ? 0.9 : 0.98) : customer.valid ? 0.85 : 0.5;
    boxes.customerTaxId = customer.box;
  }
  return { supplier, customer };
}

function assignNames(
  index: DocIndex,
  ids: { supplier: TaxIdCandidate | null; customer: TaxIdCandidate | null },
  context: FieldContext,
  data: InvoiceData,
  confidence: FieldsResult['confidence'],
  boxes: FieldsResult['boxes'],
): void {
  const supplierId = ids.supplier;
  const customerId = ids.customer;
  const knownName = supplierId
    ? (context.knownSuppliers ?? []).find((s) => sameTaxId(s.taxId, supplierId.normalized))?.name
    : undefined;
  const names = findPartyNames(index, supplierId, customerId);
  if (knownName) {
    data.supplierName = knownName;
    confidence.supplierName = 0.97;
  } else {
    const supplier = rank(names.supplier, (v) => v.toLowerCase());
    if (supplier.best) {
      data.supplierName = supplier.best.value;
      confidence.supplierName = Math.min(Math.max(supplier.confidence, 0.3), ocrTrust(supplier.best.quality));
      boxes.supplierName = supplier.best.box;
    }
  }
  const customer = rank(
    names.customer.filter((c) => c.value.toLowerCase() !== data.supplierName?.toLowerCase()),
    (v) => v.toLowerCase(),
  );
  if (customer.best) {
    data.customerName = customer.best.value;
    confidence.customerName = Math.min(customer.confidence, ocrTrust(customer.best.quality));
    boxes.customerName = customer.best.box;
  }
}
