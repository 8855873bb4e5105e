/** Bank lines with what their concepts say, and the returned-debit pairs found among them. */
import type { StatementLine } from '../types';
import { dayNumber } from './candidates';
import { conceptAccounts } from './match-learned';
import { conceptNumberForms, conceptTaxIds, conceptWords, plain } from './text';

export interface PreparedLine {
  index: number;
  row: number;
  day: number;
  amountCents: number;
  forms: Set<string>;
  words: Set<string>;
  taxIds: string[];
  creditorTaxIds: string[];
  ibans: string[];
  mandates: string[];
  /** Part of a charge and its return (devolución): never matched automatically. */
  returned: boolean;
}

const RETURN_WORDS = /\b(DEVOL|DEVOLUCION|DEVUELTO|RETROCESION|IMPAGAD[OA]|RECHAZ|RETURN|REVERSAL)/;

export function prepareLines(lines: readonly StatementLine[], companyTaxId: string | null): PreparedLine[] {
  const days = new Map<string, number>();
  const prepared = lines.map((line, index) => {
    const text = plain(line.description);
    const ids = conceptTaxIds(text, companyTaxId);
    let day = days.get(line.date);
    if (day === undefined) days.set(line.date, (day = dayNumber(line.date)));
    return {
      index,
      row: line.row,
      day,
      amountCents: line.amountCents,
      forms: conceptNumberForms(text),
      words: conceptWords(text),
      taxIds: ids.taxIds,
      creditorTaxIds: ids.creditorTaxIds,
      ...conceptAccounts(text),
      returned: false,
    };
  });
  // A returned direct debit: a credit saying so, and an earlier charge of the same amount.
  lines.forEach((line, index) => {
    if (line.amountCents <= 0 || !RETURN_WORDS.test(plain(line.description))) return;
    const day = prepared[index]!.day;
    let best: PreparedLine | null = null;
    for (const other of prepared) {
      if (other.amountCents !== -line.amountCents || other.returned || other.day > day || day - other.day > 40) continue;
      if (!best || other.day > best.day) best = other;
    }
    if (best) {
      best.returned = true;
      prepared[index]!.returned = true;
    }
  });
  return prepared;
}
