/**
 * Norma 43 (AEB Cuaderno 43, 2012): 80-column records. 11 account header, 22 movement, 23 up to
 * five concept records, 24 currency equivalence, 33 account totals, 88 end of file. No maintained
 * library exists (docs/decisions/0011-norma-43-and-bank-readers.md), so this is written against
 * the spec. Positions below are the spec's 1-based columns.
 */

export interface N43Movement {
  row: number;
  office: string;
  operationDate: string;
  valueDate: string;
  commonConcept: string;
  ownConcept: string;
  amountCents: number;
  /** D/H code 1 (cargo): kept apart from the sign so that a zero-amount debit counts as a debit. */
  debit: boolean;
  document: string;
  reference1: string;
  reference2: string;
  /** 23 records by their code (01..05): columns 5-80 as written (a word may span the two halves). */
  concepts: { code: string; text: string }[];
  /** Record 24: the original currency (ISO numeric) and amount, when the movement was foreign. */
  foreign: { currency: string; amountCents: number } | null;
}

export interface N43Totals {
  debitCount: number;
  debitCents: number;
  creditCount: number;
  creditCents: number;
  finalBalanceCents: number;
  currency: string;
}

export interface N43Account {
  row: number;
  bank: string;
  office: string;
  account: string;
  startDate: string;
  endDate: string;
  initialBalanceCents: number;
  currency: string;
  mode: string;
  owner: string;
  movements: N43Movement[];
  totals: N43Totals | null;
}

export type N43Parse =
  | { ok: true; accounts: N43Account[]; recordCount: number | null; lineCount: number }
  | { ok: false; code: string; row: number };

const field = (line: string, from: number, to: number): string => line.slice(from - 1, to);
const cents = (digits: string): number | null => (/^\d+$/.test(digits) ? Number(digits) : null);

export function n43Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return null;
  const year = yy >= 80 ? 1900 + yy : 2000 + yy;
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/** Whether a text looks like Norma 43: its first record is an 11 header of the right shape. */
export function looksLikeN43(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? '';
  return /^11\d{18}\d{12}[0-2 ]\d{14}\d{3}/.test(first);
}

export function parseN43(text: string): N43Parse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const accounts: N43Account[] = [];
  let account: N43Account | null = null;
  let movement: N43Movement | null = null;
  let recordCount: number | null = null;
  let lineCount = 0;
  for (let index = 0; index < lines.length; index++) {
    const row = index + 1;
    const line = lines[index]!.replace(/\x1a/g, '').trimEnd().padEnd(80, ' ');
    if (line.trim() === '') continue;
    if (recordCount !== null) return { ok: false, code: 'bank/n43-data-after-end', row };
    lineCount += 1;
    const type = line.slice(0, 2);
    if (type === '11') {
      if (account && !account.totals) return { ok: false, code: 'bank/n43-truncated', row };
      const balance = cents(field(line, 34, 47));
      const start = n43Date(field(line, 21, 26));
      const end = n43Date(field(line, 27, 32));
      if (balance === null || !start || !end) return { ok: false, code: 'bank/n43-bad-record', row };
      account = {
        row,
        bank: field(line, 3, 6),
        office: field(line, 7, 10),
        account: field(line, 11, 20),
        startDate: start,
        endDate: end,
        initialBalanceCents: field(line, 33, 33) === '1' ? -balance : balance,
        currency: field(line, 48, 50),
        mode: field(line, 51, 51),
        owner: field(line, 52, 77).trim(),
        movements: [],
        totals: null,
      };
      accounts.push(account);
      movement = null;
    } else if (type === '22') {
      if (!account || account.totals) return { ok: false, code: 'bank/n43-bad-record', row };
      const amount = cents(field(line, 29, 42));
      const operationDate = n43Date(field(line, 11, 16));
      const valueDate = n43Date(field(line, 17, 22)) ?? operationDate;
      const sign = field(line, 28, 28);
      if (amount === null || !operationDate || !valueDate || (sign !== '1' && sign !== '2')) {
        return { ok: false, code: 'bank/n43-bad-record', row };
      }
      movement = {
        row,
        office: field(line, 7, 10),
        operationDate,
        valueDate,
        commonConcept: field(line, 23, 24),
        ownConcept: field(line, 25, 27),
        amountCents: sign === '1' && amount > 0 ? -amount : amount,
        debit: sign === '1',
        document: field(line, 43, 52).trim(),
        reference1: field(line, 53, 64).trim(),
        reference2: field(line, 65, 80).trim(),
        concepts: [],
        foreign: null,
      };
      account.movements.push(movement);
    } else if (type === '23') {
      if (!movement) return { ok: false, code: 'bank/n43-bad-record', row };
      movement.concepts.push({ code: field(line, 3, 4), text: field(line, 5, 80) });
    } else if (type === '24') {
      if (!movement) return { ok: false, code: 'bank/n43-bad-record', row };
      const amount = cents(field(line, 8, 21));
      if (amount !== null) movement.foreign = { currency: field(line, 5, 7), amountCents: amount };
    } else if (type === '33') {
      if (!account || account.totals) return { ok: false, code: 'bank/n43-bad-record', row };
      const values = [field(line, 21, 25), field(line, 26, 39), field(line, 40, 44), field(line, 45, 58), field(line, 60, 73)].map(cents);
      if (values.some((v) => v === null)) return { ok: false, code: 'bank/n43-bad-record', row };
      const [debitCount, debitCents, creditCount, creditCents, final] = values as number[];
      account.totals = {
        debitCount: debitCount!,
        debitCents: debitCents!,
        creditCount: creditCount!,
        creditCents: creditCents!,
        finalBalanceCents: field(line, 59, 59) === '1' ? -final! : final!,
        currency: field(line, 74, 76),
      };
      movement = null;
    } else if (type === '88') {
      recordCount = cents(field(line, 21, 26).trim()) ?? 0;
    } else {
      return { ok: false, code: 'bank/n43-bad-record', row };
    }
  }
  if (accounts.length === 0) return { ok: false, code: 'bank/n43-no-account', row: 1 };
  if (!accounts.every((a) => a.totals)) return { ok: false, code: 'bank/n43-truncated', row: lines.length };
  return { ok: true, accounts, recordCount, lineCount };
}

/** The 33 record must agree with the movements: counts, sums and initial + credits − debits = final. */
export function checkN43Totals(account: N43Account): boolean {
  const totals = account.totals;
  if (!totals) return false;
  let debitCount = 0;
  let debitCents = 0;
  let creditCount = 0;
  let creditCents = 0;
  for (const m of account.movements) {
    if (m.debit) {
      debitCount += 1;
      debitCents -= m.amountCents;
    } else {
      creditCount += 1;
      creditCents += m.amountCents;
    }
  }
  return (
    debitCount === totals.debitCount &&
    debitCents === totals.debitCents &&
    creditCount === totals.creditCount &&
    creditCents === totals.creditCents &&
    account.initialBalanceCents + creditCents - debitCents === totals.finalBalanceCents
  );
}
