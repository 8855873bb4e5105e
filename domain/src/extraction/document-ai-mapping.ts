/**
 * Maps a Google Document AI Invoice Parser `Document` to an ExtractionResult, which then goes
 * through the same validation as the local engine. Pure: the client call lives in functions/.
 * Only the fields used are typed here, so domain does not depend on @google-cloud/documentai.
 */
import { parseDate } from '../date/parse-date';
import { emptyInvoiceData, type ExtractionResult, type InvoiceData, type Issue, type VatLine } from '../invoice/invoice.schema';
import { IRPF_RATES, isKnownVatRate } from '../invoice/tax-rates';
import { parseAmount } from '../money/parse-amount';
import { roundCents, sumCents } from '../money/round-cents';
import { normalizeTaxId } from '../tax-id/validate-tax-id';
import { buildResult } from './build-result';
import type { Box, PageText } from './layout/page-text';

type Int64 = number | string | null | undefined;

export interface DocumentAiMoney {
  currencyCode?: string | null;
  units?: Int64;
  nanos?: number | null;
}

export interface DocumentAiEntity {
  type?: string | null;
  mentionText?: string | null;
  confidence?: number | null;
  normalizedValue?: {
    text?: string | null;
    moneyValue?: DocumentAiMoney | null;
    dateValue?: { year?: number | null; month?: number | null; day?: number | null } | null;
  } | null;
  textAnchor?: { textSegments?: { startIndex?: Int64; endIndex?: Int64 }[] | null } | null;
  pageAnchor?: {
    pageRefs?: { page?: Int64; boundingPoly?: { normalizedVertices?: { x?: number | null; y?: number | null }[] | null } | null }[] | null;
  } | null;
  properties?: DocumentAiEntity[] | null;
}

export interface DocumentAiDocument {
  text?: string | null;
  entities?: DocumentAiEntity[] | null;
  pages?: unknown[] | null;
}

export interface DocumentAiContext {
  companyTaxId?: string | undefined;
  today?: string | undefined;
  /** Milliseconds the provider call took, reported in timings. */
  ms?: number | undefined;
}

/** Entities below this confidence are kept but flagged for review. */
const MIN_ENTITY_CONFIDENCE = 0.6;

export function mapDocumentAiDocument(document: DocumentAiDocument, context: DocumentAiContext = {}): ExtractionResult {
  const entities = document.entities ?? [];
  const first = (type: string) => entities.find((entity) => entity.type === type);
  const text = (entity: DocumentAiEntity | undefined) => entityText(document, entity);
  const data: InvoiceData = emptyInvoiceData();
  const confidence: Partial<Record<keyof InvoiceData, number>> = {};
  const boxes: Partial<Record<keyof InvoiceData, Box>> = {};
  const issues: Issue[] = [];
  const note = (field: keyof InvoiceData, entity: DocumentAiEntity | undefined) => {
    if (!entity) return;
    confidence[field] = entity.confidence ?? 0.5;
    const box = entityBox(entity);
    if (box) boxes[field] = box;
  };

  const id = first('invoice_id');
  data.number = text(id);
  note('number', id);
  const date = first('invoice_date');
  data.date = dateOf(date, text(date));
  note('date', date);
  for (const [field, type] of [
    ['supplierName', 'supplier_name'],
    ['customerName', 'receiver_name'],
  ] as const) {
    const entity = first(type);
    data[field] = text(entity);
    note(field, entity);
  }
  for (const [field, type] of [
    ['supplierTaxId', 'supplier_tax_id'],
    ['customerTaxId', 'receiver_tax_id'],
  ] as const) {
    const entity = first(type);
    const value = text(entity);
    data[field] = value ? normalizeTaxId(value) : null;
    note(field, entity);
  }

  const total = first('total_amount');
  data.total = amountOf(total, text(total));
  note('total', total);
  data.currency = currencyOf(first('currency'), text(first('currency')), total) ?? (data.total !== null ? 'EUR' : null);
  if (data.currency) confidence.currency = first('currency')?.confidence ?? 0.7;

  data.vatLines = vatLinesOf(entities, document);
  const net = amountOf(first('net_amount'), text(first('net_amount')));
  const tax = amountOf(first('total_tax_amount'), text(first('total_tax_amount')));
  if (data.vatLines.length === 0 && net !== null && tax !== null) {
    const line = lineFromTotals(net, tax);
    if (line) data.vatLines = [line];
  }
  const vat = entities.filter((entity) => entity.type === 'vat');
  confidence.vatLines = Math.min(...vat.map((entity) => entity.confidence ?? 0.5), first('net_amount')?.confidence ?? 1, 1);
  data.irpf = irpfFromTotals(data.vatLines, data.total);
  if (data.irpf) confidence.irpf = 0.5;
  if (data.total !== null && data.total < 0) data.documentType = 'credit-note';

  for (const [field, value] of Object.entries(confidence) as [keyof InvoiceData, number][]) {
    if (value < MIN_ENTITY_CONFIDENCE) issues.push({ field, code: 'extraction/low-confidence', severity: 'error' });
  }
  const pages: PageText[] = (document.pages ?? []).map((_, i) => ({ page: i + 1, width: 1, height: 1, lines: [], source: 'ocr' }));
  return buildResult(
    {
      data,
      confidence,
      boxes,
      issues,
      evidence: 'documentai',
      evidenceFound: ['documentai'],
      pages,
      pageCount: pages.length,
      timings: { ms: context.ms ?? 0 },
      extractor: 'documentai',
    },
    context,
  );
}

