import { describe, expect, it } from 'vitest';
import { withLineKeys } from '../statement/line-key';
import { creditorId } from '../testing/parties';
import type { DiaryLine, KnownInvoice, Statement } from '../types';
import { matchSession } from './match-session';

const COMPANY = 'A58818501';
const SUPPLIER = 'B12345674';
const OTHER = 'B64717838';

function statement(lines: [date: string, cents: number, text: string][]): Statement {
  return {
    format: 'csv',
    bank: 'generic',
    iban: null,
    currency: 'EUR',
    openingBalanceCents: 0,
    closingBalanceCents: lines.reduce((s, l) => s + l[1], 0),
    lines: withLineKeys(lines.map(([date, amountCents, description], i) => ({ row: i + 2, date, valueDate: date, amountCents, description, balanceCents: null }))),
  };
}

let next = 0;
function invoice(overrides: Partial<KnownInvoice>): KnownInvoice {
  next += 1;
  return { id: `k${next}`, number: `X-${next}`, date: '2025-03-01', counterpartyTaxId: SUPPLIER, counterpartyName: 'Suministros Norte SL', totalCents: 12_100, irpfCents: 0, kind: 'received', ...overrides };
}

const run = (s: Statement, known: KnownInvoice[], diary: DiaryLine[] | null = null) => matchSession(s, diary && { lines: diary }, null, known, COMPANY);

