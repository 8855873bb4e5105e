import { describe, expect, it } from 'vitest';
import { validateInvoice } from '../../invoice/validate-invoice';
import { type Cell, textPage } from '../testing/text-page';
import { extractFields } from './extract-fields';

const header = (supplier: string, taxId: string): Cell[][] => [
  [[50, supplier, 15], [420, 'FACTURA', 20]],
  [[50, `NIF: ${taxId}`], [400, 'Nº Factura: 2025/0311']],
  [[400, 'Fecha: 17/07/2025']],
  [[50, 'Cliente: Talleres Norte S.A.']],
  [[50, 'CIF: A08370314']],
  [[50, 'Concepto'], [300, 'Cant.'], [360, 'Precio'], [450, 'Importe']],
];

const read = (rows: Cell[][]) => extractFields([textPage(rows)], { companyTaxId: 'A08370314' }).data;

describe('amounts outside the tax base', () => {
  it("keeps a transport invoice's portes suplidos out of the IGIC lines (the base stays 26.00)", () => {
    // The shape of fixtures/invoices/F-2025-006: the page's "Base imponible" includes the suplido.
    const data = read([
      ...header('Transitarios Atlántico S.A.U.', 'A35000020'),
      [[50, 'Despacho de importación (Cabildo)'], [300, '1'], [360, '26,00 €'], [450, '26,00 €']],
      [[50, 'Portes suplidos (no sujeto art. 22.3C Ley 20/1991)'], [300, '1'], [360, '46,63 €'], [450, '46,63 €']],
      [[340, 'Base imponible'], [450, '72,63 €']],
      [[340, 'IGIC 7% (s/ 26,00)'], [450, '1,82 €']],
      [[340, 'TOTAL FACTURA'], [450, '74,45 €']],
    ]);
    expect(data.vatLines).toEqual([{ rate: 7, base: 26, cuota: 1.82, recargoRate: 0, recargo: 0 }]);
    expect(data.outsideBase).toEqual([{ kind: 'suplido', label: 'Portes suplidos (no sujeto art. 22.3C Ley 20/1991)', amount: 46.63 }]);
    expect(data.total).toBe(74.45);
    expect(data.taxType).toBe('igic');
  });

  it("reads a gestor's invoice: fees with IVA and IRPF, plus suplidos paid for the client", () => {
    const data = read([
      ...header('Gestoría Martín Asesores S.L.', 'B64717838'),
      [[50, 'Honorarios gestión trimestral'], [450, '150,00']],
      [[340, 'Base imponible'], [450, '150,00']],
      [[340, 'IVA 21%'], [450, '31,50']],
      [[340, 'Retención IRPF 15%'], [450, '-22,50']],
      [[50, 'Gastos suplidos por cuenta del cliente: tasa registro'], [450, '18,20']],
      [[340, 'TOTAL A PAGAR'], [450, '177,20']],
    ]);
    expect(data.vatLines).toEqual([{ rate: 21, base: 150, cuota: 31.5, recargoRate: 0, recargo: 0 }]);
    expect(data.irpf).toEqual({ rate: 15, amount: 22.5 });
    expect(data.outsideBase).toEqual([{ kind: 'suplido', label: 'Gastos suplidos por cuenta del cliente: tasa registro', amount: 18.2 }]);
    expect(data.total).toBe(177.2);
    expect(validateInvoice({ ...data, currency: 'EUR' }, { today: '2026-01-01' }).issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('records several suplido rows when no sum of them is printed', () => {
    const data = read([
      ...header('Gestoría Martín Asesores S.L.', 'B64717838'),
      [[50, 'Honorarios constitución de sociedad'], [450, '300,00']],
      [[340, 'Base imponible'], [450, '300,00']],
      [[340, 'IVA 21%'], [450, '63,00']],
      [[50, 'Suplido: tasa Registro Mercantil'], [450, '18,20']],
      [[50, 'Suplido: notaría, copia simple'], [450, '6,05']],
      [[340, 'TOTAL FACTURA'], [450, '387,25']],
    ]);
    expect(data.vatLines).toEqual([{ rate: 21, base: 300, cuota: 63, recargoRate: 0, recargo: 0 }]);
    expect(data.outsideBase).toEqual([
      { kind: 'suplido', label: 'Suplido: tasa Registro Mercantil', amount: 18.2 },
      { kind: 'suplido', label: 'Suplido: notaría, copia simple', amount: 6.05 },
    ]);
    expect(data.total).toBe(387.25);
  });

  it('records a tasa printed apart as an amount outside the base of kind other', () => {
    const data = read([
      ...header('Talleres Reunidos S.L.', 'B64717838'),
      [[50, 'Inspección y revisión'], [450, '80,00']],
      [[340, 'Base imponible'], [450, '80,00']],
      [[340, 'IVA 21%'], [450, '16,80']],
      [[340, 'Tasa ITV'], [450, '42,15']],
      [[340, 'TOTAL FACTURA'], [450, '138,95']],
    ]);
    expect(data.vatLines).toEqual([{ rate: 21, base: 80, cuota: 16.8, recargoRate: 0, recargo: 0 }]);
    expect(data.outsideBase).toEqual([{ kind: 'other', label: 'Tasa ITV', amount: 42.15 }]);
  });

  it('keeps an exempt line (art. 20) as a 0 % VAT line', () => {
    const data = read([
      ...header('Centro de Formación Levante S.L.', 'B64717838'),
      [[50, 'Consultoría'], [450, '200,00']],
      [[50, 'Curso de formación exento art. 20 LIVA'], [450, '150,00']],
      [[340, 'Base imponible'], [450, '350,00']],
      [[340, 'IVA 21% (s/ 200,00)'], [450, '42,00']],
      [[340, 'TOTAL FACTURA'], [450, '392,00']],
    ]);
    expect(data.vatLines).toEqual([
      { rate: 21, base: 200, cuota: 42, recargoRate: 0, recargo: 0 },
      { rate: 0, base: 150, cuota: 0, recargoRate: 0, recargo: 0 },
    ]);
    expect(data.outsideBase).toBeUndefined();
  });
});

describe('a summary set in columns, with carriage charged without VAT', () => {
  // The shape of a small supplier's invoice: items, a "PORTE" row, then a summary whose header
  // cells name the tax without a rate; the rate sits under "IVA" and the cuota under it.
  const rows = (porteLabel: string): Cell[][] => [
    ...header('Conservas del Segura', '74305431K'),
    [[80, '3'], [150, 'CAJAS PIPARRAS'], [400, '31,80'], [450, '95,40 €']],
    [[80, '1'], [150, 'CAJA ALCACHOFAS 1KG'], [400, '55,80'], [450, '184,20 €']],
    [[370, porteLabel], [450, '25,00 €']],
    [[56, 'TOTAL BRUTO'], [150, 'DESCUENTO'], [277, 'IVA'], [337, 'R.EQUIVALENCIA'], [426, 'IRPF'], [467, 'TOTAL']],
    [[119, '%'], [233, '%'], [299, '10'], [337, '%'], [407, '%']],
    [[71, '279,60'], [119, 'IMPORTE'], [233, 'IMPORTE'], [288, '27,96 €'], [337, 'IMPORTE'], [406, 'IMPORTE'], [484, '332,56 €']],
  ];

  it('reads the 10 % line from the column under "IVA" and the carriage outside the base', () => {
    const data = read(rows('PORTE'));
    expect(data.vatLines).toEqual([{ rate: 10, base: 279.6, cuota: 27.96, recargoRate: 0, recargo: 0 }]);
    expect(data.outsideBase).toEqual([{ kind: 'other', label: 'PORTE', amount: 25 }]);
    expect(data.total).toBe(332.56);
    expect(validateInvoice({ ...data, currency: 'EUR' }, { today: '2026-01-01' }).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('leaves an unnamed residue unexplained under a total labelled only by its column', () => {
    const data = read(rows('VARIOS'));
    expect(data.outsideBase ?? []).toEqual([]);
    expect(validateInvoice({ ...data, currency: 'EUR' }, { today: '2026-01-01' }).issues.map((issue) => issue.code)).toContain('invoice/total-mismatch');
  });
});
