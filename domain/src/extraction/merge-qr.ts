/**
 * A VeriFactu or TicketBAI QR carries the issuer's NIF, the number, the date and the total as
 * the issuer's system registered them. They fill what the text lacks, confirm what it agrees
 * with, and a disagreement with a confident text value is flagged for review.
 */
import { roundCents } from '../money/round-cents';
import { sameTaxId } from '../tax-id/validate-any-tax-id';
import type { FieldsResult } from './fields/extract-fields';
import type { FoundQr } from './read-pages';
import type { Issue } from '../invoice/invoice.schema';

const alnum = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export function mergeQr(fields: FieldsResult, found: FoundQr, issues: Issue[]): void {
  const { qr, box } = found;
  const { data, confidence, boxes } = fields;
  const conflict = (field: 'number' | 'date' | 'supplierTaxId' | 'total') =>
    issues.push({ field, code: 'qr/mismatch', severity: 'error' });

  const apply = <K extends 'number' | 'date' | 'supplierTaxId' | 'total'>(
    field: K,
    value: FieldsResult['data'][K],
    same: (a: NonNullable<FieldsResult['data'][K]>, b: NonNullable<FieldsResult['data'][K]>) => boolean,
  ) => {
    if (value === null || value === undefined || value === '') return;
    const current = data[field];
    if (current === null || current === undefined || current === '') {
      data[field] = value;
      confidence[field] = 0.9;
      boxes[field] = box;
    } else if (same(current as NonNullable<typeof current>, value as NonNullable<typeof value>)) {
      confidence[field] = Math.max(confidence[field] ?? 0, 0.99);
    } else if ((confidence[field] ?? 0) >= 0.75) {
      conflict(field);
    } else {
      data[field] = value;
      confidence[field] = 0.85;
      boxes[field] = box;
    }
  };

  const number = qr.series ? `${qr.series}${qr.number}` : qr.number;
  apply('number', number || null, (a, b) => alnum(a) === alnum(b) || (qr.series !== null && alnum(a).endsWith(alnum(qr.number))));
  apply('date', qr.date, (a, b) => a === b);
  apply('supplierTaxId', qr.issuerTaxId, (a, b) => sameTaxId(a, b));
  if (qr.total !== null) apply('total', qr.total, (a, b) => Math.abs(roundCents(a) - roundCents(b)) <= 0.01);
}
