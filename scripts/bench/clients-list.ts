/**
 * How long the clients list takes to search, filter and sort in memory (what every keystroke
 * in its search box costs), for agencies of several sizes. Prints one line per size and query.
 *   npx tsx scripts/bench/clients-list.ts
 */
import { performance } from 'node:perf_hooks';
import { type Company, COMPANY_STATUSES, emptyCompanyStats } from '../../domain/src/records/company.schema.ts';
import { type CompanyQuery, filterCompanies } from '../../web/src/features/clients/model/filter-companies.ts';

const SIZES = [300, 1_000, 10_000];
const RUNS = 41;
const WORDS = ['Panadería', 'Talleres', 'Construcciones', 'Ñandú', 'Hermanos', 'Consultores', 'Gómez', 'Luna'];

function companies(count: number): (Company & { id: string })[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i} S.L.`,
    taxId: `B${String(10_000_000 + i).slice(1)}${i % 10}`,
    invoiceTypes: ['purchases'],
    equivalenceSurcharge: false,
    irpf: false,
    emailIntake: { enabled: false, address: null },
    appUser: { enabled: false, email: null },
    status: COMPANY_STATUSES[i % 3]!,
    createdAt: i,
    stats: { ...emptyCompanyStats(), processed: (i * 37) % 1000, savedSeconds: i * 13 },
  }));
}

const QUERIES: [string, CompanyQuery][] = [
  ['all, by name', { search: '', status: 'all', sort: 'name', direction: 'asc' }],
  ['search "panaderia luna"', { search: 'panaderia luna', status: 'all', sort: 'name', direction: 'asc' }],
  ['active, by processed', { search: '', status: 'active', sort: 'processed', direction: 'desc' }],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// The first run normalises every name once (a new snapshot of the list); later runs, like the
// keystrokes of one search, reuse those keys.
console.log('companies | query | first run ms | median ms');
for (const size of SIZES) {
  for (const [label, query] of QUERIES) {
    const list = companies(size);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      filterCompanies(list, query);
      times.push(performance.now() - started);
    }
    console.log(`${size} | ${label} | ${times[0]!.toFixed(2)} | ${median(times.slice(1)).toFixed(2)}`);
  }
}
