/**
 * Files a person may drop that must be refused with a reason the web app translates, never read
 * as something else: a password-protected .xlsx, CSVs holding formulas, a diary amount that is
 * no amount. (Sizes, row counts and zip bombs: read-statement.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { readDiaryFile } from '../diary/read-diary';
import { readRegisterFile } from '../register/read-register';
import { readStatementFile } from '../statement/read-statement-file';
import { encryptedXlsx } from '../testing/encrypted-xlsx';
import { sniffContainer } from './sniff';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hostile bank files', () => {
  it('refuses a password-protected .xlsx as encrypted, not as an old .xls', async () => {
    const bytes = encryptedXlsx();
    expect(sniffContainer(bytes)).toBe('encrypted');
    expect(await readStatementFile(bytes)).toMatchObject({ ok: false, code: 'bank/encrypted-file' });
    expect(await readDiaryFile(bytes)).toMatchObject({ ok: false, code: 'bank/encrypted-file' });
    expect(await readRegisterFile(bytes)).toMatchObject({ ok: false, code: 'bank/encrypted-file' });
  });

  it.each([
    ['a formula in a concept', 'Fecha;Concepto;Importe;Saldo\n01/03/2025;"=HYPERLINK(""http://x"";""y"")";-20,00;80,00\n', 2],
    ['a command injection', "Fecha;Concepto;Importe;Saldo\n01/03/2025;A;-20,00;80,00\n02/03/2025;+cmd|' /C calc'!A0;-30,00;50,00\n", 3],
    ['a sum never computed', 'Fecha;Concepto;Importe;Saldo\n01/03/2025;A;=SUM(B1:B2);80,00\n', 2],
    ['an @ function', 'Fecha;Concepto;Importe;Saldo\n01/03/2025;@SUM(1+1);-20,00;80,00\n', 2],
    ['an unescaped quote inside a formula', 'Fecha;Concepto;Importe;Saldo\n01/03/2025;A;-20,00;80,00\n02/03/2025;=HYPERLINK("http://x";"y");-30,00;50,00\n', 3],
    ['a formula in a comma-separated file', 'Date,Description,Amount,Balance\n2025-03-01,"x",-20.00,80.00\n2025-03-02, =1+1,-30.00,50.00\n', 3],
  ])('refuses a statement CSV with %s, naming the row', async (_, csv, row) => {
    expect(await readStatementFile(utf8(csv))).toMatchObject({ ok: false, code: 'bank/formula-cells', row });
  });

  it('refuses formulas in a diary or an invoice register too', async () => {
    const diary = 'Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2026;57200000;Cobro;=1;0\n1;01/01/2026;70000000;Venta;0;=1\n';
    expect(await readDiaryFile(utf8(diary))).toMatchObject({ ok: false, code: 'bank/formula-cells', row: 2 });
    const register = 'Fecha;Número;NIF;Nombre;Total;Tipo\n01/01/2026;F-1;B12345674;ACME;=10*10;recibida\n';
    expect(await readRegisterFile(utf8(register))).toMatchObject({ ok: false, code: 'bank/formula-cells', row: 2 });
  });

  it('keeps negative amounts, signed numbers and dashes, which are values', async () => {
    const csv = 'Fecha;Concepto;Importe;Saldo\n01/03/2025;- COMISION;-20,00;80,00\n02/03/2025;+INTERESES;+1,00;81,00\n';
    const read = await readStatementFile(utf8(csv));
    expect(read).toMatchObject({ ok: true });
    if (read.ok) expect(read.value.lines.map((l) => l.amountCents)).toEqual([-2000, 100]);
  });

  it('refuses a diary amount that is no amount instead of reading it as zero', async () => {
    const diary = 'Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2026;57200000;Cobro;cien;-\n1;01/01/2026;70000000;Venta;-;cien\n';
    expect(await readDiaryFile(utf8(diary))).toMatchObject({ ok: false, code: 'bank/diary-bad-amount', row: 2 });
    const dashes = 'Asiento;Fecha;Cuenta;Concepto;Debe;Haber\n1;01/01/2026;57200000;Cobro;100,00;-\n1;01/01/2026;70000000;Venta;—;100,00\n';
    expect(await readDiaryFile(utf8(dashes))).toMatchObject({ ok: true, rows: 2 });
  });
});
