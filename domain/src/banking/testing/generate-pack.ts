/**
 * A year of a small business as a client pack, with the known right answers: invoices issued
 * and received, the bank movements that settle them (concepts with and without invoice number,
 * NIF or creditor id), the diary that books them, and every trap of banking.md §4.
 */
import { PackBuilder, addDays } from './pack-builder';
import type { Pack } from './pack-types';
import { type Party, type Random, companies, creditorId, int, pick, professionals, seeded } from './parties';

export type { Pack, PackEntry, PackEntryLine, PackInvoice, PackLine } from './pack-types';

const vat = (base: number): number => Math.round(base * 0.21);
const upper = (text: string): string => text.toUpperCase();

function sales(b: PackBuilder, random: Random, customers: Party[], month: number): void {
  for (let i = int(random, 4, 7); i > 0; i--) {
    const customer = pick(random, customers);
    const base = int(random, 15_000, 400_000);
    const invoice = b.invoice('issued', customer, b.day(month, int(random, 1, 26)), base + vat(base), 0, `F${b.year}-${String(b.nextSale()).padStart(4, '0')}`);
    b.bookInvoice(invoice, base);
    if (random() < 0.12) continue; // never collected
    const variant = random();
    const date = addDays(invoice.date, int(random, 3, 45));
    if (date.slice(0, 4) !== String(b.year)) continue;
    const text = variant < 0.45 ? `TRANSFERENCIA DE ${upper(customer.name)} FRA ${invoice.number}` : variant < 0.6 ? `TRANSF ${upper(customer.name)} NIF ${customer.taxId}` : `TRANSFERENCIA DE ${upper(customer.name)}`;
    b.settle(date, invoice.totalCents, text, '04', [invoice], variant < 0.6);
  }
}

function purchases(b: PackBuilder, random: Random, suppliers: Party[], month: number): void {
  for (let i = int(random, 2, 4); i > 0; i--) {
    const supplier = pick(random, suppliers);
    const base = int(random, 5_000, 250_000);
    const number = random() < 0.5 ? `A-${int(random, 1000, 99999)}` : `${b.year}/${String(int(random, 1, 9999)).padStart(5, '0')}`;
    const invoice = b.invoice('received', supplier, b.day(month, int(random, 1, 25)), base + vat(base), 0, number);
    b.bookInvoice(invoice, base);
    const date = addDays(invoice.date, int(random, 0, 40));
    if (date.slice(0, 4) !== String(b.year)) continue;
    const named = random() < 0.5;
    b.settle(date, -invoice.totalCents, named ? `TRANSFERENCIA A ${upper(supplier.name)} FRA ${number}` : `TRANSF. A ${upper(supplier.name)}`, '04', [invoice], named);
  }
}

function monthly(b: PackBuilder, random: Random, month: number, utilities: Party[], professional: Party): void {
  for (const utility of utilities) {
    const base = int(random, 4_000, 30_000);
    const invoice = b.invoice('received', utility, b.day(month, 3), base + vat(base), 0, `${utility.name.slice(0, 2).toUpperCase()}${b.year}${String(month).padStart(2, '0')}${int(random, 100, 999)}`);
    b.bookInvoice(invoice, base);
    // The second utility's later debits carry only the mandate (learned from its first months).
    const mandate = `MD${utility.taxId.slice(2, 8)}X`;
    const bare = utility === utilities[1] && month >= 7;
    const text = bare ? `ADEUDO SEPA ${upper(utility.name)} MANDATO ${mandate}` : `RECIBO ${upper(utility.name)} ${utility.creditorId} MANDATO ${mandate}`;
    const charge = b.settle(b.day(month, int(random, 5, 8)), -invoice.totalCents, text, '03', [invoice], !bare);
    if (month === 9 && utility === utilities[0]) {
      // A returned direct debit: the charge and its return cancel, the invoice stays unpaid.
      b.lines[charge]!.invoices = [];
      b.lines[charge]!.ambiguous = true;
      b.movement(b.day(month, 12), invoice.totalCents, `DEVOLUCION RECIBO ${upper(utility.name)}`, '14', '4000000', 'Devolución recibo');
    }
  }
  const base = int(random, 50_000, 120_000);
  const irpf = Math.round(base * 0.15);
  const invoice = b.invoice('received', professional, b.day(month, 2), base + vat(base), irpf, `${month}/${b.year}`);
  b.bookInvoice(invoice, base);
  b.settle(b.day(month, int(random, 8, 20)), -(invoice.totalCents - irpf), `TRANSFERENCIA A ${upper(professional.name)} HONORARIOS`, '04', [invoice], false);
  b.movement(b.day(month, 28), -int(random, 80_000, 120_000), `TGSS COTIZACION ${String(month).padStart(2, '0')}/${b.year}`, '15', '4760000', 'Seguridad Social');
  for (const person of ['ANA LOPEZ RUIZ', 'PEDRO SANZ GIL']) b.movement(b.day(month, 27), -int(random, 110_000, 160_000), `NOMINA ${person}`, '15', '4650000', 'Nómina');
  b.movement(b.day(month, 10), -48_215, 'PRESTAMO 0081-0123456 CUOTA', '05', '5200000', 'Cuota préstamo');
  b.movement(b.day(month, 1), -1_500, 'COMISION MANTENIMIENTO', '17', '6260000', 'Comisión');
  for (let i = int(random, 3, 7); i > 0; i--) {
    const shop = pick(random, ['GASOLINERA REPSOL', 'MERCADONA', 'AMAZON EU', 'CORREOS', 'LEROY MERLIN', 'BAR CENTRAL', 'PARKING SABA']);
    b.movement(b.day(month, int(random, 1, 28)), -int(random, 300, 12_000), `COMPRA TARJ. 4B**1234 ${shop}`, '12', '6290000', 'Gasto tarjeta', random() < 0.9);
  }
  if (month % 3 === 1 && month > 1) {
    b.movement(b.day(month, 20), -int(random, 100_000, 600_000), `IMPUESTOS AEAT MODELO 303 ${b.year}`, '99', '4750000', 'IVA trimestre');
    b.movement(b.day(month, 20), -int(random, 20_000, 90_000), `IMPUESTOS AEAT MODELO 111 ${b.year}`, '99', '4751000', 'Retenciones');
  }
}

