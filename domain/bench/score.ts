/** Field-by-field comparison of an extraction against the truth. */
import type { InvoiceData, VatLine } from '../src/invoice/invoice.schema';
import { validateTaxId } from '../src/tax-id/validate-any-tax-id';

export const SCORED_FIELDS = [
  'documentType',
  'number',
  'date',
  'supplierTaxId',
  'supplierName',
  'customerTaxId',
  'currency',
  'total',
  'vatLines',
  'irpf',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
export const KEY_FIELDS: readonly ScoredField[] = ['number', 'date', 'supplierTaxId', 'total'];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const sameAmount = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.005);

function sameLines(a: readonly VatLine[], b: readonly VatLine[]): boolean {
  const key = (l: VatLine) => `${l.rate}|${l.base.toFixed(2)}|${l.cuota.toFixed(2)}|${l.recargoRate}|${l.recargo.toFixed(2)}`;
  const x = a.map(key).sort();
  const y = b.map(key).sort();
  return x.length === y.length && x.every((k, i) => k === y[i]);
}

export function fieldCorrect(field: ScoredField, got: InvoiceData, want: InvoiceData): boolean {
  switch (field) {
    case 'number':
      return (got.number ?? '').replace(/\s+/g, '') === (want.number ?? '').replace(/\s+/g, '');
    case 'supplierTaxId':
    case 'customerTaxId': {
      const g = got[field];
      const w = want[field];
      if (!g || !w) return g === w;
      return validateTaxId(g).normalized === validateTaxId(w).normalized;
    }
    case 'supplierName':
      return fold(got.supplierName ?? '') === fold(want.supplierName ?? '');
    case 'total':
      return sameAmount(got.total, want.total);
    case 'vatLines':
      return sameLines(got.vatLines, want.vatLines);
    case 'irpf':
      return got.irpf === null || want.irpf === null
        ? got.irpf === want.irpf
        : got.irpf.rate === want.irpf.rate && sameAmount(got.irpf.amount, want.irpf.amount);
    default:
      return got[field] === want[field];
  }
}

/** Fields that take part for this document (an albarán carries no amounts to compare). */
export function applicableFields(want: InvoiceData): ScoredField[] {
  if (want.documentType === 'albaran') return ['documentType', 'number', 'date', 'supplierTaxId', 'supplierName', 'customerTaxId'];
  return [...SCORED_FIELDS];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
