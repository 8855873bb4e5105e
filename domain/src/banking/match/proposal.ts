import type { MatchMethod, MatchTier } from '../types';

/** An engine proposal before it becomes a Match: bank line indexes and candidate indexes. */
export interface Proposal {
  lines: number[];
  candidates: number[];
  diary: number[];
  tier: MatchTier;
  method: MatchMethod;
  differenceCents: number;
  differenceReason: string | null;
  evidence: string[];
  /** Higher is better; orders the suggestions of one line. */
  score: number;
}

export const EVIDENCE = {
  number: 'bank/evidence-invoice-number',
  taxId: 'bank/evidence-tax-id',
  creditorId: 'bank/evidence-creditor-id',
  iban: 'bank/evidence-iban',
  mandate: 'bank/evidence-mandate',
  amountExact: 'bank/evidence-amount-exact',
  amountNet: 'bank/evidence-amount-net-of-irpf',
  amountUnique: 'bank/evidence-amount-unique-in-window',
  remittance: 'bank/evidence-remittance',
  dateWindow: 'bank/evidence-date-window',
  name: 'bank/evidence-name',
  nameMismatch: 'bank/evidence-name-mismatch',
  tie: 'bank/evidence-tie',
  identical: 'bank/evidence-identical-lines',
  returned: 'bank/evidence-returned-debit',
  sameDay: 'bank/evidence-same-day',
  nearDate: 'bank/evidence-near-date',
} as const;

export const DIFFERENCE = {
  fee: 'bank/difference-fee',
  rounding: 'bank/difference-rounding',
  partial: 'bank/partial-payment',
} as const;
