/**
 * Column mapping by exact normalised header aliases (accents stripped, punctuation and currency
 * marks removed). Exact, not "contains": "F.Valor" and "Fecha" both contain "f", and "fecha valor"
 * must never be taken for the operation date. A group row above the header (the AEAT books' two
 * header rows) is combined with each column's name as a second candidate.
 */
import type { TableRow } from './read-table';

export function fixMojibake(text: string): string {
  if (!/[ÃÂ][\u0080-\u00bf]/.test(text)) return text;
  try {
    const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

export function normalizeHeader(text: string): string {
  return fixMojibake(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/º|ª/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(eur|euros|euro|usd)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type Aliases<Role extends string> = Record<Role, readonly string[]>;

export interface HeaderMatch<Role extends string> {
  /** Index in the rows of the header row. */
  index: number;
  row: number;
  /** Columns of each role, in column order (a role may hold several columns, e.g. descriptions). */
  columns: Partial<Record<Role, number[]>>;
  names: string[];
}

function fillForward(cells: readonly string[], width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < width; i++) {
    if (cells[i]) current = cells[i]!;
    out.push(current);
  }
  return out;
}

export function mapColumns<Role extends string>(
  cells: readonly string[],
  group: readonly string[] | null,
  aliases: Aliases<Role>,
): Partial<Record<Role, number[]>> {
  const lookup = new Map<string, Role>();
  for (const role of Object.keys(aliases) as Role[]) for (const alias of aliases[role]) lookup.set(alias, role);
  const groups = group ? fillForward(group, cells.length) : null;
  const columns: Partial<Record<Role, number[]>> = {};
  cells.forEach((cell, i) => {
    const name = normalizeHeader(cell);
    if (!name) return;
    const grouped = groups?.[i] ? normalizeHeader(`${groups[i]} ${cell}`) : null;
    const role = (grouped ? lookup.get(grouped) : undefined) ?? lookup.get(name);
    if (role) (columns[role] ??= []).push(i);
  });
  return columns;
}

/** The first row (among the first 40) whose columns satisfy `accept`. */
export function findHeader<Role extends string>(
  rows: readonly TableRow[],
  aliases: Aliases<Role>,
  accept: (columns: Partial<Record<Role, number[]>>) => boolean,
): HeaderMatch<Role> | null {
  const limit = Math.min(rows.length, 40);
  for (let index = 0; index < limit; index++) {
    const cells = rows[index]!.cells;
    const previous = index > 0 && rows[index - 1]!.row === rows[index]!.row - 1 ? rows[index - 1]!.cells : null;
    const columns = mapColumns(cells, previous, aliases);
    if (accept(columns)) return { index, row: rows[index]!.row, columns, names: cells.map(normalizeHeader) };
  }
  return null;
}
