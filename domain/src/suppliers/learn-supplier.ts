/**
 * What one saved invoice teaches the agency's profile of its supplier. The pipeline calls it
 * when it records an invoice that went through untouched; the review screen's save calls it
 * with the user's correction, which wins over what the engine read. A region is learned only
 * where the engine read the value the user kept: a corrected value was read in the wrong place.
 */
import type { DocumentType, InvoiceData, SourceBox } from '../invoice/invoice.schema';
import { compactNumber, numberShape, sharedPrefixLength } from './number-shape';
import { labelKey } from './value-label';
import {
  emptySupplierProfile,
  type LabelSeen,
  type NumberShapeSeen,
  type ProfileRegion,
  type SupplierProfile,
  supplierProfileKey,
} from './supplier-profile.schema';

/** What the engine read (an ExtractionResult or a stored invoice record). */
export type ReadInvoice = InvoiceData & { sources?: Record<string, SourceBox>; labels?: Record<string, string>; pageCount?: number };

const LIMIT = 8;
const LEARNED_TYPES: readonly DocumentType[] = ['invoice', 'credit-note'];

/** The profile key the invoice would teach (its final supplier tax id), or null when none. */
export function learnedSupplierKey(invoice: InvoiceData, correction?: InvoiceData): string | null {
  const final = correction ?? invoice;
  if (!LEARNED_TYPES.includes(final.documentType)) return null;
  return supplierProfileKey(final.supplierTaxId);
}

/**
 * The profile after one more saved invoice, or the profile unchanged when the invoice names no
 * valid supplier tax id or is not an invoice. `profile` is the stored profile of that tax id
 * (null when there is none yet). `counted`: this invoice already taught this profile (it went
 * through, or was saved before); a correction of it still teaches its values, but the invoice is
 * not counted twice in `invoices`.
 */
export function learnSupplier(
  profile: SupplierProfile | null,
  invoice: ReadInvoice,
  correction?: InvoiceData,
  now = Date.now(),
  { counted = false }: { counted?: boolean } = {},
): SupplierProfile | null {
  const key = learnedSupplierKey(invoice, correction);
  if (!key) return profile;
  const final = correction ?? invoice;
  const base = profile && profile.taxId === key ? profile : emptySupplierProfile(key);
  const corrected = correction !== undefined && KEY_FIELDS.some((field) => !sameValue(field, invoice[field], correction[field]));
  const next: SupplierProfile = {
    ...base,
    name: correction?.supplierName?.trim() || base.name || final.supplierName?.trim() || null,
    invoices: base.invoices + (counted ? 0 : 1),
    corrections: base.corrections + (corrected ? 1 : 0),
    numberShapes: final.number ? addShape(base.numberShapes, final.number, final.documentType) : base.numberShapes,
    numberPrefix: final.number ? sharedPrefix(base.numberPrefix ?? null, final.number) : base.numberPrefix ?? null,
    regions: {
      number: addRegion(base.regions.number, keptRegion('number', invoice, final)),
      date: addRegion(base.regions.date, keptRegion('date', invoice, final)),
      total: addRegion(base.regions.total, keptRegion('total', invoice, final)),
    },
    labels: {
      number: addLabel(base.labels.number, keptLabel('number', invoice, final)),
      date: addLabel(base.labels.date, keptLabel('date', invoice, final)),
      total: addLabel(base.labels.total, keptLabel('total', invoice, final)),
    },
    vatRates: addRates(base.vatRates, final.vatLines.map((line) => line.rate)),
    totalCents: final.total === null ? base.totalCents : widen(base.totalCents, Math.abs(Math.round(final.total * 100))),
    currency: final.currency ?? base.currency,
    updatedAt: now,
  };
  return next;
}

/**
 * The characters `number` shares at its start with what earlier numbers shared: the whole
 * number (up to 12) for the first one learned, '' once they share none.
 */
