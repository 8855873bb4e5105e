/** A generated pack as the files a gestor would drop, with the right answers in file rows. */
import type { BankFileInput, KnownInvoice } from '../types';
import type { Pack } from './pack-types';
import { type DiaryLayout, type RegisterLayout, renderDiary, renderRegister } from './render-books';
import { type StatementLayout, renderStatement } from './render-statement';

export interface TruthLine {
  row: number;
  /** `r:<row>` of the register or `id:<id>` of a known invoice. */
  invoices: string[];
  diaryRow: number | null;
  ambiguous: boolean;
  identified: boolean;
}

export interface PackFiles {
  files: BankFileInput[];
  knownInvoices: KnownInvoice[];
  companyTaxId: string;
  truth: { lines: TruthLine[]; pendingDiaryRows: number[] };
}

export interface PackLayouts {
  statement: StatementLayout;
  diary: DiaryLayout;
  register: RegisterLayout;
}

export async function packFiles(pack: Pack, layouts: PackLayouts): Promise<PackFiles> {
  const statement = await renderStatement(layouts.statement, pack.lines, pack.openingCents);
  const lastYear = await renderStatement(layouts.statement, pack.lastYearLines, pack.lastYearOpeningCents);
  const diary = await renderDiary(pack, layouts.diary);
  const files: BankFileInput[] = [
    { kind: 'statement', name: statement.name, bytes: statement.bytes },
    { kind: 'lastYear', name: lastYear.name, bytes: lastYear.bytes },
    { kind: 'diary', name: diary.name, bytes: diary.bytes },
  ];
  let refOf: (key: string) => string;
  let knownInvoices: KnownInvoice[] = [];
  if (layouts.register === 'known') {
    knownInvoices = pack.invoices.map((i) => ({
      id: i.key,
      number: i.number,
      date: i.date,
      counterpartyTaxId: i.taxId,
      counterpartyName: i.name,
      totalCents: i.totalCents,
      irpfCents: i.irpfCents,
      kind: i.kind,
    }));
    refOf = (key) => `id:${key}`;
  } else {
    const register = await renderRegister(pack, layouts.register);
    files.push({ kind: 'invoices', name: register.name, bytes: register.bytes });
    refOf = (key) => `r:${register.rows.get(key)}`;
  }
  const lines = pack.lines.map((line, i) => ({
    row: statement.rows[i]!,
    invoices: line.invoices.map(refOf),
    diaryRow: diary.bankRows.get(i) ?? null,
    ambiguous: line.ambiguous,
    identified: line.identified,
  }));
  return { files, knownInvoices, companyTaxId: pack.company.taxId, truth: { lines, pendingDiaryRows: diary.pendingRows } };
}