function int(value: Int64): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'string' ? Number(value) : value;
}

function entityText(document: DocumentAiDocument, entity: DocumentAiEntity | undefined): string | null {
  if (!entity) return null;
  const mention = entity.mentionText?.trim();
  if (mention) return mention;
  const segments = entity.textAnchor?.textSegments ?? [];
  const joined = segments.map((s) => (document.text ?? '').slice(int(s.startIndex), int(s.endIndex))).join('').trim();
  return joined || null;
}

/** Normalized vertices (0..1, top-left origin) to a box; the page is 0-based in Document AI. */
function entityBox(entity: DocumentAiEntity): Box | null {
  const ref = entity.pageAnchor?.pageRefs?.[0];
  const vertices = ref?.boundingPoly?.normalizedVertices ?? [];
  if (!ref || vertices.length === 0) return null;
  const xs = vertices.map((v) => v.x ?? 0);
  const ys = vertices.map((v) => v.y ?? 0);
  return { page: int(ref.page) + 1, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function dateOf(entity: DocumentAiEntity | undefined, text: string | null): string | null {
  const value = entity?.normalizedValue?.dateValue;
  if (value?.year && value.month && value.day) {
    return `${value.year}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`;
  }
  return text ? parseDate(text) : null;
}

function amountOf(entity: DocumentAiEntity | undefined, text: string | null): number | null {
  const money = entity?.normalizedValue?.moneyValue;
  if (money && (money.units !== undefined || money.nanos !== undefined)) return roundCents(int(money.units) + (money.nanos ?? 0) / 1e9);
  const parsed = text ? parseAmount(text) : null;
  return parsed ? roundCents(parsed.value) : null;
}

function currencyOf(entity: DocumentAiEntity | undefined, text: string | null, total: DocumentAiEntity | undefined): string | null {
  const code = total?.normalizedValue?.moneyValue?.currencyCode ?? entity?.normalizedValue?.text ?? text;
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(upper)) return upper;
  return { '€': 'EUR', $: 'USD', '£': 'GBP' }[code.trim()] ?? null;
}

function rateOf(text: string | null): number | null {
  if (!text) return null;
  const parsed = parseAmount(text.replace('%', ''));
  return parsed ? parsed.value : null;
}

function vatLinesOf(entities: DocumentAiEntity[], document: DocumentAiDocument): VatLine[] {
  const lines: VatLine[] = [];
  for (const vat of entities.filter((entity) => entity.type === 'vat')) {
    const prop = (name: string) => vat.properties?.find((p) => p.type === `vat/${name}` || p.type === name);
    const rate = rateOf(entityText(document, prop('tax_rate')));
    const cuota = amountOf(prop('tax_amount'), entityText(document, prop('tax_amount')));
    let base = amountOf(prop('amount'), entityText(document, prop('amount')));
    const gross = amountOf(prop('total_amount'), entityText(document, prop('total_amount')));
    if (base === null && gross !== null && cuota !== null) base = roundCents(gross - cuota);
    if (rate === null || base === null || cuota === null) continue;
    lines.push({ rate, base, cuota, recargoRate: 0, recargo: 0 });
  }
  return lines;
}

/** Net and tax totals only: one line, when their ratio is a known rate. */
function lineFromTotals(net: number, tax: number): VatLine | null {
  if (net === 0) return null;
  const rate = Math.round((tax / net) * 10000) / 100;
  const known = [21, 10, 4, 5, 2, 0, 7, 3, 9.5, 15].find((r) => Math.abs((net * r) / 100 - tax) <= 0.01);
  const chosen = known ?? (isKnownVatRate(rate, null) ? rate : null);
  return chosen === null ? null : { rate: chosen, base: net, cuota: tax, recargoRate: 0, recargo: 0 };
}

/** The parser has no IRPF entity: a gap between lines and total that is a known IRPF rate of the base. */
function irpfFromTotals(lines: VatLine[], total: number | null): InvoiceData['irpf'] {
  if (total === null || lines.length === 0) return null;
  const base = sumCents(lines.map((l) => l.base));
  const gap = roundCents(sumCents(lines.flatMap((l) => [l.base, l.cuota, l.recargo])) - total);
  if (gap === 0 || base === 0) return null;
  const rate = IRPF_RATES.find((r) => Math.abs((Math.abs(base) * r) / 100 - Math.abs(gap)) <= 0.01);
  return rate === undefined ? null : { rate, amount: gap };
}
