/** Spanish bank account numbers: the 20-digit CCC and the ES IBAN that wraps it. */
import { mod97 } from './validate-eu-vat';

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function cccDigit(ten: string): number {
  const sum = [...ten].reduce((acc, d, i) => acc + Number(d) * CCC_WEIGHTS[i]!, 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

export function validateCcc(raw: string): boolean {
  const ccc = raw.replace(/[\s-]/g, '');
  if (!/^\d{20}$/.test(ccc)) return false;
  const first = cccDigit(`00${ccc.slice(0, 8)}`);
  const second = cccDigit(ccc.slice(10));
  return ccc.slice(8, 10) === `${first}${second}`;
}

export function validateSpanishIban(raw: string): boolean {
  const iban = raw.toUpperCase().replace(/[\s-]/g, '');
  if (!/^ES\d{22}$/.test(iban)) return false;
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(rearranged) === 1 && validateCcc(iban.slice(4));
}