describe('matching bank lines to invoices', () => {
  it('matches an invoice number written differently in the concept', () => {
    const a = invoice({ number: '2025/0045', totalCents: 50_000, counterpartyTaxId: null });
    const b = invoice({ number: '2025/0046', totalCents: 50_000, counterpartyTaxId: null });
    const result = run(statement([['2025-03-10', -50_000, 'TRANSF A PROVEEDOR FRA 2025/45']]), [a, b]);
    expect(result.matches).toMatchObject([{ tier: 'auto', method: 'invoice-number', invoiceIds: [a.id], evidence: ['bank/evidence-invoice-number', 'bank/evidence-amount-exact'] }]);
  });

  it('matches a SEPA direct debit by the NIF inside its creditor id', () => {
    const bill = invoice({ totalCents: 8_000 });
    const other = invoice({ totalCents: 8_000, counterpartyTaxId: OTHER });
    const result = run(statement([['2025-03-06', -8_000, `RECIBO SUMINISTROS ${creditorId(SUPPLIER)} MANDATO 001`]]), [bill, other]);
    expect(result.matches.filter((m) => m.tier === 'auto')).toMatchObject([{ method: 'creditor-id', invoiceIds: [bill.id] }]);
  });

  it('matches a fixed monthly debit to each month\'s invoice (the earlier months paid first)', () => {
    const months = ['01', '02', '03', '04'];
    const rent = months.map((m) => invoice({ date: `2025-${m}-01`, totalCents: 100_000 }));
    const lines = months.map((m) => [`2025-${m}-05`, -100_000, `RECIBO ALQUILER ${creditorId(SUPPLIER)}`] as [string, number, string]);
    const result = run(statement(lines), rent);
    expect(result.matches.map((m) => [m.tier, m.invoiceIds[0]])).toEqual(rent.map((r) => ['auto', r.id]));
  });

  it('matches a remesa of three invoices of one supplier named by its NIF', () => {
    const three = [10_000, 20_000, 30_500].map((totalCents, i) => invoice({ totalCents, date: `2025-03-0${i + 1}` }));
    const decoy = invoice({ totalCents: 25_000 });
    const result = run(statement([['2025-03-20', -60_500, `PAGO REMESA NIF ${SUPPLIER}`]]), [...three, decoy]);
    expect(result.matches).toMatchObject([{ tier: 'auto', method: 'remittance', evidence: expect.arrayContaining(['bank/evidence-remittance']) }]);
    expect([...result.matches[0]!.invoiceIds].sort()).toEqual(three.map((i) => i.id).sort());
  });

  it("matches a professional's invoice paid net of IRPF by its unique amount", () => {
    const fee = invoice({ totalCents: 121_000, irpfCents: 15_000, counterpartyTaxId: '12345678Z', counterpartyName: 'Marta Gil' });
    const result = run(statement([['2025-03-15', -106_000, 'TRANSFERENCIA A MARTA GIL']]), [fee]);
    expect(result.matches).toMatchObject([{ tier: 'auto', method: 'amount-net-of-irpf', invoiceIds: [fee.id] }]);
  });

  it('proposes a partial payment with its residual, and two partials that add up as one match', () => {
    const sale = invoice({ number: 'F2025-0100', kind: 'issued', totalCents: 100_000 });
    const one = run(statement([['2025-03-20', 40_000, 'TRANSF DE CLIENTE A CUENTA FRA F2025-0100']]), [sale]);
    expect(one.matches).toMatchObject([{ tier: 'suggested', method: 'partial', differenceCents: 60_000, differenceReason: 'bank/partial-payment' }]);
    const two = run(statement([['2025-03-20', 40_000, 'A CUENTA FRA F2025-0100'], ['2025-04-20', 60_000, 'RESTO FRA F2025-0100']]), [sale]);
    expect(two.matches.filter((m) => m.tier === 'auto')).toMatchObject([{ bankRows: [2, 3], invoiceIds: [sale.id], method: 'partial' }]);
  });

  it('proposes a collection 0.35 short as a bank fee, not automatically', () => {
    const sale = invoice({ number: 'F2025-0200', kind: 'issued', totalCents: 60_500 });
    const result = run(statement([['2025-03-20', 60_465, 'TRANSF DE CLIENTE FRA F2025-0200']]), [sale]);
    expect(result.matches).toMatchObject([{ tier: 'suggested', differenceCents: 35, differenceReason: 'bank/difference-fee', invoiceIds: [sale.id] }]);
  });

  it('never auto-matches a tie: two open invoices of the same amount and no other evidence', () => {
    const a = invoice({ totalCents: 33_300, counterpartyTaxId: OTHER, counterpartyName: 'Alfa SL' });
    const b = invoice({ totalCents: 33_300, counterpartyName: 'Beta SL' });
    const result = run(statement([['2025-03-20', -33_300, 'PAGO PROVEEDOR']]), [a, b]);
    expect(result.matches.map((m) => [m.tier, m.rank])).toEqual([['suggested', 1], ['suggested', 2]]);
    expect(result.summary).toMatchObject({ auto: 0, suggested: 1 });
  });

  it('auto-matches a unique amount only inside the date window, and only in the right direction', () => {
    const bill = invoice({ totalCents: 45_678, date: '2025-01-10' });
    expect(run(statement([['2025-02-01', -45_678, 'TRANSF']]), [bill]).matches).toMatchObject([{ tier: 'auto', method: 'amount' }]);
    expect(run(statement([['2025-09-01', -45_678, 'TRANSF']]), [bill]).matches).toEqual([]);
    expect(run(statement([['2025-02-01', 45_678, 'TRANSF']]), [bill]).matches).toEqual([]);
  });

  it('leaves a small amount with no other evidence to a suggestion', () => {
    const small = invoice({ totalCents: 1_210, counterpartyName: 'Papelería Sol SL' });
    expect(run(statement([['2025-03-05', -1_210, 'COMPRA TARJ. BAR CENTRAL']]), [small]).matches).toMatchObject([{ tier: 'suggested', method: 'amount' }]);
    expect(run(statement([['2025-03-05', -1_210, 'COMPRA TARJ. PAPELERIA SOL']]), [small]).matches).toMatchObject([{ tier: 'auto', method: 'amount' }]);
  });

  it('does not auto-match a unique amount when the concept names another counterparty', () => {
    const beta = invoice({ totalCents: 27_182, counterpartyTaxId: OTHER, counterpartyName: 'Gráficas Beta SL' });
    const alfa = invoice({ totalCents: 99_999, date: '2024-01-01', counterpartyName: 'Talleres Alfaro SL' });
    const result = run(statement([['2025-03-10', -27_182, 'TRANSFERENCIA A TALLERES ALFARO']]), [beta, alfa]);
    expect(result.matches).toMatchObject([{ tier: 'suggested', invoiceIds: [beta.id], evidence: expect.arrayContaining(['bank/evidence-name-mismatch']) }]);
  });

  it('keeps a returned direct debit and its charge out of automatic matches', () => {
    const bill = invoice({ totalCents: 9_900 });
    const result = run(statement([['2025-03-06', -9_900, `RECIBO ${creditorId(SUPPLIER)}`], ['2025-03-09', 9_900, 'DEVOLUCION RECIBO SUMINISTROS']]), [bill]);
    expect(result.matches.every((m) => m.tier === 'suggested')).toBe(true);
    expect(result.matches[0]!.evidence).toContain('bank/evidence-returned-debit');
  });

  it('learns a mandate and an IBAN from lines matched by a hard identifier', () => {
    const [march, april] = ['2025-03-01', '2025-04-01'].map((date) => invoice({ date, totalCents: date === '2025-03-01' ? 4_321 : 5_432 }));
    const [sale1, sale2] = ['2025-03-02', '2025-04-02'].map((date, i) => invoice({ date, kind: 'issued', counterpartyTaxId: OTHER, number: `V-2025-${i + 10}`, totalCents: 100_000 }));
    const iban = 'ES7921000813610123456789';
    const result = run(
      statement([
        ['2025-03-05', -4_321, `RECIBO ${creditorId(SUPPLIER)} MANDATO MX-7781`],
        ['2025-04-05', -5_432, 'ADEUDO SEPA MANDATO MX-7781'],
        ['2025-03-10', 100_000, `TRANSF FRA V-2025-10 ORDENANTE ${iban}`],
        ['2025-04-10', 100_000, `TRANSF ORDENANTE ${iban.replace(/(.{4})/g, '$1 ')}`],
      ]),
      [march!, april!, sale1!, sale2!],
    );
    const auto = result.matches.filter((m) => m.tier === 'auto');
    expect(auto.map((m) => [m.bankRows[0], m.method, m.invoiceIds[0]])).toEqual([
      [2, 'creditor-id', march!.id],
      [3, 'mandate', april!.id],
      [4, 'invoice-number', sale1!.id],
      [5, 'iban', sale2!.id],
    ]);
  });

  it("ignores the company's own NIF in a concept", () => {
    const bill = invoice({ counterpartyTaxId: COMPANY, totalCents: 5_000 });
    const other = invoice({ counterpartyTaxId: COMPANY, totalCents: 5_000 });
    const result = run(statement([['2025-03-05', -5_000, `PAGO ${COMPANY}`]]), [bill, other]);
    expect(result.matches.some((m) => m.method === 'tax-id')).toBe(false);
  });

  it('merges an invoice that is both in the register and in Factoría', () => {
    const known = invoice({ number: 'A-1', totalCents: 17_000 });
    const register = { items: [{ row: 5, number: 'A-1', date: known.date, counterpartyTaxId: SUPPLIER, counterpartyName: 'x', totalCents: 17_000, irpfCents: 0, kind: 'received' as const }] };
    const result = matchSession(statement([['2025-03-05', -17_000, 'FRA A-1 ZZ']]), null, register, [known], COMPANY);
    expect(result.matches).toMatchObject([{ tier: 'auto', invoiceRows: [5], invoiceIds: [known.id] }]);
  });
});

