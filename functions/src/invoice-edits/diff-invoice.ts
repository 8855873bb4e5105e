/**
 * What a correction changed, as field paths -> [before, after], for the invoice's history.
 * Firestore cannot store arrays inside arrays, so VAT lines are compared line by line and a
 * pair never holds an array: `vatLines[1].cuota`, or `vatLines[2]` for a line added or removed
 * (amounts outside the tax base likewise: `outsideBase[0].amount`).
 */
import { INVOICE_FIELDS, type InvoiceData, type OutsideBaseItem, outsideBaseOf, type VatLine } from '@factoria/domain/invoice/invoice.schema';

export type Changes = Record<string, [unknown, unknown]>;

/** Every invoice field but the two compared part by part below. */
type ScalarField = Exclude<(typeof INVOICE_FIELDS)[number], 'vatLines' | 'irpf'>;
const SCALAR_FIELDS = INVOICE_FIELDS.filter((field): field is ScalarField => field !== 'vatLines' && field !== 'irpf');

const LINE_FIELDS = ['rate', 'base', 'cuota', 'recargoRate', 'recargo'] as const satisfies readonly (keyof VatLine)[];
const OUTSIDE_FIELDS = ['kind', 'label', 'amount'] as const satisfies readonly (keyof OutsideBaseItem)[];

export function diffInvoice(before: InvoiceData, after: InvoiceData): Changes {
  const changes: Changes = {};
  for (const field of SCALAR_FIELDS) {
    if (before[field] !== after[field]) changes[field] = [before[field], after[field]];
  }
  const lines = Math.max(before.vatLines.length, after.vatLines.length);
  for (let i = 0; i < lines; i++) {
    const [old, next] = [before.vatLines[i], after.vatLines[i]];
    if (!old || !next) {
      changes[`vatLines[${i}]`] = [old ?? null, next ?? null];
      continue;
    }
    for (const field of LINE_FIELDS) {
      if (old[field] !== next[field]) changes[`vatLines[${i}].${field}`] = [old[field], next[field]];
    }
  }
  // Amounts outside the tax base, item by item the same way (absent on old records = none).
  const [oldItems, newItems] = [outsideBaseOf(before), outsideBaseOf(after)];
  for (let i = 0; i < Math.max(oldItems.length, newItems.length); i++) {
    const [old, next] = [oldItems[i], newItems[i]];
    if (!old || !next) {
      changes[`outsideBase[${i}]`] = [old ?? null, next ?? null];
      continue;
    }
    for (const field of OUTSIDE_FIELDS) {
      if (old[field] !== next[field]) changes[`outsideBase[${i}].${field}`] = [old[field], next[field]];
    }
  }
  if (!before.irpf || !after.irpf) {
    if (before.irpf !== after.irpf) changes.irpf = [before.irpf, after.irpf];
  } else {
    if (before.irpf.rate !== after.irpf.rate) changes['irpf.rate'] = [before.irpf.rate, after.irpf.rate];
    if (before.irpf.amount !== after.irpf.amount) changes['irpf.amount'] = [before.irpf.amount, after.irpf.amount];
  }
  return changes;
}

/** The invoice fields a path belongs to (`vatLines[0].base` -> `vatLines`). */
export function topLevelFields(changes: Changes): string[] {
  return [...new Set(Object.keys(changes).map((path) => path.split(/[.[]/)[0]!))];
}
