/**
 * Writes web/e2e/fixtures/suplidos-gestoria.pdf: a gestoría's text-layer invoice to the upload
 * tests' company (Atlántica Distribuciones SL, B12345674) with fees under IVA and IRPF and a
 * suplido paid on the client's behalf outside the tax base (art. 78.3.3 LIVA):
 * 150,00 + 21 % IVA 31,50 − 15 % IRPF 22,50 + suplido 18,20 = 177,20.
 * Deterministic: running it again writes the same file. `npx tsx scripts/generate-suplidos-fixture.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIXTURE_CUSTOMER } from './lib/fixture-customer.ts';
import { repoRoot } from './lib/paths.ts';

const pdf = await PDFDocument.create();
// Fixed dates keep the bytes the same on every run.
pdf.setCreationDate(new Date(Date.UTC(2025, 9, 15)));
pdf.setModificationDate(new Date(Date.UTC(2025, 9, 15)));
pdf.setProducer('Factoría fixtures');
pdf.setCreator('scripts/generate-suplidos-fixture.ts');
const page = pdf.addPage([595, 842]);
const font = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const text = (value: string, x: number, top: number, size = 9, face = font) => page.drawText(value, { x, y: 842 - top - size, size, font: face });

text('Gestoría Martín Asesores S.L.', 50, 40, 15, bold);
text('FACTURA', 430, 40, 20, bold);
text('C/ Triana 21, 35002 Las Palmas de Gran Canaria', 50, 62);
text('NIF: B64717838', 50, 76);
text('Nº Factura: G-2025/0188', 400, 76);
text('Fecha: 15/10/2025', 400, 90);
text('Cliente:', 50, 120);
text(FIXTURE_CUSTOMER.name, 50, 134);
text(`CIF: ${FIXTURE_CUSTOMER.taxId}`, 50, 148);
text('Concepto', 50, 200, 9, bold);
text('Importe', 480, 200, 9, bold);
text('Honorarios gestión fiscal y contable, 3er trimestre 2025', 50, 218);
text('150,00 €', 480, 218);
text('Base imponible', 340, 260);
text('150,00 €', 480, 260);
text('IVA 21%', 340, 274);
text('31,50 €', 480, 274);
text('Retención IRPF 15%', 340, 288);
text('-22,50 €', 480, 288);
text('Suplidos por cuenta del cliente: tasa Registro Mercantil', 50, 310);
text('18,20 €', 480, 310);
text('TOTAL A PAGAR', 340, 332, 10, bold);
text('177,20 €', 480, 332, 10, bold);
text('Los suplidos no forman parte de la base imponible (art. 78.3.3 Ley 37/1992 del IVA).', 50, 780, 7);

const file = join(repoRoot, 'web', 'e2e', 'fixtures', 'suplidos-gestoria.pdf');
writeFileSync(file, await pdf.save());
console.log(file);
