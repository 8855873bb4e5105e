/** Rounds to cents the way invoices do: half away from zero, robust to binary float noise. */
export function roundCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return (sign * cents) / 100 || 0;
}

/** Whether two amounts agree within a tolerance (default one cent, inclusive). */
export function amountsAgree(a: number, b: number, tolerance = 0.01): boolean {
  return Math.abs(roundCents(a) - roundCents(b)) <= tolerance + 1e-9;
}

/** Sum of amounts in integer cents, so long columns do not accumulate float error. */
export function sumCents(values: readonly number[]): number {
  let cents = 0;
  for (const value of values) cents += Math.round(value * 100);
  return cents / 100;
}
