/** The decisions callable (functions/src/banking/decide-bank-line.callable.ts). */
import { BANK_ERROR_CODES, type BankDecisionRequest, type BankErrorCode } from '@factoria/domain/records/bank-session.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export type DecisionFailure = BankErrorCode | 'bank/network' | 'bank/unknown';

export async function decide(request: BankDecisionRequest): Promise<string> {
  const result = await httpsCallable<BankDecisionRequest, { decisionId: string }>(functions, 'decideBankLine')(request);
  return result.data.decisionId;
}

/** The code (banking namespace, `codes.*`) of a failed call. */
export function decisionFailure(error: unknown): DecisionFailure {
  const { code, details } = error as { code?: string; details?: { code?: string } };
  const known = (BANK_ERROR_CODES as readonly string[]).find((candidate) => candidate === details?.code);
  if (known) return known as BankErrorCode;
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') return 'bank/network';
  return 'bank/unknown';
}
