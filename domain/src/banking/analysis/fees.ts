/** Bank fees and interest by kind (maintenance, transfers, cards, returns...), against last year. */
import { plain } from '../match/text';
import type { FeeKind, FeeRow, Fees, LineInfo } from './types';

const KINDS: [RegExp, FeeKind][] = [
  [/\b(DESCUBIERTO|EXCEDIDO|RECLAMACION POSICION DEUDORA|POSICION DEUDORA)\b/, 'overdraft'],
  [/\bINTERES/, 'interest'],
  [/\b(DEVOL|IMPAGAD|RECHAZ)/, 'return'],
  [/\b(MANTENIMIENTO|ADMINISTRACION|CUOTA MENSUAL|CUOTA SERVICIO)\b/, 'maintenance'],
  [/\b(TRANSF|TRANSFERENCIA|REMESA|EMISION|SEPA|ORDEN)/, 'transfer'],
  [/\b(TARJ|TARJETA|CARD|TPV)/, 'card'],
  [/\b(CAJERO|EFECTIVO|REINTEGRO|ATM)\b/, 'cash'],
];

export function feeKind(description: string): FeeKind {
  const text = plain(description);
  return KINDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

const kindOf = (line: LineInfo): FeeKind => (line.kind === 'interest' ? 'interest' : line.feeKind ?? feeKind(line.description));

export function fees(lines: readonly LineInfo[], lastYear: readonly LineInfo[]): Fees {
  const rows = new Map<FeeKind, FeeRow>();
  const isFee = (l: LineInfo) => (l.kind === 'fee' || l.kind === 'interest') && l.amountCents < 0;
  const row = (kind: FeeKind) => {
    let r = rows.get(kind);
    if (!r) rows.set(kind, (r = { kind, cents: 0, count: 0, lastYearCents: 0, refs: { lines: [] } }));
    return r;
  };
  for (const line of lines.filter(isFee)) {
    const r = row(kindOf(line));
    r.cents -= line.amountCents;
    r.count += 1;
    r.refs.lines.push(line.row);
  }
  for (const line of lastYear.filter(isFee)) {
    const r = row(kindOf(line));
    r.lastYearCents -= line.amountCents;
    (r.refs.lastYear ??= []).push(line.row);
  }
  const list = [...rows.values()].sort((a, b) => b.cents - a.cents || a.kind.localeCompare(b.kind));
  return { totalCents: list.reduce((s, r) => s + r.cents, 0), lastYearCents: list.reduce((s, r) => s + r.lastYearCents, 0), rows: list };
}