describe('matching bank lines to the diary', () => {
  const line = (row: number, date: string, account: string, debitCents: number, creditCents: number): DiaryLine => ({ row, entry: String(row), date, account, description: '', debitCents, creditCents });

  it('pairs identical same-day lines in order, leaves a cheque not yet in the bank pending, and sums 572', () => {
    const s = statement([['2025-03-14', -150, 'CAFE'], ['2025-03-14', -150, 'CAFE'], ['2025-03-20', -2_000, 'COMISION']]);
    const diary = [line(2, '2025-03-14', '5720001', 0, 150), line(3, '2025-03-14', '5720001', 0, 150), line(4, '2025-03-21', '5720001', 0, 2_000), line(5, '2025-03-30', '5720001', 0, 84_700), line(6, '2025-03-30', '4000001', 84_700, 0)];
    const result = run(s, [], diary);
    expect(result.matches.map((m) => [m.bankRows, m.diaryRows, m.tier])).toEqual([[[2], [2], 'auto'], [[3], [3], 'auto'], [[4], [4], 'auto']]);
    expect(result.matches[0]!.evidence).toContain('bank/evidence-identical-lines');
    expect(result.unmatched.diaryRows).toEqual([5]);
    expect(result.summary).toMatchObject({ lines: 3, auto: 3, ledgerBalanceCents: -87_000 });
  });

  it('pairs two identical coffees booked on different days, as nothing else can claim those lines', () => {
    const s = statement([['2025-03-14', -150, 'CAFE'], ['2025-03-14', -150, 'CAFE']]);
    const result = run(s, [], [line(7, '2025-03-14', '5720001', 0, 150), line(9, '2025-03-16', '5720001', 0, 150)]);
    expect(result.matches.map((m) => [m.bankRows, m.diaryRows, m.tier])).toEqual([[[2], [7], 'auto'], [[3], [9], 'auto']]);
  });

  it('suggests a 572 line booked weeks before the bank shows the movement (a cheque)', () => {
    const result = run(statement([['2025-04-20', -84_700, 'CHEQUE 1234']]), [], [line(2, '2025-03-30', '5720001', 0, 84_700), line(3, '2025-03-30', '4000001', 84_700, 0)]);
    expect(result.matches).toMatchObject([{ tier: 'suggested', diaryRows: [2], evidence: ['bank/evidence-amount-exact', 'bank/evidence-date-window'] }]);
  });

  it('suggests, never auto-matches, when two diary lines could book one movement', () => {
    const s = statement([['2025-03-14', -5_000, 'X']]);
    const result = run(s, [], [line(2, '2025-03-12', '5720001', 0, 5_000), line(3, '2025-03-16', '5720001', 0, 5_000)]);
    expect(result.matches.map((m) => m.tier)).toEqual(['suggested', 'suggested']);
  });
});
