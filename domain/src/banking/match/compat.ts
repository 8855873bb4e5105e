/** Whether a bank amount can pay a candidate invoice, and how well. */
import type { Candidate } from './candidates';
import { DIFFERENCE } from './proposal';

export interface Compat {
  net: boolean;
  differenceCents: number;
  reason: string | null;
  /** 3 exact, 2 rounding (≤ 2 cents), 1 bank fee (≤ 6 € and ≤ 3 %), 0 partial payment. */
  strength: 0 | 1 | 2 | 3;
}

export const ROUNDING_CENTS = 2;
const FEE_CENTS = 600;

export function compat(amount: number, candidate: Candidate): Compat | null {
  if (amount === 0 || Math.sign(amount) !== Math.sign(candidate.expectedCents)) return null;
  if (amount === candidate.expectedCents) return { net: false, differenceCents: 0, reason: null, strength: 3 };
  if (amount === candidate.netCents) return { net: true, differenceCents: 0, reason: null, strength: 3 };
  const paid = Math.abs(amount);
  const refs: [number, boolean][] = [[Math.abs(candidate.expectedCents), false]];
  if (candidate.netCents !== candidate.expectedCents) refs.push([Math.abs(candidate.netCents), true]);
  for (const [ref, net] of refs) {
    const difference = Math.abs(paid - ref);
    if (difference <= ROUNDING_CENTS) return { net, differenceCents: difference, reason: DIFFERENCE.rounding, strength: 2 };
  }
  for (const [ref, net] of refs) {
    const difference = Math.abs(paid - ref);
    if (difference <= FEE_CENTS && difference * 100 <= ref * 3) return { net, differenceCents: difference, reason: DIFFERENCE.fee, strength: 1 };
  }
  const total = Math.abs(candidate.expectedCents);
  if (paid < total) return { net: false, differenceCents: total - paid, reason: DIFFERENCE.partial, strength: 0 };
  return null;
}

export function inWindow(lineDay: number, invoiceDay: number, window: readonly [number, number]): boolean {
  const delta = lineDay - invoiceDay;
  return delta >= window[0] && delta <= window[1];
}

/** Days a payment may come before (negative) or after an invoice. */
export const HARD_WINDOW = [-60, 400] as const;
export const TIGHT_WINDOW = [-10, 60] as const;
export const AMOUNT_WINDOW = [-10, 90] as const;
