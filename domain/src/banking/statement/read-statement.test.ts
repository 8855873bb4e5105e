import { describe, expect, it } from 'vitest';
import { sharedBankFixture } from '../testing/shared-fixtures';
import { renderXlsx, renderXlsxSheets } from '../testing/render-xlsx';
import { readStatementFile } from './read-statement-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

async function ok(bytes: Uint8Array) {
  const result = await readStatementFile(bytes);
  if (!result.ok) throw new Error(`${result.code} ${result.row ?? ''}`);
  return result;
}

describe('bank exports', () => {
  it('reads the BBVA .xlsx: preamble, empty column A, newest first put in date order', async () => {
    const result = await ok(sharedBankFixture('exports/controlgastos_bbva_ejemplo.xlsx'));
    expect(result.bank).toBe('bbva');
    expect(result.value.lines).toHaveLength(6);
    expect(result.value.lines[0]).toMatchObject({ row: 11, date: '2025-11-05', amountCents: 84, balanceCents: 291 });
    expect(result.value.lines[5]).toMatchObject({ row: 6, date: '2025-11-13', amountCents: 52, balanceCents: 657 });
    expect(result.value.openingBalanceCents).toBe(207);
    expect(result.value.closingBalanceCents).toBe(657);
  });

  it('reads the imaginbank CSV with "EUR" glued to Spanish amounts', async () => {
    const result = await ok(sharedBankFixture('exports/controlgastos_imaginbank_ejemplo.csv'));
    expect(result.bank).toBe('caixabank');
    expect(result.value.lines.map((l) => l.amountCents)).toEqual([-5500, 20_000, 150_000, -10_000, -4500, -5000]);
    expect(result.value.openingBalanceCents).toBe(0);
    expect(result.value.closingBalanceCents).toBe(145_000);
  });

  it('reads the Kutxabank card export, an .xlsx saved as .xls, without a balance', async () => {
    const result = await ok(sharedBankFixture('exports/controlgastos_kutxabank_tarjeta_ejemplo.xls'));
    expect(result.bank).toBe('kutxabank');
    expect(result.value.lines).toHaveLength(10);
    expect(result.value.lines[3]).toMatchObject({ amountCents: -8999, date: '2025-11-04', valueDate: '2025-11-06' });
    expect(result.issues).toEqual([{ code: 'bank/no-balance-column' }]);
  });

  it.each([
    ['exports/controlgastos_ing_ejemplo.xls', 'bank/xls-not-supported'],
    ['exports/controlgastos_kutxabank_cuenta_ejemplo.xls', 'bank/xls-not-supported'],
    ['exports/controlgastos_openbank_ejemplo.xls', 'bank/html-xls-not-supported'],
    ['n43/SPEC_AEB_cuaderno_43_junio_2012.pdf', 'bank/unsupported-format'],
  ])('refuses %s with %s', async (path, code) => {
    expect(await readStatementFile(sharedBankFixture(path))).toMatchObject({ ok: false, code });
  });

  it('recognises CaixaBank with a mojibake header and the account in the preamble', async () => {
    const csv = '\uFEFFCuenta;ES9121000418450200051332\nImportes expresados en euros\nFecha;Fecha valor;Movimiento;MÃ¡s datos;Importe;Saldo\n02/01/2025;02/01/2025;RECIBO LUZ;;-1.234,56;8.765,44\n01/01/2025;01/01/2025;TRANSF;;10.000,00;10.000,00\n';
    const result = await ok(utf8(csv));
    expect(result.bank).toBe('caixabank');
    expect(result.value.iban).toBe('ES9121000418450200051332');
    expect(result.value.lines.map((l) => [l.row, l.amountCents])).toEqual([[5, 1_000_000], [4, -123_456]]);
  });

  it("reads Excel's Unicode text export (UTF-16 with BOM, tab-separated)", async () => {
    const text = 'Fecha\tConcepto\tImporte\tSaldo\r\n02/01/2025\tRECIBO\t-10,00\t90,00\r\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    [...text].forEach((c, i) => bytes.set([c.charCodeAt(0), 0], 2 + i * 2));
    const result = await ok(bytes);
    expect(result.value.lines).toMatchObject([{ amountCents: -1000, balanceCents: 9000, description: 'RECIBO' }]);
  });

  it('reads a windows-1252 Santander CSV', async () => {
    const csv = 'FECHA OPERACIÓN;FECHA VALOR;CONCEPTO;IMPORTE EUR;SALDO\r\n01/02/2025;01/02/2025;COMISIÓN;-1,50;98,50\r\n';
    const result = await ok(latin1(csv));
    expect(result.bank).toBe('santander');
    expect(result.value.lines[0]).toMatchObject({ description: 'COMISIÓN', amountCents: -150, balanceCents: 9850 });
  });

  it('maps generic English columns: money out / money in, month-first dates, thousands commas', async () => {
    const csv = 'Date,Description,Money out,Money in,Balance\n01/13/2025,"Rent","1,200.00",,"3,800.00"\n01/20/2025,Invoice 7,,"2,000.50","5,800.50"\n';
    const result = await ok(utf8(csv));
    expect(result.bank).toBe('generic');
    expect(result.value.lines.map((l) => [l.date, l.amountCents])).toEqual([['2025-01-13', -120_000], ['2025-01-20', 200_050]]);
    expect(result.value.openingBalanceCents).toBe(500_000);
  });

  it('reads Mediolanum-style separate Pagos / Ingresos columns', async () => {
    const csv = 'Fecha Operación;Concepto;Fecha Valor;Pagos;Ingresos;Saldo\n03/03/2025;LUZ;03/03/2025;45,10;;954,90\n04/03/2025;NOMINA;04/03/2025;;1.500,00;2.454,90\n';
    const result = await ok(utf8(csv));
    expect(result.bank).toBe('mediolanum');
    expect(result.value.lines.map((l) => l.amountCents)).toEqual([-4510, 150_000]);
  });

  it('flips a card statement that writes spending as positive, told by its balance', async () => {
    const csv = 'Fecha;Concepto;Importe;Saldo\n01/03/2025;COMPRA;20,00;80,00\n02/03/2025;COMPRA;30,00;50,00\n';
    const result = await ok(utf8(csv));
    expect(result.value.lines.map((l) => l.amountCents)).toEqual([-2000, -3000]);
    expect(result.issues).toContainEqual({ code: 'bank/sign-inverted' });
  });

  it("orders a day's movements by the chain when the export sorts them otherwise", async () => {
    const csv = 'Fecha;Concepto;Importe;Saldo\n01/03/2025;B;-30,00;50,00\n01/03/2025;A;-20,00;80,00\n02/03/2025;C;100,00;150,00\n';
    const result = await ok(utf8(csv));
    expect(result.value.lines.map((l) => l.description)).toEqual(['A', 'B', 'C']);
    expect(result.value.openingBalanceCents).toBe(10_000);
  });

  it('refuses a statement whose balance chain is broken, naming the row', async () => {
    const csv = 'Fecha;Concepto;Importe;Saldo\n01/03/2025;A;-20,00;80,00\n02/03/2025;B;-30,00;50,00\n03/03/2025;C;-10,00;45,00\n';
    expect(await readStatementFile(utf8(csv))).toMatchObject({ ok: false, code: 'bank/balance-chain-broken', row: 4 });
  });

  it('refuses files without date and amount columns, empty files and too many rows', async () => {
    expect(await readStatementFile(utf8('Nombre;Apellido\nAna;Gil\n'))).toMatchObject({ ok: false, code: 'bank/no-date-amount-columns' });
    expect(await readStatementFile(new Uint8Array())).toMatchObject({ ok: false, code: 'bank/empty-file' });
    const rows = Array.from({ length: 50_001 }, (_, i) => `01/01/2025;L${i};1,00`).join('\n');
    expect(await readStatementFile(utf8(`Fecha;Concepto;Importe\n${rows}\n`))).toMatchObject({ ok: false, code: 'bank/too-many-rows' });
  });

  it('reads the first sheet that holds a statement, past a cover sheet', async () => {
    const bytes = await renderXlsxSheets([
      { name: 'Portada', rows: [['Extracto de cuenta'], ['Titular: EMPRESA SL']] },
      { name: 'Movimientos', rows: [['Fecha', 'Concepto', 'Importe', 'Saldo'], ['02/01/2025', 'RECIBO', -10, 90]] },
    ]);
    const result = await ok(bytes);
    expect(result.value.lines).toMatchObject([{ row: 2, amountCents: -1000, balanceCents: 9000 }]);
  });

  it('refuses an .xlsx whose central directory declares a zip bomb, before inflating it', async () => {
    const bytes = await renderXlsx([['Fecha', 'Importe'], ['02/01/2025', 1]], 'Hoja1');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const central = bytes.findIndex((_, i) => i + 4 <= bytes.length && view.getUint32(i, true) === 0x02014b50);
    view.setUint32(central + 24, 0x7fff_0000, true);
    expect(await readStatementFile(bytes)).toMatchObject({ ok: false, code: 'bank/file-too-large' });
    expect(await readStatementFile(bytes.subarray(0, 200))).toMatchObject({ ok: false, code: 'bank/unreadable-xlsx' });
  });

  it('reads an .xlsx with real date cells and numbers (Sabadell layout) and keeps sheet rows', async () => {
    const bytes = await renderXlsx(
      [['Consulta de movimientos'], [], ['F. Operativa', 'Concepto', 'F. Valor', 'Importe', 'Saldo', 'Referencia 1', 'Referencia 2'], [new Date(Date.UTC(2025, 0, 2)), 'RECIBO', new Date(Date.UTC(2025, 0, 3)), -12.3, 87.7, '', ''], [new Date(Date.UTC(2025, 0, 4)), 'ABONO', new Date(Date.UTC(2025, 0, 4)), 0.3, 88, '', '']],
      'Hoja1',
    );
    const result = await ok(bytes);
    expect(result.bank).toBe('sabadell');
    expect(result.value.lines.map((l) => [l.row, l.date, l.valueDate, l.amountCents])).toEqual([[4, '2025-01-02', '2025-01-03', -1230], [5, '2025-01-04', '2025-01-04', 30]]);
  });
});
