import { describe, expect, it } from 'vitest';
import { decodeText } from '../read/decode-text';
import { sharedBankFixture, sharedBankJson } from '../testing/shared-fixtures';
import { newLines } from '../statement/line-key';
import { readN43 } from './read-n43';
import { checkN43Totals, n43Date, parseN43 } from './parse-n43';

const read = (name: string) => readN43(decodeText(sharedBankFixture(`n43/${name}`)));
const cents = (euros: string) => Math.round(Number(euros) * 100);

function record(...parts: string[]): string {
  return parts.join('').padEnd(80, ' ');
}

/** A small valid N43 file: opening 100.00, the given movements (cents, signed), totals computed. */
function n43File(amounts: number[], concept = 'CAFE', initial = 10_000): string {
  const num = (v: number, w: number) => String(Math.abs(v)).padStart(w, '0');
  const lines = [record('11', '2100', '0418', '0200051332', '250101', '250131', '2', num(initial, 14), '978', '3', 'EMPRESA')];
  let debit = 0;
  let credit = 0;
  for (const a of amounts) {
    lines.push(record('22', '    ', '0418', '250110', '250110', '12', '000', a < 0 ? '1' : '2', num(a, 14), '0'.repeat(38)));
    lines.push(record('2301', concept));
    if (a < 0) debit -= a;
    else credit += a;
  }
  const nd = amounts.filter((a) => a < 0).length;
  lines.push(record('33', '2100', '0418', '0200051332', num(nd, 5), num(debit, 14), num(amounts.length - nd, 5), num(credit, 14), '2', num(initial + credit - debit, 14), '978'));
  lines.push(record('88', '9'.repeat(18), num(lines.length - 1, 6)));
  return lines.join('\r\n');
}

describe('Norma 43', () => {
  it.each([
    ['oca_test.n43', 0, 10196, 4],
    ['oca_v10_test.n43', 0, 10196, 3],
    ['oca_testmulti.n43', 0, 10196, 3],
    ['sergief_movements.n43', 246343, 230159, 16],
    ['nantic_c43.txt', 5253044, 5381811, 22],
    ['tryton_AEB43.txt', 300500, 299402, 1],
  ])('reads %s with its totals', (name, opening, closing, count) => {
    const result = read(name);
    if (!result.ok) throw new Error(result.code);
    expect(result.value.openingBalanceCents).toBe(opening);
    expect(result.value.closingBalanceCents).toBe(closing);
    expect(result.value.lines).toHaveLength(count);
    const sum = result.value.lines.reduce((s, l) => s + l.amountCents, 0);
    expect(opening + sum).toBe(closing);
  });

  it('keeps the running balance of every movement (sergief expectations)', () => {
    const expected = sharedBankJson<{ accounts: { running_balance_after_each_movement: string[] }[] }>('n43/sergief_movements.expected.json');
    const result = read('sergief_movements.n43');
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines.map((l) => l.balanceCents)).toEqual(expected.accounts[0]!.running_balance_after_each_movement.map(cents));
  });

  it('reads the tryton movement: dates, sign, concept halves joined, IBAN and bank from the entity', () => {
    const result = read('tryton_AEB43.txt');
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines[0]).toMatchObject({ row: 2, date: '2018-03-19', valueDate: '2018-03-19', amountCents: -1098, description: 'COMPRA TARG 5540XXXXXXXX3014 DNH*MICHAEL SCOTT' });
    expect(result.value.iban).toBe('ES0600815398730001414452');
    expect(result.value.bank).toBe('sabadell');
  });

  it('decodes latin-1 files and keeps OCA dates (operation and value)', () => {
    const result = read('oca_v10_test.n43');
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines[0]!.description).toBe('COMISIÓN');
    expect(result.value.lines.map((l) => l.valueDate)).toEqual(['2016-05-25', '2016-05-12', '2016-05-16']);
    expect(result.value.lines[0]!.date).toBe('2016-05-26');
  });

  it('reports the other accounts of a multi-account file', () => {
    const result = read('oca_testmulti.n43');
    expect(result.ok && result.issues.map((i) => i.code)).toEqual(['bank/n43-other-accounts-ignored']);
  });

  it.each([
    ['sequra_example1.n43', 'bank/n43-totals-mismatch'],
    ['sergief_inline_single.n43', 'bank/n43-totals-mismatch'],
    ['sergief_inline_multi.n43', 'bank/n43-totals-mismatch'],
    ['sequra_example2.n43', 'bank/n43-truncated'],
  ])('refuses %s (%s): its totals do not add up', (name, code) => {
    expect(read(name)).toMatchObject({ ok: false, code });
  });

  it('parses the sequra header and first movement even though its totals are refused', () => {
    const parsed = parseN43(decodeText(sharedBankFixture('n43/sequra_example1.n43')));
    if (!parsed.ok) throw new Error(parsed.code);
    const account = parsed.accounts[0]!;
    expect(account).toMatchObject({ bank: '9999', office: '1111', startDate: '2004-08-04', endDate: '2004-09-05', owner: 'MY ACCOUNT', initialBalanceCents: 123456 });
    expect(account.movements[0]).toMatchObject({ office: '6700', operationDate: '2004-04-08', commonConcept: '04', ownConcept: '007', amountCents: 1234 });
    expect(account.movements[0]!.concepts[0]!.text.trim()).toBe('XXXXXXXXX');
    expect(checkN43Totals(account)).toBe(false);
  });

  it('keeps two identical lines and counts a zero-amount debit as a debit', () => {
    const result = readN43(n43File([-150, -150, 0]));
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines.map((l) => l.amountCents)).toEqual([-150, -150, 0]);
    expect(new Set(result.value.lines.map((l) => l.key)).size).toBe(3);
  });

  it('refuses a malformed record with its row, and data after the end record', () => {
    const broken = n43File([-150]).split('\r\n');
    broken[1] = broken[1]!.replace('00000000000150', '0000000000x150');
    expect(readN43(broken.join('\r\n'))).toMatchObject({ ok: false, code: 'bank/n43-bad-record', row: 2 });
    expect(readN43(`${n43File([-150])}\r\n${n43File([-150])}`)).toMatchObject({ ok: false, code: 'bank/n43-data-after-end' });
  });

  it('adds nothing twice when the same account comes again in an overlapping block', () => {
    const once = readN43(n43File([-150, 2000, -150]));
    const file = n43File([-150, 2000, -150]).split('\r\n');
    const twice = readN43([...file.slice(0, -1), ...file.slice(0, -1), file[file.length - 1]!.replace(/^(88.{18})\d{6}/, (_, a: string) => `${a}000018`)].join('\r\n'));
    if (!once.ok || !twice.ok) throw new Error('unreadable');
    expect(twice.value.lines).toHaveLength(3);
    expect(twice.issues.map((i) => i.code)).toContain('bank/overlap-lines-skipped');
    expect(newLines(once.value.lines, twice.value.lines)).toEqual([]);
  });

  it('reads YYMMDD dates', () => {
    expect(n43Date('250131')).toBe('2025-01-31');
    expect(n43Date('991231')).toBe('1999-12-31');
    expect(n43Date('251331')).toBeNull();
  });
});
