/**
 * The split dialog's state as plain data: the invoices picked in order, each with the amount
 * typed for it (in the language's decimal mark, read in either), checked by the same rules
 * as the decisions callable (domain/banking/split.ts) before anything is sent.
 */
import { fillSplit, openCents, planSplit, type SplitItem, type SplitPlan } from '@factoria/domain/banking/split';
import { parseTypedCents } from '@factoria/domain/money/parse-typed-amount';
import type { BankBookItem } from '@factoria/domain/records/bank-session.schema';

export interface SplitRow {
  id: string;
  text: string;
}

export function centsText(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language.startsWith('es') ? text.replace('.', ',') : text;
}

/** Typed amount (domain/money/parse-typed-amount.ts: either notation) -> positive cents, or null when it is not one amount. */
export function textCents(text: string): number | null {
  const cents = parseTypedCents(text);
  return cents === null ? null : Math.abs(cents);
}

/** Invoices a movement can pay: open, and money flowing the same way (paid out for received ones). */
export function splitCandidates<T extends BankBookItem>(items: readonly T[], lineAmountCents: number): T[] {
  return items.filter((item) => item.kind === 'invoice' && openCents(item) > 0 && Math.sign(item.amountCents) === Math.sign(lineAmountCents));
}

/** Picks one more invoice, proposing what is left of the movement up to its open amount. */
export function pickRow(rows: readonly SplitRow[], item: { id: string } & SplitItem, lineAmountCents: number, language: string): SplitRow[] {
  const taken = rows.reduce((sum, row) => sum + (textCents(row.text) ?? 0), 0);
  const [proposed = 0] = fillSplit(Math.max(0, Math.abs(lineAmountCents) - taken), [openCents(item)]);
  return [...rows, { id: item.id, text: centsText(proposed, language) }];
}

export type SplitCheck = { ok: false; invalidRow: string } | SplitPlan;

export function checkSplit(lineAmountCents: number, items: ReadonlyMap<string, SplitItem>, rows: readonly SplitRow[]): SplitCheck {
  const parts = [];
  for (const row of rows) {
    const cents = textCents(row.text);
    if (cents === null || cents === 0) return { ok: false, invalidRow: row.id };
    parts.push({ bookItemId: row.id, amountCents: cents });
  }
  return planSplit(lineAmountCents, items, parts);
}
