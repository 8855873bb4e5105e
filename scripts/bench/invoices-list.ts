/**
 * The invoices list with 20,000 invoices: how long turning the documents into rows takes (the
 * first snapshot), how long a live update takes (one invoice processed or corrected), and how
 * long each filter takes (every keystroke and every choice in the filter bar runs one in
 * memory). Budget: filter < 50 ms (DESIGN.md section 10).
 *   npx tsx scripts/bench/invoices-list.ts
 */
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { InvoiceRecordSchema } from '../../domain/src/records/invoice-record.schema.ts';
import { filterInvoices, type RowFilter } from '../../web/src/features/invoices/list/filter-invoices.ts';
import { toInvoiceRow } from '../../web/src/features/invoices/list/invoice-row.ts';
import { RowIndex } from '../../web/src/features/invoices/list/row-index.ts';

const COUNT = 20_000;
const RUNS = 41;
const TIME_ZONE = 'Europe/Madrid';
const SUPPLIERS = ['Panadería Artesana', 'Talleres Ruiz', 'Construcciones Ñandú', 'Gómez Hermanos', 'Consultores Luna', 'Clínica Sonrisa'];
const STATUSES = ['successful', 'successful', 'successful', 'has-errors', 'not-in-euro', 'albaran'] as const;
const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 21, 12);

// What a snapshot hands the row converter: the fields it parses, as the pipeline writes them.
const RowSource = v.pick(InvoiceRecordSchema, ['companyId', 'batchId', 'number', 'date', 'supplierName', 'supplierTaxId', 'total', 'currency', 'status', 'hasErrors', 'fileName', 'createdAt']);
const documents = Array.from({ length: COUNT }, (_, i) => ({
  id: `inv${i}`,
  data: {
    companyId: `c${i % 40}`,
    batchId: `b${Math.floor(i / 25)}`,
    number: `F-2026/${String(i).padStart(5, '0')}`,
    date: new Date(now - (i % 365) * DAY).toISOString().slice(0, 10),
    supplierName: `${SUPPLIERS[i % SUPPLIERS.length]} ${i % 97} SL`,
    supplierTaxId: `B${String(64_717_838 + i).slice(0, 8)}`,
    total: Math.round(i * 137.13) / 100,
    currency: 'EUR',
    status: STATUSES[i % STATUSES.length]! as (typeof STATUSES)[number],
    hasErrors: STATUSES[i % STATUSES.length] !== 'successful',
    fileName: `scan-${i}.pdf`,
    createdAt: now - (i % 400) * DAY - i,
  },
}));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const byId = new Map(documents.map((document) => [document.id, document]));
const toRow = (id: string) => {
  const document = byId.get(id)!;
  return toInvoiceRow({ ...v.parse(RowSource, document.data), id }, TIME_ZONE);
};
const ids = documents.map((document) => document.id);
const index = new RowIndex(toRow);
let started = performance.now();
const rows = index.update(ids.map((id) => ({ type: 'added' as const, id })), ids);
console.log(`first snapshot, ${COUNT} documents to rows: ${(performance.now() - started).toFixed(1)} ms`);
const updates: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const id = ids[(run * 389) % COUNT]!;
  byId.get(id)!.data.status = 'successful';
  started = performance.now();
  index.update([{ type: 'modified', id }], ids);
  updates.push(performance.now() - started);
}
console.log(`live update of one invoice among ${COUNT}: median ${median(updates).toFixed(2)} ms, max ${Math.max(...updates).toFixed(2)} ms`);

const FILTERS: [string, RowFilter][] = [
  ['last 30 days (the default)', { from: '2026-10-23', to: '2026-11-21' }],
  ['has errors, all dates', { status: 'has-errors' }],
  ['one company, this month', { companyId: 'c7', from: '2026-11-01', to: '2026-11-21' }],
  ['search "panaderia"', { query: 'panaderia' }],
  ['search "gomez 2026/0123"', { query: 'gomez 2026/0123' }],
  ['has errors + search "luna" + last 7 days', { status: 'has-errors', query: 'luna', from: '2026-11-15', to: '2026-11-21' }],
];

console.log('filter | matches | first run ms | median ms | max ms');
for (const [label, filter] of FILTERS) {
  const times: number[] = [];
  let matches = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    matches = filterInvoices(rows, filter).length;
    times.push(performance.now() - t0);
  }
  console.log(`${label} | ${matches} | ${times[0]!.toFixed(2)} | ${median(times.slice(1)).toFixed(2)} | ${Math.max(...times).toFixed(2)}`);
}
