/**
 * EU VAT numbers of other member states (VIES shapes), with check digits for the countries
 * Spanish companies buy from most (BE, DE, FR, IT, NL, PT). Other countries get a shape check.
 * Spain itself goes through validateSpanishTaxId. Browser-safe.
 */
import type { IssueCode } from '../invoice/issue-codes';
import { validateSpanishTaxId } from './validate-tax-id';

const SHAPES: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^[1-9]\d{8}$/,
  DK: /^\d{8}$/,
  EE: /^10\d{7}$/,
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^[1-9]\d{7}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^[1-9]\d{8}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export interface EuVatResult {
  valid: boolean;
  country: string | null;
  /** Country prefix plus number, upper case, no separators (e.g. `DE136695976`). */
  normalized: string;
  code?: IssueCode;
}

export function normalizeEuVat(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.\-/_·:,]/g, '')
    .replace(/^GR/, 'EL');
}

export function isEuVatCountry(prefix: string): boolean {
  return prefix === 'ES' || prefix in SHAPES;
}

export function validateEuVat(raw: string): EuVatResult {
  const normalized = normalizeEuVat(raw);
  const country = normalized.slice(0, 2);
  const number = normalized.slice(2);
  if (country === 'ES') {
    const spanish = validateSpanishTaxId(number);
    const result: EuVatResult = { valid: spanish.valid, country, normalized: `ES${spanish.normalized}` };
    if (spanish.code) result.code = spanish.code;
    return result;
  }
  const shape = SHAPES[country];
  if (!shape) return { valid: false, country: null, normalized, code: 'tax-id/format' };
  if (!shape.test(number)) return { valid: false, country, normalized, code: 'tax-id/format' };
  const checker = CHECKS[country];
  if (checker && !checker(number)) return { valid: false, country, normalized, code: 'tax-id/checksum' };
  return { valid: true, country, normalized };
}

const digitsOf = (text: string): number[] => [...text].map(Number);

const CHECKS: Record<string, (number: string) => boolean> = {
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  DE: (n) => {
    let product = 10;
    for (const digit of digitsOf(n.slice(0, 8))) {
      let sum = (digit + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === Number(n[8]);
  },
  FR: (n) => {
    if (!/^\d{2}/.test(n)) return true;
    const siren = Number(n.slice(2));
    return (12 + 3 * (siren % 97)) % 97 === Number(n.slice(0, 2));
  },
  IT: (n) => luhn(n),
  NL: (n) => {
    const digits = digitsOf(n.slice(0, 9));
    const weighted = digits.reduce((sum, d, i) => sum + d * (i === 8 ? -1 : 9 - i), 0);
    if (weighted % 11 === 0) return true;
    const text = `NL${n}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    return mod97(text) === 1;
  },
  PT: (n) => {
    const digits = digitsOf(n);
    const sum = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (9 - i), 0);
    const check = 11 - (sum % 11);
    return (check >= 10 ? 0 : check) === digits[8];
  },
};

/** The Luhn check digit (Italian VAT numbers, French SIRENs). */
export function luhn(number: string): boolean {
  let sum = 0;
  const digits = digitsOf(number).reverse();
  digits.forEach((d, i) => {
    if (i % 2 === 1) {
      const doubled = d * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += d;
    }
  });
  return sum % 10 === 0;
}

export function mod97(numeric: string): number {
  let remainder = 0;
  for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}
