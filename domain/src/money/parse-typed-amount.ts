/**
 * An amount of money as a person types it into a field, in either language (issue 18, item 4):
 * the same rules in English and in Spanish, so a value pasted from anywhere reads the same.
 *
 * - One decimal mark, `.` or `,`, with one or two digits after it: `1234.56`, `1234,56`, `0,5`.
 * - Thousands grouped by the other mark or by spaces: `1.234,56`, `1,234.56`, `1 234,56`.
 * - A mark followed by exactly three digits groups thousands, since money has no thousandths:
 *   `1.234` and `1,234` are 1234, as are `1.234.567` and `1,234,567`.
 * - A minus sign (credit notes), and a currency sign or code, are allowed: `-12,50`, `12,50 €`.
 * - Anything else is not an amount and reads as null, never as a guess: `12,345,6`, `1.23.4`,
 *   `12.3456`, `0,125`, `21 %`, letters.
 */
import { parseAmount } from './parse-amount';

export function parseTypedAmount(text: string): number | null {
  const parsed = parseAmount(text);
  if (!parsed || parsed.percent || parsed.decimals > 2) return null;
  return parsed.value;
}

/** The typed amount in whole cents, or null (see parseTypedAmount). */
export function parseTypedCents(text: string): number | null {
  const value = parseTypedAmount(text);
  return value === null ? null : Math.round(value * 100);
}
