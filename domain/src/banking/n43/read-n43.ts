/** A Norma 43 file as one statement: totals checked, accounts of the same number merged by line key. */
import type { FileIssue, Statement, StatementLine } from '../types';
import { type ReadResult, MAX_ROWS, refuse } from '../read/read-result';
import { bankOfEntity, ibanFromParts } from '../statement/iban';
import { withLineKeys } from '../statement/line-key';
import { type N43Account, checkN43Totals, parseN43 } from './parse-n43';

const CURRENCIES: Record<string, string> = { '978': 'EUR', '840': 'USD', '826': 'GBP', '756': 'CHF' };

function accountLines(account: N43Account): StatementLine[] {
  let balance = account.initialBalanceCents;
  return withLineKeys(
    account.movements.map((m) => {
      balance += m.amountCents;
      const texts = m.concepts.map((c) => c.text.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
      return {
        row: m.row,
        date: m.operationDate,
        valueDate: m.valueDate,
        amountCents: m.amountCents,
        description: texts.join(' ').replace(/\s+/g, ' ').trim(),
        balanceCents: balance,
        concept: m.commonConcept,
      };
    }),
  );
}

export function readN43(text: string): ReadResult<Statement> {
  const parsed = parseN43(text);
  if (!parsed.ok) return refuse(parsed.code, 'n43', parsed.row);
  const issues: FileIssue[] = [];
  for (const account of parsed.accounts) {
    if (!checkN43Totals(account)) return refuse('bank/n43-totals-mismatch', 'n43', account.row);
  }
  // The 88 record counts the records; Liderbank counts itself too (OCA allows ±1): a warning only.
  if (parsed.recordCount !== null && Math.abs(parsed.recordCount - (parsed.lineCount - 1)) > 1) {
    issues.push({ code: 'bank/n43-record-count' });
  }
  if (parsed.recordCount === null) issues.push({ code: 'bank/n43-no-end-record' });
  const first = parsed.accounts[0]!;
  const id = (a: N43Account) => `${a.bank}${a.office}${a.account}`;
  const same = parsed.accounts.filter((a) => id(a) === id(first));
  if (same.length < parsed.accounts.length) issues.push({ code: 'bank/n43-other-accounts-ignored' });
  same.sort((a, b) => a.startDate.localeCompare(b.startDate));
  const lines: StatementLine[] = [];
  const keys = new Set<string>();
  let duplicates = 0;
  for (const account of same) {
    for (const line of accountLines(account)) {
      if (keys.has(line.key)) duplicates += 1;
      else {
        keys.add(line.key);
        lines.push(line);
      }
    }
  }
  if (duplicates > 0) issues.push({ code: 'bank/overlap-lines-skipped' });
  if (lines.length > MAX_ROWS) return refuse('bank/too-many-rows', 'n43');
  const last = same[same.length - 1]!;
  return {
    ok: true,
    format: 'n43',
    bank: bankOfEntity(first.bank),
    rows: lines.length,
    issues,
    value: {
      format: 'n43',
      bank: bankOfEntity(first.bank),
      iban: ibanFromParts(first.bank, first.office, first.account),
      currency: CURRENCIES[first.currency] ?? first.currency,
      openingBalanceCents: same[0]!.initialBalanceCents,
      closingBalanceCents: last.totals!.finalBalanceCents,
      lines,
    },
  };
}
