/**
 * Amount parsing for Spanish and English number formats: `1.234,56`, `1,234.56`, `1 234,56`,
 * `-49,80 €`, `(49,80)`, `49,80-`, `EUR 1.234`, `1.234,5`. Returns null when the text is not
 * one amount. Ambiguous single separators (`1.234`, `1,234`) are read as thousands when followed
 * by exactly three digits, because invoices print cents with two decimals.
 */
export interface ParsedAmount {
  value: number;
  /** Decimal places as printed (0, 1, 2 or more); 2 is what totals normally show. */
  decimals: number;
  currency: string | null;
  /** The text carried an explicit percent sign. */
  percent: boolean;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
};
const CURRENCY_CODE = /\b(EUR|USD|GBP|CHF|JPY|CNY|MXN|SEK|NOK|DKK|PLN|CZK|HUF|RON|CAD|AUD|MAD|BRL|ARS|COP|CLP)\b/i;

export function parseAmount(raw: string): ParsedAmount | null {
  let text = raw.normalize('NFKC').trim();
  if (text.length === 0 || text.length > 40) return null;
  let currency: string | null = null;
  const code = CURRENCY_CODE.exec(text);
  if (code) {
    currency = code[1]!.toUpperCase();
    text = text.replace(CURRENCY_CODE, ' ');
  }
  for (const [symbol, iso] of Object.entries(CURRENCY_SYMBOLS)) {
    if (text.includes(symbol)) {
      currency ??= iso;
      text = text.split(symbol).join(' ');
    }
  }
  const percent = text.includes('%');
  text = text.replace(/%/g, ' ').trim();
  let negative = false;
  // "(21%)" is a rate in brackets; "(49,80)" is a negative amount.
  if (percent && /^\(.*\)$/.test(text)) text = text.slice(1, -1).trim();
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(text)) {
    negative = true;
    text = text.replace(/^[-−–]\s*/, '');
  } else if (/[-−–]$/.test(text)) {
    negative = true;
    text = text.replace(/\s*[-−–]$/, '');
  } else if (text.startsWith('+')) {
    text = text.slice(1).trim();
  }
  // Thin and non-breaking spaces and apostrophes group thousands in some locales.
  text = text.replace(/[\s\u00a0\u202f']/g, (match, offset: number, whole: string) =>
    /\d/.test(whole[offset - 1] ?? '') && /^\d{3}(\D|$)/.test(whole.slice(offset + 1)) ? '' : match,
  );
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const parsed = parseDigits(text);
  if (parsed === null) return null;
  const value = negative ? -parsed.value : parsed.value;
  return { value: value === 0 ? 0 : value, decimals: parsed.decimals, currency, percent };
}

function parseDigits(text: string): { value: number; decimals: number } | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimalSep: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalSep = lastDot > lastComma ? '.' : ',';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const count = text.split(sep).length - 1;
    const after = text.length - text.lastIndexOf(sep) - 1;
    if (count > 1) decimalSep = null;
    else if (after === 3 && !text.startsWith('0' + sep) && text.indexOf(sep) > 0) decimalSep = null;
    else decimalSep = sep;
  }
  const thousandSep = decimalSep === '.' ? ',' : decimalSep === ',' ? '.' : text.includes('.') ? '.' : ',';
  let integer = text;
  let fraction = '';
  if (decimalSep) {
    const at = text.lastIndexOf(decimalSep);
    integer = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (!/^\d*$/.test(fraction)) return null;
  }
  if (integer.length > 0) {
    const groups = integer.split(thousandSep);
    if (groups.length > 1) {
      if (!/^\d{1,3}$/.test(groups[0]!)) return null;
      if (groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
    } else if (!/^\d+$/.test(integer)) {
      return null;
    }
  }
  const digits = integer.split(thousandSep).join('') || '0';
  if (digits.length > 13) return null;
  const value = Number(`${digits}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return { value, decimals: fraction.length };
}

/** Convenience: the numeric value or null. */
export function parseAmountValue(raw: string): number | null {
  return parseAmount(raw)?.value ?? null;
}
