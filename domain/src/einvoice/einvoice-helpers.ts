import { roundCents } from '../money/round-cents';
import type { DocumentType, InvoiceData, VatLine } from '../invoice/invoice.schema';

/** Joins series and number the way they are usually printed (`A-1`), unless already joined. */
export function joinSeries(series: string | null, number: string | null): string | null {
  if (!number) return null;
  if (!series || number.startsWith(series)) return number;
  return `${series}-${number}`;
}

export function cents(value: number | null): number | null {
  return value === null ? null : roundCents(value);
}

export function isoFromCompactDate(value: string | null): string | null {
  if (!value) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return iso ? iso[1]! : null;
}

/** Credit notes in CII and UBL state positive amounts; Factoría stores them negative. */
export function negateForCreditNote(data: InvoiceData): InvoiceData {
  if (data.documentType !== 'credit-note' || (data.total ?? 0) <= 0) return data;
  const flip = (value: number) => (value === 0 ? 0 : -value);
  return {
    ...data,
    total: data.total === null ? null : flip(data.total),
    vatLines: data.vatLines.map(
      (line): VatLine => ({ ...line, base: flip(line.base), cuota: flip(line.cuota), recargo: flip(line.recargo) }),
    ),
    irpf: data.irpf ? { ...data.irpf, amount: flip(data.irpf.amount) } : null,
  };
}

export function documentTypeFromUnCode(code: string | null): DocumentType {
  return code === '381' || code === '384' || code === '396' ? 'credit-note' : 'invoice';
}

const ISO3_TO_ISO2: Record<string, string> = {
  AUT: 'AT', BEL: 'BE', BGR: 'BG', CYP: 'CY', CZE: 'CZ', DEU: 'DE', DNK: 'DK', EST: 'EE', GRC: 'EL', FIN: 'FI',
  FRA: 'FR', HRV: 'HR', HUN: 'HU', IRL: 'IE', ITA: 'IT', LTU: 'LT', LUX: 'LU', LVA: 'LV', MLT: 'MT', NLD: 'NL',
  POL: 'PL', PRT: 'PT', ROU: 'RO', SWE: 'SE', SVN: 'SI', SVK: 'SK', ESP: 'ES',
};

/** Adds the EU country prefix a foreign VAT number printed without it needs. */
export function withCountryPrefix(taxId: string | null, countryIso3: string | null): string | null {
  if (!taxId) return null;
  const prefix = countryIso3 ? ISO3_TO_ISO2[countryIso3.toUpperCase()] : undefined;
  if (!prefix || prefix === 'ES' || /^[A-Z]{2}/i.test(taxId)) return taxId;
  return `${prefix}${taxId}`;
}