function sharedPrefix(previous: string | null, number: string): string {
  const value = compactNumber(number).slice(0, 12);
  return previous === null ? value : previous.slice(0, sharedPrefixLength(previous, value));
}

const KEY_FIELDS = ['number', 'date', 'supplierName', 'supplierTaxId', 'total', 'documentType'] as const;

function sameValue(field: (typeof KEY_FIELDS)[number], a: unknown, b: unknown): boolean {
  if (a === null || b === null || a === undefined || b === undefined) return a === b || (a ?? null) === (b ?? null);
  if (field === 'total') return Math.abs(Number(a) - Number(b)) < 0.005;
  if (field === 'number' || field === 'supplierTaxId') return compact(String(a)) === compact(String(b));
  if (field === 'supplierName') return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
  return a === b;
}

const compact = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

function keptRegion(field: 'number' | 'date' | 'total', invoice: ReadInvoice, final: InvoiceData): ProfileRegion | null {
  const source = invoice.sources?.[field];
  if (!source || final[field] === null || !sameValue(field, invoice[field], final[field])) return null;
  return regionOf(source, invoice.pageCount ?? source.page);
}

/** Like regions, a label is learned only where the engine read the value the user kept. */
function keptLabel(field: 'number' | 'date' | 'total', invoice: ReadInvoice, final: InvoiceData): string | null {
  const label = invoice.labels?.[field];
  if (!label || final[field] === null || !sameValue(field, invoice[field], final[field])) return null;
  return label;
}

function addLabel(labels: readonly LabelSeen[], label: string | null): LabelSeen[] {
  if (!label) return labels.map((l) => ({ ...l }));
  const key = labelKey(label);
  const seen = labels.find((l) => labelKey(l.label) === key);
  const others = labels.filter((l) => l !== seen).map((l) => ({ ...l }));
  const updated = { label, count: (seen?.count ?? 0) + 1 };
  // The newest label stays; when full, the least seen older one goes.
  return [...others.sort((a, b) => b.count - a.count).slice(0, LIMIT - 1), updated];
}

export function regionOf(source: SourceBox, pageCount: number): ProfileRegion {
  const [x0, y0, x1, y1] = source.bbox;
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
  return { page: source.page, last: source.page === pageCount && pageCount > 1, x: clamp((x0 + x1) / 2), y: clamp((y0 + y1) / 2) };
}

function addRegion(regions: readonly ProfileRegion[], region: ProfileRegion | null): ProfileRegion[] {
  if (!region) return [...regions];
  return [...regions, region].slice(-LIMIT);
}

function addShape(shapes: readonly NumberShapeSeen[], number: string, documentType: DocumentType): NumberShapeSeen[] {
  const { shape, digits } = numberShape(number);
  const seen = shapes.find((s) => s.shape === shape && s.documentType === documentType);
  const others = shapes.filter((s) => s !== seen);
  const updated: NumberShapeSeen = seen
    ? { ...seen, count: seen.count + 1, minDigits: Math.min(seen.minDigits, digits), maxDigits: Math.max(seen.maxDigits, digits) }
    : { documentType, shape, minDigits: digits, maxDigits: digits, count: 1 };
  // The newest shape stays; when full, the least seen older one goes.
  const kept = [...others].sort((a, b) => b.count - a.count).slice(0, LIMIT - 1);
  return [...kept, updated];
}

function addRates(rates: readonly { rate: number; count: number }[], seen: readonly number[]): { rate: number; count: number }[] {
  const next = rates.map((r) => ({ ...r }));
  for (const rate of new Set(seen)) {
    const entry = next.find((r) => r.rate === rate);
    if (entry) entry.count++;
    else next.push({ rate, count: 1 });
  }
  return next.sort((a, b) => b.count - a.count).slice(0, LIMIT);
}

function widen(range: SupplierProfile['totalCents'], cents: number): NonNullable<SupplierProfile['totalCents']> {
  return range ? { min: Math.min(range.min, cents), max: Math.max(range.max, cents) } : { min: cents, max: cents };
}
