/**
 * The chat evaluation's data set, generated deterministically in code (a seeded PRNG): two
 * agencies, thirty client companies, a year of supplier invoices with VAT, recargo and IRPF,
 * errors and duplicates, uploads, daily reports and one bank session. `npm run ask` uses it
 * when no data file is given; its first agency has the demo's id and company names.
 */
import { cifControl } from '../../tax-id/validate-tax-id';
import type { AgencyData, ChatDataset } from '../memory-repository';
import type { ChatBankLine, ChatCompany, ChatDailyReport, ChatInvoice, ChatUpload, ChatVatLine } from '../types';

export const EVAL_TODAY = '2025-12-10';

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeCif(letter: string, seq: number): string {
  const digits = String(1000000 + seq * 7919).slice(-7);
  const { digit, letter: controlLetter } = cifControl(digits);
  return `${letter}${digits}${'NPQRSW'.includes(letter) ? controlLetter : digit}`;
}

interface SupplierSeed {
  name: string;
  taxId: string;
  prefix: string;
  rates: number[];
  irpf?: number;
}

const SUPPLIERS: SupplierSeed[] = [
  ['Combustibles del Norte SA', 'CN', [21]],
  ['Eléctrica Levante SL', 'EL', [21]],
  ['Telecomunicaciones Iris SA', 'TI', [21]],
  ['Papelería Central SL', 'PC', [21]],
  ['Suministros Industriales Ebro SL', 'SE', [21, 10]],
  ['Distribuciones Alimentarias Ortega SA', 'DA', [10, 4]],
  ['Transportes Rápidos Sur SL', 'TR', [21]],
  ['Limpiezas Brillo SL', 'LB', [21]],
  ['Asesores Jurídicos Martín SLP', 'AJ', [21], 15],
  ['Alquileres Mediterráneo SL', 'AM', [21], 19],
  ['Informática Nexo SL', 'IN', [21]],
  ['Panificadora Villalba SL', 'PV', [4, 10]],
].map(([name, prefix, rates, irpf], index) => ({ name: name as string, prefix: prefix as string, rates: rates as number[], taxId: makeCif(index % 2 ? 'A' : 'B', 100 + index), ...(irpf ? { irpf: irpf as number } : {}) }));

const AGENCY_COMPANIES: Record<string, [string, string, boolean][]> = {
  'demo-agency': [
    ['atlantica', 'Atlántica Distribución SL', false],
    ['talleres-gomez', 'Talleres Gómez SL', false],
    ['talleres-ruiz', 'Talleres Ruiz SL', false],
    ['panaderia-lopez', 'Panadería López SL', true],
    ['ferreteria-sol', 'Ferretería El Sol SL', true],
    ['clinica-dental-vega', 'Clínica Dental Vega SLP', false],
    ['hostal-miramar', 'Hostal Miramar SL', false],
    ['construcciones-arroyo', 'Construcciones Arroyo SA', false],
    ['fruteria-carmen', 'Frutería Carmen SL', true],
    ['estudio-lumen', 'Estudio de Arquitectura Lumen SLP', false],
    ['academia-delta', 'Academia Delta SL', false],
    ['bodegas-ribera', 'Bodegas Ribera Alta SA', false],
    ['viveros-olmo', 'Viveros El Olmo SL', false],
    ['optica-prisma', 'Óptica Prisma SL', true],
    ['nueva-empresa', 'Nueva Empresa SL', false],
    ['autoescuela-rumbo', 'Autoescuela Rumbo SL', false],
  ],
  'asesoria-norte': [
    ['cafeteria-aurora', 'Cafetería Aurora SL', true],
    ['mudanzas-quiros', 'Mudanzas Quirós SL', false],
    ['gimnasio-titan', 'Gimnasio Titán SL', false],
    ['libreria-nogal', 'Librería El Nogal SL', true],
    ['carpinteria-fresno', 'Carpintería Fresno SL', false],
    ['farmacia-robles', 'Farmacia Robles CB', true],
    ['pinturas-iris', 'Pinturas Arcoíris SL', false],
    ['veterinaria-luna', 'Clínica Veterinaria Luna SL', false],
    ['electricidad-voltio', 'Instalaciones Voltio SL', false],
    ['floristeria-azahar', 'Floristería Azahar SL', true],
    ['imprenta-gutenberg', 'Imprenta Gutenberg SA', false],
    ['peluqueria-estilo', 'Peluquería Estilo Norte SL', false],
    ['taller-bicis-pedal', 'Bicicletas Pedal SL', false],
    ['hotel-cumbre', 'Hotel Cumbre Blanca SA', false],
  ],
};

const RECARGO: Record<number, number> = { 21: 5.2, 10: 1.4, 4: 0.5 };
const ERROR_CODES = ['tax-id/checksum', 'vat/cuota-mismatch', 'invoice/total-mismatch', 'invoice/date-missing', 'invoice/supplier-tax-id-missing'];

