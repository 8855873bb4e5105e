/** The content of one generated invoice and the values a correct extraction must return. */
import type { Irpf, VatLine } from '../../src/invoice/invoice.schema';
import { roundCents, sumCents } from '../../src/money/round-cents';
import type { AmountStyle, DateStyle, Lang } from './formats';
import { randomNumber } from './formats';
import { type Party, randomCompany, randomFreelancer } from './identities';
import type { Random } from './random';

export const LAYOUTS = [
  'classic',
  'summary-table',
  'right-header',
  'catalan',
  'english',
  'column-meta',
  'professional',
  'recargo',
  'multi-rate',
  'credit-note',
  'albaran',
  'non-euro',
  'multi-page',
  'verifactu-qr',
  'ticket',
  'canary-igic',
  'footer-taxid',
  'boxed-parties',
  'proforma',
  'exempt',
  'inline-totals',
  'header-rate',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Item {
  description: string;
  qty: number;
  price: number;
  amount: number;
  rate: number;
}

export interface InvoiceSpec {
  id: string;
  layout: Layout;
  lang: Lang;
  documentType: 'invoice' | 'credit-note' | 'albaran' | 'not-an-invoice';
  supplier: Party;
  customer: Party;
  number: string;
  date: string;
  dueDate: string;
  orderNumber: string;
  originalNumber: string | null;
  currency: 'EUR' | 'USD' | 'GBP';
  taxType: 'iva' | 'igic';
  items: Item[];
  vatLines: VatLine[];
  irpf: Irpf | null;
  total: number;
  amountStyle: AmountStyle;
  symbol: 'after' | 'before' | 'code' | 'none';
  dateStyle: DateStyle;
  font: 'Helvetica' | 'Times' | 'Courier';
  qr: 'none' | 'image' | 'vector';
  scan: { rotation: number; noise: number; dpi: number; upsideDown: boolean } | null;
  /** A printed value is deliberately wrong: the engine must not call it successful. */
  faulty: 'total' | 'cuota' | 'tax-id' | null;
  /** The company the invoice is uploaded for (context), or none. */
  companyTaxId: string | null;
  expectedStatus: 'successful' | 'has-errors' | 'not-in-euro' | 'albaran';
}

const PRODUCTS = ['Tornillos inox M6 (caja 100)', 'Papel A4 80 g (caja 5 paquetes)', 'Servicio de mantenimiento mensual', 'Cable eléctrico 2,5 mm rollo 100 m', 'Horas de consultoría', 'Tóner impresora láser', 'Transporte y portes', 'Aceite de oliva virgen extra 5 l', 'Licencia software anual', 'Reparación de maquinaria', 'Material de oficina variado', 'Pintura plástica blanca 15 l', 'Pan y bollería', 'Agua mineral 1,5 l (pack 6)', 'Revisión de extintores', 'Diseño gráfico de catálogo', 'Alquiler de andamio (semana)', 'Libros de texto', 'Fruta de temporada (kg)', 'Instalación de climatización'];
const IVA_RATES = [21, 21, 21, 10, 4];
const IGIC_RATES = [7, 7, 3, 0];
const RECARGO: Record<number, number> = { 21: 5.2, 10: 1.4, 4: 0.5 };

function isoDate(random: Random): string {
  const year = random.pick([2024, 2025, 2025, 2026]);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function buildSpec(random: Random, index: number, layout: Layout): InvoiceSpec {
  const canary = layout === 'canary-igic';
  const professional = layout === 'professional' || (layout === 'exempt' && random.chance(0.5));
  const supplier = professional ? randomFreelancer(random, canary) : randomCompany(random, canary);
  const customer = randomCompany(random, canary);
  const taxType = canary ? 'igic' : 'iva';
  const lang: Lang = layout === 'catalan' ? 'ca' : layout === 'english' || (layout === 'non-euro' && random.chance(0.6)) ? 'en' : random.chance(0.08) ? 'ca' : 'es';
  const documentType =
    layout === 'credit-note' ? 'credit-note' : layout === 'albaran' ? 'albaran' : layout === 'proforma' ? 'not-an-invoice' : 'invoice';
  const itemCount = layout === 'multi-page' ? random.int(40, 70) : layout === 'ticket' ? random.int(1, 5) : random.int(1, 8);
  const rates = layout === 'exempt' ? [0] : canary ? IGIC_RATES : layout === 'multi-rate' || layout === 'recargo' ? [21, 10, 4] : IVA_RATES;
  const singleRate = layout === 'header-rate' ? random.pick([21, 10, 4]) : layout !== 'multi-rate' && layout !== 'recargo' && random.chance(0.55) ? random.pick(rates) : null;
  const sign = documentType === 'credit-note' ? -1 : 1;
  const items: Item[] = [];
  for (let i = 0; i < itemCount; i++) {
    const qty = random.pick([1, 1, 1, 2, 3, 5, 10, 12, 24]);
    const price = random.money(1, layout === 'ticket' ? 40 : 900);
    items.push({ description: random.pick(PRODUCTS), qty: qty * sign, price, amount: roundCents(qty * price) * sign, rate: singleRate ?? random.pick(rates) });
  }
  const withRecargo = layout === 'recargo';
  const byRate = new Map<number, number[]>();
  for (const item of items) byRate.set(item.rate, [...(byRate.get(item.rate) ?? []), item.amount]);
  const vatLines: VatLine[] = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, amounts]) => {
      const base = sumCents(amounts);
      const recargoRate = withRecargo ? (RECARGO[rate] ?? 0) : 0;
      return { rate, base, cuota: roundCents((base * rate) / 100), recargoRate, recargo: roundCents((base * recargoRate) / 100) };
    });
  let irpf: Irpf | null = null;
  if (professional || (layout === 'exempt' && supplier.taxId.match(/^\d|^[XYZ]/))) {
    const rate = random.pick([15, 15, 7]);
    const base = sumCents(vatLines.map((line) => line.base));
    irpf = { rate, amount: roundCents((base * rate) / 100) };
  }
  const faulty = documentType === 'invoice' && layout !== 'exempt' && random.chance(0.06) ? random.pick(['total', 'cuota', 'tax-id'] as const) : null;
  // Faults are printed: the truth is what the page says, and the expected status is has-errors.
  if (faulty === 'cuota') vatLines[0]!.cuota = roundCents(vatLines[0]!.cuota + random.pick([0.5, 1, -0.3]));
  if (faulty === 'tax-id') supplier.taxId = supplier.taxId.slice(0, 8) + (supplier.taxId[8] === '1' ? '2' : /\d/.test(supplier.taxId[8]!) ? '1' : supplier.taxId[8] === 'A' ? 'B' : 'A');
  let total = roundCents(sumCents(vatLines.flatMap((l) => [l.base, l.cuota, l.recargo])) - (irpf?.amount ?? 0));
  if (faulty === 'total') total = roundCents(total + random.pick([1, 10, 0.1, -5]));
  const date = isoDate(random);
  const currency = layout === 'non-euro' ? random.pick(['USD', 'GBP'] as const) : 'EUR';
  const scanned = layout !== 'multi-page' && random.chance(0.22);
  const expectedStatus = documentType === 'albaran' ? 'albaran' : currency !== 'EUR' ? 'not-in-euro' : documentType === 'not-an-invoice' || faulty ? 'has-errors' : 'successful';
  return {
    id: `inv-${String(index).padStart(4, '0')}`,
    layout,
    lang,
    documentType,
    supplier,
    customer,
    number: randomNumber(random, Number(date.slice(0, 4))),
    date,
    dueDate: addDays(date, random.pick([15, 30, 30, 60, 90])),
    orderNumber: `PED-${random.int(1000, 99999)}`,
    originalNumber: documentType === 'credit-note' ? randomNumber(random, Number(date.slice(0, 4))) : null,
    currency,
    taxType,
    items,
    vatLines,
    irpf,
    total,
    amountStyle: lang === 'en' ? 'en' : random.chance(0.15) ? 'es-nogroup' : 'es',
    symbol: currency !== 'EUR' ? random.pick(['before', 'code'] as const) : random.pick(['after', 'after', 'none', 'code', 'before'] as const),
    dateStyle: random.pick(['dmy-slash', 'dmy-slash', 'dmy-slash', 'dmy-dash', 'dmy-dot', 'long', 'short-year', 'iso'] as const),
    font: layout === 'ticket' ? 'Courier' : random.pick(['Helvetica', 'Helvetica', 'Times', 'Courier'] as const),
    qr: layout === 'verifactu-qr' ? random.pick(['image', 'vector'] as const) : random.chance(0.05) ? 'image' : 'none',
    scan: scanned
      ? { rotation: (random.next() - 0.5) * 4, noise: random.int(8, 28), dpi: random.pick([150, 200, 200, 300]), upsideDown: random.chance(0.05) }
      : null,
    faulty,
    companyTaxId: random.chance(0.9) ? customer.taxId : null,
    expectedStatus,
  };
}
