/**
 * Rates a Spanish bookkeeper meets on supplier invoices. Past rates stay in the lists because
 * old invoices are still booked; an unlisted rate is only a warning, never a silent fix.
 */
export type TaxType = 'iva' | 'igic' | 'ipsi';

export const VAT_RATES: Record<TaxType, readonly number[]> = {
  // 21/10/4 general, reduced, super-reduced; 5 and 2 temporary (energy, food 2022-2024);
  // 16/18/7/8 previous general and reduced rates; 0 exempt or zero-rated.
  iva: [0, 2, 4, 5, 7, 8, 10, 16, 18, 21],
  // Canary Islands IGIC: 0, 3 (reduced), 5 (old reduced), 7 (general), 9.5 / 13.5 / 15 / 20 (increased).
  igic: [0, 3, 5, 6.5, 7, 9.5, 13.5, 15, 20],
  // Ceuta and Melilla IPSI.
  ipsi: [0, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

/** Recargo de equivalencia rates by VAT rate (current and historical). */
export const RECARGO_BY_VAT_RATE: Record<number, readonly number[]> = {
  21: [5.2, 1.75],
  18: [4],
  16: [4, 1],
  10: [1.4],
  8: [1],
  7: [1],
  5: [0.62, 0.5],
  4: [0.5],
  2: [0.26],
  0: [0],
};

export const RECARGO_RATES: readonly number[] = [0.26, 0.5, 0.62, 1, 1.4, 1.75, 4, 5.2];

/** IRPF withholding rates: professionals 15 (7 new), rentals 19, farming 1-2, others. */
export const IRPF_RATES: readonly number[] = [1, 2, 7, 9, 15, 18, 19, 20, 21, 24, 35];

/**
 * The other EU states' VAT rates, current and recent (a supplier abroad charges its own VAT: a
 * French hotel's 10 %, a German shop's 19 %), keyed by the VAT number's prefix. 0 is every
 * state's exempt or reverse-charge line. Source: the European Commission's "VAT rates applied in
 * the Member States" (2020-2025 editions).
 */
export const EU_VAT_RATES: Readonly<Record<string, readonly number[]>> = {
  AT: [0, 5, 10, 13, 20],
  BE: [0, 6, 12, 21],
  BG: [0, 9, 20],
  CY: [0, 3, 5, 9, 19],
  CZ: [0, 10, 12, 15, 21],
  DE: [0, 5, 7, 16, 19],
  DK: [0, 25],
  EE: [0, 5, 9, 13, 20, 22, 24],
  EL: [0, 4, 6, 9, 13, 17, 24],
  FI: [0, 10, 13.5, 14, 24, 25.5],
  FR: [0, 2.1, 5.5, 10, 20],
  HR: [0, 5, 13, 25],
  HU: [0, 5, 18, 27],
  IE: [0, 4.8, 9, 13.5, 21, 23],
  IT: [0, 4, 5, 10, 22],
  LT: [0, 5, 9, 21],
  LU: [0, 3, 7, 8, 13, 14, 16, 17],
  LV: [0, 5, 12, 21],
  MT: [0, 5, 7, 12, 18],
  NL: [0, 6, 9, 21],
  PL: [0, 5, 8, 23],
  PT: [0, 4, 5, 6, 9, 12, 13, 16, 18, 22, 23],
  RO: [0, 5, 9, 11, 19, 21],
  SE: [0, 6, 12, 25],
  SI: [0, 5, 9.5, 22],
  SK: [0, 5, 10, 19, 20, 23],
};

/**
 * `supplierCountry` is the prefix of the supplier's EU VAT number: a supplier abroad may charge
 * its own state's rates, or Spain's (a shop selling to Spain through the OSS).
 */
export function isKnownVatRate(rate: number, taxType: TaxType | null, supplierCountry?: string | null): boolean {
  const lists = [...(taxType ? [VAT_RATES[taxType]] : Object.values(VAT_RATES)), EU_VAT_RATES[supplierCountry ?? ''] ?? []];
  return lists.some((list) => list.some((known) => Math.abs(known - rate) < 1e-6));
}

export function isKnownRecargoRate(vatRate: number, recargoRate: number): boolean {
  if (recargoRate === 0) return true;
  const expected = RECARGO_BY_VAT_RATE[vatRate];
  return (expected ?? RECARGO_RATES).some((known) => Math.abs(known - recargoRate) < 1e-6);
}

export function isKnownIrpfRate(rate: number): boolean {
  return IRPF_RATES.some((known) => Math.abs(known - rate) < 1e-6);
}
