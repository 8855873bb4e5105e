/** Spanish IBANs built from a CCC, and the bank behind an entity code (banking.md §2). */
import { mod97 } from '../../tax-id/validate-eu-vat';

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function cccDigit(ten: string): number {
  const sum = [...ten].reduce((acc, d, i) => acc + Number(d) * CCC_WEIGHTS[i]!, 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** ES IBAN of entity + office + 10-digit account (the control digits computed), or null. */
export function ibanFromParts(entity: string, office: string, account: string): string | null {
  if (!/^\d{4}$/.test(entity) || !/^\d{4}$/.test(office) || !/^\d{10}$/.test(account)) return null;
  const ccc = `${entity}${office}${cccDigit(`00${entity}${office}`)}${cccDigit(account)}${account}`;
  const check = 98 - mod97(`${ccc}142800`);
  return `ES${String(check).padStart(2, '0')}${ccc}`;
}

const ENTITIES: Record<string, string> = {
  '0049': 'santander',
  '0182': 'bbva',
  '2100': 'caixabank',
  '0081': 'sabadell',
  '1465': 'ing',
  '0128': 'bankinter',
  '2095': 'kutxabank',
  '2103': 'unicaja',
  '0073': 'openbank',
  '2080': 'abanca',
  '2085': 'ibercaja',
  '0237': 'cajasur',
  '0186': 'mediolanum',
  '1544': 'myinvestor',
};

export function bankOfEntity(entity: string): string | null {
  return ENTITIES[entity] ?? null;
}

/** The first Spanish IBAN written in a text (spaces allowed), or null. */
export function findIban(text: string): string | null {
  const match = /\bES\d{2}(?:[ -]?\d{4}){5}\b/.exec(text.toUpperCase());
  return match ? match[0].replace(/[ -]/g, '') : null;
}
