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

export function isKnownVatRate(rate: number, taxType: TaxType | null): boolean {
  const lists = taxType ? [VAT_RATES[taxType]] : Object.values(VAT_RATES);
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