function buildAgency(accountId: string, name: string, seed: number): AgencyData {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const companyRows = AGENCY_COMPANIES[accountId]!;
  const companies: ChatCompany[] = companyRows.map(([id, companyName], index) => ({ id, name: companyName, taxId: makeCif('B', 1000 * seed + index * 13), status: id === 'nueva-empresa' ? 'pending' : id === 'talleres-ruiz' ? 'inactive' : 'active' }));
  const invoices: ChatInvoice[] = [];
  const uploads: ChatUpload[] = [];
  const sequence = new Map<string, number>();
  companyRows.forEach(([companyId, , recargo], companyIndex) => {
    if (companyId === 'nueva-empresa') return;
    const count = 9 + Math.floor(random() * 8);
    const suppliers = [SUPPLIERS[companyIndex % SUPPLIERS.length]!, pick(SUPPLIERS), pick(SUPPLIERS), SUPPLIERS[(companyIndex * 5 + 3) % SUPPLIERS.length]!];
    const lastMonth = companyIndex % 3 === 0 ? 11 : 12;
    for (let i = 0; i < count; i++) {
      const supplier = pick(suppliers);
      const month = i === 0 && lastMonth === 12 ? 12 : 1 + Math.floor(random() * lastMonth);
      const day = 1 + Math.floor(random() * (month === 12 ? 9 : 28));
      const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const next = (sequence.get(supplier.prefix) ?? Math.floor(random() * 50)) + 1 + Math.floor(random() * 4);
      sequence.set(supplier.prefix, next);
      const vatLines: ChatVatLine[] = supplier.rates.slice(0, 1 + Math.floor(random() * supplier.rates.length)).map((rate) => {
        const base = 2000 + Math.floor(random() * 450000);
        const recargoRate = recargo ? RECARGO[rate]! : 0;
        return { rate, base, cuota: Math.round((base * rate) / 100), recargoRate, recargo: Math.round((base * recargoRate) / 100) };
      });
      const baseTotal = vatLines.reduce((acc, line) => acc + line.base, 0);
      const irpf = supplier.irpf ? { rate: supplier.irpf, amount: Math.round((baseTotal * supplier.irpf) / 100) } : null;
      const total = vatLines.reduce((acc, line) => acc + line.base + line.cuota + line.recargo, 0) - (irpf?.amount ?? 0);
      const roll = random();
      const hasErrors = roll < 0.14;
      const status = roll > 0.97 ? 'albaran' : hasErrors ? 'has-errors' : 'successful';
      const processedAt = Date.parse(`${date}T10:00:00Z`) + Math.floor(random() * 4) * 86400000 + i * 60000;
      const id = `${accountId.slice(0, 4)}-${companyId}-${String(i + 1).padStart(3, '0')}`;
      invoices.push({ id, companyId, number: `${supplier.prefix}-2025-${String(next).padStart(4, '0')}`, date, supplierName: supplier.name, supplierTaxId: supplier.taxId, status, hasErrors, errors: hasErrors ? [pick(ERROR_CODES)] : [], total, vatLines, irpf, duplicateOf: null, processedAt });
      uploads.push({ companyId, uploadedAt: Math.min(processedAt, Date.parse(`${EVAL_TODAY}T09:00:00Z`)) });
    }
  });
  addDuplicates(invoices, uploads, accountId);
  return { accountId, name, timeZone: 'Europe/Madrid', companies, invoices, uploads, dailyReports: reports(invoices, companies), bankSessions: accountId === 'demo-agency' ? [bankSession(invoices, random)] : [] };
}

/** Two invoices delivered twice (same supplier, number and date), flagged like the pipeline does. */
function addDuplicates(invoices: ChatInvoice[], uploads: ChatUpload[], accountId: string): void {
  for (const index of [5, 40]) {
    const original = invoices[index];
    if (!original) continue;
    const copy: ChatInvoice = { ...original, id: `${original.id}-dup`, duplicateOf: original.id, processedAt: original.processedAt + 3600000 };
    invoices.push(copy);
    uploads.push({ companyId: copy.companyId, uploadedAt: copy.processedAt });
  }
  void accountId;
}

function reports(invoices: ChatInvoice[], companies: ChatCompany[]): ChatDailyReport[] {
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return ['2025-12-09', '2025-12-10'].map((day) => {
    const items = invoices.filter((invoice) => new Date(invoice.processedAt).toISOString().slice(0, 10) === day);
    return {
      day,
      counts: { processed: items.length, successful: items.filter((i) => i.status === 'successful').length, withErrors: items.filter((i) => i.hasErrors).length, failed: day === '2025-12-09' ? 1 : 0 },
      items: items.map((invoice) => ({ invoiceId: invoice.id, companyId: invoice.companyId, companyName: names.get(invoice.companyId) ?? '', number: invoice.number, status: invoice.status })),
    };
  });
}

function bankSession(invoices: ChatInvoice[], random: () => number): AgencyData['bankSessions'][number] {
  const companyId = 'talleres-gomez';
  const mine = invoices.filter((invoice) => invoice.companyId === companyId && invoice.date && invoice.date >= '2025-10-01');
  const lines: ChatBankLine[] = mine.map((invoice, index) => ({ id: `line-${index + 1}`, date: invoice.date!, description: `RECIBO ${invoice.supplierName?.toUpperCase()}`, amount: -(invoice.total ?? 0), matched: true }));
  for (let i = 0; i < 4; i++) {
    lines.push({ id: `line-x${i + 1}`, date: `2025-11-${String(3 + i * 6).padStart(2, '0')}`, description: ['TRANSFERENCIA RECIBIDA', 'COMISION MANTENIMIENTO', 'BIZUM ENVIADO', 'CARGO TARJETA'][i]!, amount: (i === 0 ? 1 : -1) * (1500 + Math.floor(random() * 90000)), matched: false });
  }
  return { id: 'bank-2025-11', companyId, status: 'completed', createdAt: Date.parse('2025-12-01T09:00:00Z'), lines };
}

export function buildEvalDataset(): ChatDataset {
  return { today: EVAL_TODAY, agencies: [buildAgency('demo-agency', 'Gestoría Demo', 7), buildAgency('asesoria-norte', 'Asesoría Norte', 19)] };
}

export { SUPPLIERS };
