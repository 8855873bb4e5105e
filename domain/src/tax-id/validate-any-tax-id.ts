/**
 * One entry point for any tax id printed on an invoice: a Spanish NIF (checksum) or another EU
 * member state's VAT number (shape, plus check digits where implemented).
 */
import type { IssueCode } from '../invoice/issue-codes';
import { isEuVatCountry, normalizeEuVat, validateEuVat } from './validate-eu-vat';
import { type SpanishTaxIdKind, validateSpanishTaxId } from './validate-tax-id';

export interface TaxIdResult {
  valid: boolean;
  kind: SpanishTaxIdKind | 'eu-vat' | null;
  /** ISO country of the id: `ES` for Spanish NIFs. */
  country: string | null;
  /** Spanish ids without prefix (`B64717838`); foreign ids with it (`DE136695976`). */
  normalized: string;
  code?: IssueCode;
}

export function validateTaxId(raw: string): TaxIdResult {
  const compact = normalizeEuVat(raw);
  const prefix = compact.slice(0, 2);
  if (/^[A-Z]{2}/.test(compact) && prefix !== 'ES' && isEuVatCountry(prefix) && /\d/.test(compact.slice(2, 4))) {
    const eu = validateEuVat(compact);
    const result: TaxIdResult = { valid: eu.valid, kind: 'eu-vat', country: eu.country, normalized: eu.normalized };
    if (eu.code) result.code = eu.code;
    return result;
  }
  const spanish = validateSpanishTaxId(raw);
  const result: TaxIdResult = {
    valid: spanish.valid,
    kind: spanish.kind,
    country: spanish.kind ? 'ES' : null,
    normalized: spanish.normalized,
  };
  if (spanish.code) result.code = spanish.code;
  return result;
}

/** Whether two printed tax ids denote the same taxpayer (prefix and separators ignored). */
export function sameTaxId(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return validateTaxId(a).normalized === validateTaxId(b).normalized;
}
