/**
 * Scale inputs for bench:reconcile: n bank lines each settling one of n invoices (a third named
 * by number, a third by NIF, a third by amount only), n 572 lines booking them, and an n-row
 * BBVA-style .xlsx statement.
 */
import { withLineKeys } from '../src/banking/statement/line-key';
import { cif, int, seeded } from '../src/banking/testing/parties';
import { renderXlsx, type XlsxValue } from '../src/banking/testing/render-xlsx';
import type { Diary, KnownInvoice, Statement } from '../src/banking/types';

const iso = (day: number) => new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

export function scaleInputs(n: number): { statement: Statement; diary: Diary; invoices: KnownInvoice[] } {
  const random = seeded(20_000);
  const parties = Array.from({ length: 400 }, () => cif(random));
  const invoices: KnownInvoice[] = [];
  const lines = [];
  const diary = [];
  for (let i = 0; i < n; i++) {
    const day = Math.floor((i / n) * 330);
    const kind = random() < 0.5 ? 'issued' : 'received';
    const totalCents = int(random, 1_000, 900_000);
    const taxId = parties[int(random, 0, parties.length - 1)]!;
    const number = `F${2025}-${String(i + 1).padStart(6, '0')}`;
    invoices.push({ id: `s${i}`, number, date: iso(day), counterpartyTaxId: taxId, counterpartyName: `Empresa ${i % 400} SL`, totalCents, irpfCents: 0, kind });
    const paid = iso(day + int(random, 0, 30));
    const amountCents = kind === 'issued' ? totalCents : -totalCents;
    const variant = i % 3;
    const description = variant === 0 ? `TRANSFERENCIA FRA ${number}` : variant === 1 ? `TRANSF NIF ${taxId}` : `TRANSFERENCIA EMPRESA ${i % 400}`;
    lines.push({ row: i + 2, date: paid, valueDate: paid, amountCents, description, balanceCents: null });
    diary.push({ row: i + 2, entry: String(i + 1), date: paid, account: '5720001', description, debitCents: Math.max(amountCents, 0), creditCents: Math.max(-amountCents, 0) });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const statement: Statement = { format: 'csv', bank: 'generic', iban: null, currency: 'EUR', openingBalanceCents: 0, closingBalanceCents: null, lines: withLineKeys(lines) };
  return { statement, diary: { lines: diary }, invoices };
}

export async function scaleXlsx(n: number): Promise<Uint8Array> {
  const random = seeded(3);
  const rows: XlsxValue[][] = [[], ['', '', '', 'Últimos movimientos'], [], [], ['', 'F.Valor', 'Fecha', 'Concepto', 'Movimiento', 'Importe', 'Divisa', 'Disponible', 'Divisa', 'Observaciones']];
  const amounts = Array.from({ length: n }, () => int(random, -50_000, 50_000));
  let balance = 1_000_000;
  const data: XlsxValue[][] = amounts.map((cents, i) => {
    balance += cents;
    const date = iso(Math.floor((i / n) * 360));
    const dmy = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    return ['', dmy, dmy, 'Transferencia', `MOVIMIENTO ${i}`, cents / 100, 'EUR', balance / 100, 'EUR', ''];
  });
  return renderXlsx([...rows, ...data.reverse()], 'Informe BBVA');
}
