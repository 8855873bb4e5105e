/** Collects a pack's invoices, movements and diary entries, and books each the way a gestor would. */
import type { Pack, PackEntry, PackInvoice, PackLine } from './pack-types';
import { type Party, type Random, int } from './parties';

export const BANK_ACCOUNT = '5720001';

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export class PackBuilder {
  readonly lines: PackLine[] = [];
  private readonly invoices: PackInvoice[] = [];
  private readonly entries: PackEntry[] = [];
  private sales = 0;

  constructor(
    readonly year: number,
    private readonly company: Party,
    private readonly openingCents: number,
  ) {}

  day(month: number, day: number): string {
    const last = new Date(Date.UTC(this.year, month, 0)).getUTCDate();
    return `${this.year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  }

  nextSale(): number {
    this.sales += 1;
    return this.sales;
  }

  invoice(kind: PackInvoice['kind'], party: Party, date: string, totalCents: number, irpfCents: number, number: string): PackInvoice {
    const invoice = { key: `i${this.invoices.length + 1}`, number, date, kind, taxId: party.taxId, name: party.name, totalCents, irpfCents };
    this.invoices.push(invoice);
    return invoice;
  }

  bookInvoice(invoice: PackInvoice, baseCents: number): void {
    const vat = invoice.totalCents - baseCents;
    const text = `Fra. ${invoice.number} ${invoice.name}`;
    const line = (account: string, name: string, debitCents: number, creditCents: number) => ({ account, name, description: text, debitCents, creditCents, bankLine: null });
    const lines =
      invoice.kind === 'issued'
        ? [line('4300001', invoice.name, invoice.totalCents, 0), line('7000000', 'Ventas', 0, baseCents), line('4770000', 'IVA repercutido', 0, vat)]
        : [
            line(invoice.irpfCents ? '6230000' : '6000000', 'Compras', baseCents, 0),
            line('4720000', 'IVA soportado', vat, 0),
            line(invoice.irpfCents ? '4100001' : '4000001', invoice.name, 0, invoice.totalCents - invoice.irpfCents),
            ...(invoice.irpfCents ? [line('4751000', 'Retenciones', 0, invoice.irpfCents)] : []),
          ];
    this.entries.push({ date: invoice.date, lines });
  }

  /** A bank movement, booked against a contra account unless `booked` is false. */
  movement(date: string, amountCents: number, description: string, concept: string, contra: string, contraName: string, booked = true): number {
    const index = this.lines.length;
    this.lines.push({ date, amountCents, description, concept, invoices: [], booked, ambiguous: false, identified: false, foreign: null });
    if (booked) {
      const bank = { account: BANK_ACCOUNT, name: 'Banco', description, debitCents: Math.max(amountCents, 0), creditCents: Math.max(-amountCents, 0), bankLine: index };
      const other = { account: contra, name: contraName, description, debitCents: bank.creditCents, creditCents: bank.debitCents, bankLine: null };
      this.entries.push({ date, lines: amountCents > 0 ? [bank, other] : [other, bank] });
    }
    return index;
  }

  /** A movement settling invoices: booked against the counterparty's 430/400/410 account. */
  settle(date: string, amountCents: number, description: string, concept: string, invoices: PackInvoice[], identified: boolean): number {
    const first = invoices[0]!;
    const account = first.kind === 'issued' ? '4300001' : first.irpfCents ? '4100001' : '4000001';
    const index = this.movement(date, amountCents, description, concept, account, first.name);
    this.lines[index]!.invoices = invoices.map((i) => i.key);
    this.lines[index]!.identified = identified;
    return index;
  }

  cheque(date: string, amountCents: number, supplier: Party): void {
    const description = `Cheque ${supplier.name}`;
    this.entries.push({
      date,
      lines: [
        { account: '4000001', name: supplier.name, description, debitCents: amountCents, creditCents: 0, bankLine: null },
        { account: BANK_ACCOUNT, name: 'Banco', description, debitCents: 0, creditCents: amountCents, bankLine: null },
      ],
    });
  }

  build(seed: number, random: Random): Pack {
    const order = this.lines.map((_, i) => i).sort((a, b) => this.lines[a]!.date.localeCompare(this.lines[b]!.date) || a - b);
    const position = new Map(order.map((old, now) => [old, now]));
    const entries = this.entries.map((entry) => {
      const shift = entry.lines.some((l) => l.bankLine !== null) && random() < 0.15 ? int(random, 1, 3) : 0;
      return {
        date: addDays(entry.date, shift),
        lines: entry.lines.map((l) => ({ ...l, bankLine: l.bankLine === null ? null : position.get(l.bankLine)! })),
      };
    });
    entries.sort((a, b) => a.date.localeCompare(b.date));
    const lastYearLines: PackLine[] = [];
    for (let i = 0; i < 12; i++) {
      const day = `${this.year - 1}-12-${String(int(random, 1, 31)).padStart(2, '0')}`;
      lastYearLines.push({ date: day, amountCents: -int(random, 300, 20_000), description: 'COMPRA TARJ. 4B**1234 MERCADONA', concept: '12', invoices: [], booked: false, ambiguous: false, identified: false, foreign: null });
    }
    lastYearLines.sort((a, b) => a.date.localeCompare(b.date));
    return {
      seed,
      year: this.year,
      company: this.company,
      openingCents: this.openingCents,
      lines: order.map((i) => this.lines[i]!),
      lastYearOpeningCents: this.openingCents - lastYearLines.reduce((s, l) => s + l.amountCents, 0),
      lastYearLines,
      invoices: this.invoices,
      entries,
    };
  }
}
