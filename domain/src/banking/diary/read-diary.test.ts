import { describe, expect, it } from 'vitest';
import { renderXlsx } from '../testing/render-xlsx';
import { readDiaryFile } from './read-diary';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('libro diario', () => {
  it('reads the Holded journal template (decimal comma, starred headers)', async () => {
    const csv = 'Nº asiento*;Fecha*;Nombre cuenta*;Nº cuenta*;Debe*;Haber*;Descripción\n1;02/01/2025;Banco;57200001;1210,00;0;Cobro F-1\n1;02/01/2025;Cliente Uno;43000001;0;1210,00;Cobro F-1\n';
    const result = await readDiaryFile(utf8(csv));
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines).toEqual([
      { row: 2, entry: '1', date: '2025-01-02', account: '57200001', description: 'Cobro F-1 · Banco', debitCents: 121_000, creditCents: 0 },
      { row: 3, entry: '1', date: '2025-01-02', account: '43000001', description: 'Cobro F-1 · Cliente Uno', debitCents: 0, creditCents: 121_000 },
    ]);
  });

  it('carries the entry number and date down an a3-style .xlsx listing', async () => {
    const bytes = await renderXlsx([['Asiento', 'Fecha', 'Cuenta', 'Concepto', 'Debe', 'Haber'], [7, new Date(Date.UTC(2025, 1, 3)), 6260000, 'Comisión', 15, null], [null, null, 5720001, 'Comisión', null, 15]], 'Diario');
    const result = await readDiaryFile(bytes);
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines.map((l) => [l.entry, l.date, l.account, l.debitCents, l.creditCents])).toEqual([
      ['7', '2025-02-03', '6260000', 1500, 0],
      ['7', '2025-02-03', '5720001', 0, 1500],
    ]);
  });

  it('reads ContaPlus field names (ASIEN, SUBCTA, EURODEBE, EUROHABER, YYYYMMDD dates)', async () => {
    const csv = 'ASIEN,FECHA,SUBCTA,CONTRA,EURODEBE,CONCEPTO,EUROHABER\n12,20250310,4750000,5720001,300.00,IVA,0\n12,20250310,5720001,4750000,0,IVA,300.00\n';
    const result = await readDiaryFile(utf8(csv));
    expect(result.ok && result.value.lines.map((l) => [l.date, l.account, l.debitCents - l.creditCents])).toEqual([
      ['2025-03-10', '4750000', 30_000],
      ['2025-03-10', '5720001', -30_000],
    ]);
  });

  it('reads generic English headers with one signed amount', async () => {
    const csv = 'Entry,Date,Account,Description,Amount\nJ1,2025-04-01,572000,Fee,-5.00\nJ1,2025-04-01,626000,Fee,5.00\n';
    const result = await readDiaryFile(utf8(csv));
    expect(result.ok && result.value.lines.map((l) => [l.debitCents, l.creditCents])).toEqual([[0, 500], [500, 0]]);
  });

  it('takes the leading digits of an account cell that carries its name or dots', async () => {
    const csv = 'Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2025;57200001 Banco Santander;X;1,00;0\n1;01/01/2025;400.0.1 Proveedor;X;0;1,00\n';
    const result = await readDiaryFile(utf8(csv));
    expect(result.ok && result.value.lines.map((l) => l.account)).toEqual(['57200001', '40001']);
  });

  it('refuses an entry whose debe and haber differ, naming its first row', async () => {
    const csv = 'Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2025;5720001;X;10,00;0\n1;01/01/2025;4000001;X;0;10,00\n2;02/01/2025;5720001;Y;10,00;0\n2;02/01/2025;4000001;Y;0;9,99\n';
    expect(await readDiaryFile(utf8(csv))).toMatchObject({ ok: false, code: 'bank/diary-entry-unbalanced', row: 4 });
  });

  it('refuses a file without diary columns', async () => {
    expect(await readDiaryFile(utf8('Fecha;Concepto;Importe\n01/01/2025;X;1,00\n'))).toMatchObject({ ok: false, code: 'bank/diary-no-columns' });
  });
});
