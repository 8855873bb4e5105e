/** Income and expense by PGC group on a cash basis, with last year's figures by the same rules. */
import type { CategoryRow, LineInfo, PgcGroup } from './types';

const ORDER: PgcGroup[] = ['70', '76', '60', '62', '626', '64', '47', '66', '57', '55', '00'];

export function categories(lines: readonly LineInfo[], lastYear: readonly LineInfo[]): CategoryRow[] {
  const rows = new Map<PgcGroup, CategoryRow>();
  const row = (group: PgcGroup) => {
    let r = rows.get(group);
    if (!r) rows.set(group, (r = { group, inCents: 0, outCents: 0, lastYearInCents: 0, lastYearOutCents: 0, fromDiary: 0, fromRules: 0, refs: { lines: [], lastYear: [] } }));
    return r;
  };
  for (const line of lines) {
    const r = row(line.group);
    if (line.amountCents >= 0) r.inCents += line.amountCents;
    else r.outCents -= line.amountCents;
    if (line.source === 'diary') r.fromDiary += 1;
    else r.fromRules += 1;
    r.refs.lines.push(line.row);
  }
  for (const line of lastYear) {
    const r = row(line.group);
    if (line.amountCents >= 0) r.lastYearInCents += line.amountCents;
    else r.lastYearOutCents -= line.amountCents;
    r.refs.lastYear!.push(line.row);
  }
  return ORDER.filter((g) => rows.has(g)).map((g) => rows.get(g)!);
}
