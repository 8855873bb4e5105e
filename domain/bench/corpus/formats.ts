/** How amounts, dates and labels are printed, per language and house style. */
import type { Random } from './random';

export type Lang = 'es' | 'ca' | 'en';
export type AmountStyle = 'es' | 'es-nogroup' | 'en';

export function formatAmount(value: number, style: AmountStyle, currency: string, symbol: 'after' | 'before' | 'code' | 'none'): string {
  const negative = value < 0;
  const [int, dec] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const group = style === 'es' ? '.' : style === 'en' ? ',' : '';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = `${grouped}${style === 'en' ? '.' : ','}${dec}`;
  const sign = negative ? '-' : '';
  const sym = currency === 'EUR' ? '€' : currency === 'USD' ? '$' : currency === 'GBP' ? '£' : currency;
  switch (symbol) {
    case 'after':
      return `${sign}${body} ${sym}`;
    case 'before':
      return `${sign}${sym}${body}`;
    case 'code':
      return `${sign}${body} ${currency}`;
    default:
      return `${sign}${body}`;
  }
}

export function formatRate(rate: number, style: AmountStyle): string {
  const text = Number.isInteger(rate) ? String(rate) : rate.toFixed(rate * 100 % 10 === 0 ? 1 : 2);
  return `${style === 'en' ? text : text.replace('.', ',')}%`;
}

const MONTHS: Record<Lang, string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export type DateStyle = 'dmy-slash' | 'dmy-dash' | 'dmy-dot' | 'iso' | 'long' | 'short-year';

export function formatDate(iso: string, style: DateStyle, lang: Lang): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (style) {
    case 'dmy-slash':
      return `${d}/${m}/${y}`;
    case 'dmy-dash':
      return `${d}-${m}-${y}`;
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'iso':
      return iso;
    case 'short-year':
      return `${Number(d)}/${Number(m)}/${y.slice(2)}`;
    case 'long': {
      const month = MONTHS[lang][Number(m) - 1]!;
      if (lang === 'en') return `${month} ${Number(d)}, ${y}`;
      if (lang === 'ca') return `${Number(d)} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
      return `${Number(d)} de ${month} de ${y}`;
    }
  }
}

export function randomNumber(random: Random, year: number): string {
  const n = random.int(1, 9999);
  return random.pick([
    () => `F-${year}/${String(n).padStart(4, '0')}`,
    () => `${year}-${String(n).padStart(5, '0')}`,
    () => `A/${n}`,
    () => `FRA${String(year).slice(2)}${String(n).padStart(4, '0')}`,
    () => `INV-${year}-${String(n).padStart(4, '0')}`,
    () => `${String(year).slice(2)}/${String(n).padStart(4, '0')}`,
    () => `V-${String(n).padStart(5, '0')}`,
    () => `${random.pick(['A', 'B', 'FV', 'T'])}${year}${String(n).padStart(3, '0')}`,
    () => `FC${String(n).padStart(6, '0')}`,
  ])();
}

/** Labels per language. */
export const L = {
  es: { invoice: 'FACTURA', number: 'Nº Factura', date: 'Fecha', due: 'Vencimiento', order: 'Nº Pedido', client: 'Cliente', clientCode: 'Cód. cliente', billTo: 'Facturar a', supplier: 'Proveedor', description: 'Descripción', qty: 'Cant.', price: 'Precio', amount: 'Importe', base: 'Base imponible', vat: 'IVA', cuota: 'Cuota', total: 'TOTAL FACTURA', toPay: 'Total a pagar', irpf: 'Retención IRPF', recargo: 'Recargo equivalencia', page: 'Página', payment: 'Forma de pago: transferencia bancaria', subtotal: 'Subtotal', taxId: 'NIF' },
  ca: { invoice: 'FACTURA', number: 'Núm. factura', date: 'Data', due: 'Venciment', order: 'Núm. comanda', client: 'Client', clientCode: 'Codi client', billTo: 'Facturar a', supplier: 'Proveïdor', description: 'Descripció', qty: 'Quant.', price: 'Preu', amount: 'Import', base: 'Base imposable', vat: 'IVA', cuota: 'Quota', total: 'TOTAL FACTURA', toPay: 'Total a pagar', irpf: 'Retenció IRPF', recargo: "Recàrrec d'equivalència", page: 'Pàgina', payment: 'Forma de pagament: transferència', subtotal: 'Subtotal', taxId: 'NIF' },
  en: { invoice: 'INVOICE', number: 'Invoice No.', date: 'Invoice date', due: 'Due date', order: 'Order No.', client: 'Customer', clientCode: 'Customer code', billTo: 'Bill to', supplier: 'Supplier', description: 'Description', qty: 'Qty', price: 'Unit price', amount: 'Amount', base: 'Taxable base', vat: 'VAT', cuota: 'VAT amount', total: 'TOTAL', toPay: 'Total due', irpf: 'IRPF withholding', recargo: 'Equivalence surcharge', page: 'Page', payment: 'Payment: bank transfer', subtotal: 'Subtotal', taxId: 'VAT ID' },
} as const;
export type Labels = (typeof L)[Lang];
