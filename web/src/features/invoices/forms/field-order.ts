/**
 * The form's fields in screen order, so "the first field with an error" is the one a person
 * reading top to bottom meets first, and the extraction `sources` key each one was read from.
 */
import type { Issue } from '@factoria/domain/invoice/invoice.schema';
import { formFieldOf } from './live-check';

const HEAD = ['documentType', 'number', 'date', 'supplierName', 'supplierTaxId', 'customerName', 'customerTaxId', 'currency', 'taxType'];
const LINE = ['rate', 'base', 'cuota', 'recargoRate', 'recargo'];
const TAIL = ['irpfRate', 'irpfAmount', 'total'];

function rank(field: string): number {
  const head = HEAD.indexOf(field);
  if (head >= 0) return head;
  const line = /^vatLines\.(\d+)\.(\w+)$/.exec(field);
  if (line) return 100 + Number(line[1]) * LINE.length + LINE.indexOf(line[2]!);
  if (field === 'vatLines') return 99;
  const outside = /^outsideBase\.(\d+)\.(\w+)$/.exec(field);
  if (outside) return 5_000 + Number(outside[1]) * 3 + ['kind', 'label', 'amount'].indexOf(outside[2]!);
  const tail = TAIL.indexOf(field);
  return tail >= 0 ? 10_000 + tail : 20_000;
}

/** The form field of the first blocking issue in screen order, if any can take focus. */
export function firstErrorField(issues: readonly Issue[], lineCount: number): string | null {
  const fields = issues
    .filter((issue) => issue.severity === 'error')
    .map((issue) => formFieldOf(issue.field))
    // The table as a whole ("no VAT lines") is reached through its first cell, or the total.
    .map((field) => (field === 'vatLines' ? (lineCount > 0 ? 'vatLines.0.rate' : 'total') : field))
    .filter((field) => rank(field) < 20_000);
  return fields.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Which extraction source a form field shows: `vatLines.1.cuota` was read with `vatLines`. */
export function sourceKeyOf(field: string): string | null {
  if (!field) return null;
  if (field.startsWith('vatLines')) return 'vatLines';
  if (field.startsWith('irpf')) return 'irpf';
  return field;
}