function traps(b: PackBuilder, random: Random, suppliers: Party[], customers: Party[]): void {
  // A remesa paying three invoices of one supplier, with its NIF.
  const remesa = suppliers[0]!;
  const three = [1, 2, 3].map((i) => {
    const base = int(random, 10_000, 60_000);
    const invoice = b.invoice('received', remesa, b.day(6, i * 3), base + vat(base), 0, `R-${b.year}-${700 + i}`);
    b.bookInvoice(invoice, base);
    return invoice;
  });
  b.settle(b.day(6, 25), -three.reduce((s, i) => s + i.totalCents, 0), `PAGO REMESA ${upper(remesa.name)} ${remesa.taxId}`, '04', three, true);
  // A partial payment naming its invoice: the residual stays open.
  const partialBase = int(random, 100_000, 300_000);
  const partial = b.invoice('issued', customers[0]!, b.day(5, 4), partialBase + vat(partialBase), 0, `F${b.year}-9001`);
  b.bookInvoice(partial, partialBase);
  b.settle(b.day(5, 30), Math.round(partial.totalCents / 2), `TRANSFERENCIA DE ${upper(customers[0]!.name)} PAGO A CUENTA FRA ${partial.number}`, '04', [partial], true);
  // A collection 0.35 short: the bank's transfer fee.
  const feeBase = int(random, 40_000, 90_000);
  const fee = b.invoice('issued', customers[1]!, b.day(7, 2), feeBase + vat(feeBase), 0, `F${b.year}-9002`);
  b.bookInvoice(fee, feeBase);
  b.settle(b.day(7, 15), fee.totalCents - 35, `TRANSFERENCIA DE ${upper(customers[1]!.name)} FRA ${fee.number}`, '04', [fee], true);
  // Two open invoices of the same amount and a payment with no evidence: must stay suggested.
  const tie = int(random, 20_000, 50_000);
  const [a, c] = [suppliers[1]!, suppliers[2]!].map((s, i) => b.invoice('received', s, b.day(8, 5 + i), tie, 0, `T-${b.year}-${i + 1}`));
  b.bookInvoice(a!, Math.round(tie / 1.21));
  b.bookInvoice(c!, Math.round(tie / 1.21));
  const tied = b.settle(b.day(8, 20), -tie, 'PAGO PROVEEDOR', '04', [a!], false);
  b.lines[tied]!.ambiguous = true;
  // Two identical coffees the same day, both booked.
  for (let i = 0; i < 2; i++) b.movement(b.day(3, 14), -150, 'COMPRA TARJ. 4B**1234 CAFETERIA LA PLAZA', '12', '6290000', 'Café');
  // A transfer between the company's own accounts; a foreign-currency card payment.
  b.movement(b.day(4, 2), -200_000, 'TRASPASO A CUENTA PROPIA ES7621000418450200051332', '04', '5720002', 'Traspaso');
  const usd = b.movement(b.day(10, 9), -4_530, 'COMPRA TARJ. 4B**1234 GITHUB INC USD 49,99', '12', '6290000', 'Suscripción');
  b.lines[usd]!.foreign = { currency: '840', amountCents: 4_999 };
  // A payment with no invoice and not booked; a cheque booked and not yet in the bank.
  b.movement(b.day(11, 17), -35_000, 'TRANSFERENCIA A JUAN MARTIN PRIETO', '04', '', '', false);
  b.cheque(b.day(12, 29), 84_700, suppliers[3]!);
}

export function generatePack(seed: number, year = 2025): Pack {
  const random = seeded(seed);
  const used = new Set<string>();
  const company = companies(random, 1, used)[0]!;
  const customers = companies(random, 8, used);
  const suppliers = companies(random, 8, used);
  const utilities = companies(random, 2, used).map((u) => ({ ...u, creditorId: creditorId(u.taxId) }));
  const professional = professionals(random, 1)[0]!;
  const b = new PackBuilder(year, company, int(random, 500_000, 3_000_000));
  for (let month = 1; month <= 12; month++) {
    sales(b, random, customers, month);
    purchases(b, random, suppliers.slice(3), month);
    monthly(b, random, month, utilities, professional);
  }
  traps(b, random, suppliers, customers);
  return b.build(seed, random);
}
