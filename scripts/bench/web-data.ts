/** The agencies the web benchmarks sign in to, written with the Admin SDK like the tests do. */
import { getFirestore } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import type { LocalInvoice } from '../../web/src/lib/db/local-db.ts';
import { toLocalInvoice } from '../../web/src/features/search/api/projections.ts';
import { createAgency, type CompanySpec } from '../lib/agency-builder.ts';

export interface BenchAgency {
  accountId: string;
  email: string;
  password: string;
}

function madridDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

async function agency(app: App, name: string, companies: CompanySpec[]): Promise<BenchAgency> {
  const accountId = `bench-${name}-${Date.now().toString(36)}`;
  const email = `${accountId}@factoria.test`;
  const password = 'bench-password';
  await createAgency(app, { accountId, name: `Gestoría ${name}`, owner: { email, password, username: 'Bench' }, companies });
  return { accountId, email, password };
}

/** A typical agency: a dozen companies and a month of daily figures, for Lighthouse and axe. */
export async function dashboardAgency(app: App): Promise<BenchAgency> {
  const statuses = ['active', 'active', 'active', 'inactive', 'pending'] as const;
  const companies = Array.from({ length: 12 }, (_, n) => ({
    id: `company-${n}`,
    name: `Empresa ${n} SL`,
    taxId: `B${String(10_000_000 + n).padStart(8, '0')}`,
    status: statuses[n % statuses.length] ?? 'active',
  }));
  const created = await agency(app, 'dashboard', companies);
  const db = getFirestore(app);
  const batch = db.batch();
  for (let day = 0; day < 40; day += 1) {
    const processed = 20 + ((day * 7) % 30);
    const withErrors = day % 5;
    batch.set(db.doc(`accounts/${created.accountId}/dailyStats/${madridDay(day)}`), {
      processed,
      accurate: processed - withErrors,
      withErrors,
      corrected: Math.max(0, withErrors - 1),
      savedSeconds: processed * 110,
      processingMs: processed * 4000,
    });
  }
  await batch.commit();
  return created;
}

const SUPPLIERS = ['Suministros Norte SL', 'Papelería Gómez', 'Eléctrica del Sur SA', 'Transportes Ruiz', 'Café Central', 'Limpiezas Brillo SL', 'Gestión Inmobiliaria Mar', 'Talleres Olmo', 'Telefonía Ibérica SA', 'Distribuciones Vega'];

/** 300 companies, for the search benchmark. */
export const SEARCH_COMPANIES = 300;

/** An agency with 300 active companies in Firestore, for the search benchmark. */
export async function largeAgency(app: App): Promise<BenchAgency> {
  const companies = Array.from({ length: SEARCH_COMPANIES }, (_, n) => ({
    id: `c${n}`,
    name: `Cliente ${n} ${SUPPLIERS[n % SUPPLIERS.length]?.split(' ')[0]} SL`,
    taxId: `B${String(20_000_000 + n).padStart(8, '0')}`,
    status: 'active' as const,
  }));
  const created = await agency(app, 'search', []);
  const db = getFirestore(app);
  const writer = db.bulkWriter();
  for (const company of companies) {
    void writer.set(db.doc(`accounts/${created.accountId}/companies/${company.id}`), { ...company, invoiceTypes: ['purchases'], createdAt: 1 });
  }
  await writer.close();
  return created;
}

/**
 * `count` invoices as the mirror keeps them (the app's own projection of the documents the
 * pipeline writes), spread over the 300 companies and 700 days.
 */
export function mirrorInvoices(accountId: string, count: number): LocalInvoice[] {
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const date = new Date(start + (n % 700) * 86_400_000).toISOString().slice(0, 10);
    return toLocalInvoice(accountId, `inv-${n}`, {
      companyId: `c${n % SEARCH_COMPANIES}`,
      number: `F-${date.slice(0, 4)}/${String(n).padStart(5, '0')}`,
      date,
      supplierName: SUPPLIERS[n % SUPPLIERS.length],
      supplierTaxId: `B${String(30_000_000 + (n % 97)).padStart(8, '0')}`,
      total: Math.round((50 + ((n * 37) % 5000)) * 121) / 100,
      currency: 'EUR',
      status: n % 9 === 0 ? 'has-errors' : 'successful',
      fileName: `factura-${n}.pdf`,
      createdAt: start + n * 60_000,
    });
  });
}
