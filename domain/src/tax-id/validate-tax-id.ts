/**
 * Spanish tax identifiers (NIF): DNI, NIE, CIF and the K/L/M personal NIFs, with their check
 * characters, accepted with or without the `ES` VAT prefix, spaces, dots and dashes.
 * Browser-safe: the edit form uses it while the user types.
 */
import type { IssueCode } from '../invoice/issue-codes';

export type SpanishTaxIdKind = 'nif' | 'dni' | 'nie' | 'cif';

export interface SpanishTaxIdResult {
  valid: boolean;
  kind: SpanishTaxIdKind | null;
  /** Upper case, no separators, no `ES` prefix (e.g. `B64717838`). */
  normalized: string;
  code?: IssueCode;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_FIRST = 'ABCDEFGHJNPQRSUVW';
/** Organisation types whose CIF control character is always a letter or always a digit. */
const CIF_LETTER_CONTROL = 'NPQRSW';
const CIF_DIGIT_CONTROL = 'ABEH';

/** Upper case without separators; drops one `ES` VAT prefix when what follows has NIF length. */
export function normalizeTaxId(raw: string): string {
  const compact = raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.\-/_·:]/g, '');
  if (compact.length === 11 && compact.startsWith('ES')) return compact.slice(2);
  return compact;
}

export function dniLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23]!;
}

export function cifControl(digits7: string): { digit: string; letter: string } {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits7[i]);
    if (i % 2 === 0) {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += n;
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: 'JABCDEFGHI'[control]! };
}

export function validateSpanishTaxId(raw: string): SpanishTaxIdResult {
  const normalized = normalizeTaxId(raw);
  if (normalized.length === 0) return { valid: false, kind: null, normalized, code: 'tax-id/missing' };
  if (!/^[A-Z0-9]+$/.test(normalized)) return { valid: false, kind: null, normalized, code: 'tax-id/format' };
  if (normalized.length !== 9) return { valid: false, kind: null, normalized, code: 'tax-id/length' };

  if (/^\d{8}[A-Z]$/.test(normalized)) {
    return check(normalized, 'dni', dniLetter(normalized.slice(0, 8)) === normalized[8]);
  }
  if (/^[XYZ]\d{7}[A-Z]$/.test(normalized)) {
    const digits = String('XYZ'.indexOf(normalized[0]!)) + normalized.slice(1, 8);
    return check(normalized, 'nie', dniLetter(digits) === normalized[8]);
  }
  if (/^[KLM]\d{7}[A-Z]$/.test(normalized)) {
    return check(normalized, 'nif', dniLetter(normalized.slice(1, 8)) === normalized[8]);
  }
  if (/^[A-Z]\d{7}[A-Z0-9]$/.test(normalized) && CIF_FIRST.includes(normalized[0]!)) {
    const { digit, letter } = cifControl(normalized.slice(1, 8));
    const last = normalized[8]!;
    const first = normalized[0]!;
    const ok = CIF_LETTER_CONTROL.includes(first)
      ? last === letter
      : CIF_DIGIT_CONTROL.includes(first)
        ? last === digit
        : last === letter || last === digit;
    return check(normalized, 'cif', ok);
  }
  return { valid: false, kind: null, normalized, code: 'tax-id/format' };
}

function check(normalized: string, kind: SpanishTaxIdKind, ok: boolean): SpanishTaxIdResult {
  return ok ? { valid: true, kind, normalized } : { valid: false, kind, normalized, code: 'tax-id/checksum' };
}

/** Whether a string looks like a Spanish NIF of any kind (shape only, no checksum). */
export function looksLikeSpanishTaxId(normalized: string): boolean {
  return /^(\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[A-Z0-9])$/.test(normalized);
}
