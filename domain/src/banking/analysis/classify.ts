/**
 * What each bank movement is (banking.md §3, "Income/expense by PGC group"): the diary's contra
 * account where the movement is booked, else rules on the concept and the Norma 43 concepto
 * común; and who the counterparty is (see party.ts).
 */
import { plain } from '../match/text';
import type { Diary, DiaryLine, StatementLine } from '../types';
import { type PartyResolver } from './party';
import type { AnalysisLink, LineInfo, LineKind, PgcGroup } from './types';

const RETURN = /\b(DEVOL|DEVOLUCION|DEVUELTO|RETROCESION|IMPAGAD[OA]|RECHAZ|RETURN|REVERSAL)/;
const RULES: [RegExp, LineKind][] = [
  [/\b(AEAT|HACIENDA|IMPUESTOS?|TRIBUTOS?|AGENCIA TRIBUTARIA|MODELO \d{3}|AYUNTAMIENTO|IBI|IVTM)\b/, 'tax'],
  [/\b(TGSS|SEG(URIDAD)?\.? ?SOC(IAL)?|SEGUROS SOCIALES|TESORERIA GENERAL|RETA|AUTONOMOS)\b/, 'social-security'],
  [/\b(NOMINAS?|SALARIOS?|PAYROLL)\b/, 'payroll'],
  [/\bINTERES(ES)? (DEUDOR|DESCUBIERTO|EXCEDIDO)|\bINTERESES\b/, 'interest'],
  [/\b(COMISION(ES)?|COMIS|COM\.|GASTOS? (DE )?(MANTENIMIENTO|GESTION|CORREO)|CUOTA (ANUAL )?TARJETA|FEE)\b/, 'fee'],
  [/\b(PRESTAMO|PTMO|LEASING|RENTING|AMORTIZACION|CUOTA PRESTAMO|HIPOTECA|CREDITO)\b/, 'loan'],
  [/\b(TRASPASO|CUENTA PROPIA|ENTRE CUENTAS)\b/, 'own-transfer'],
  [/\b(REINTEGRO|CAJERO|RETIRADA( DE)? EFECTIVO|DISPOSICION( EN)? EFECTIVO|ATM)\b/, 'cash'],
  [/\b(COMPRA TARJ|TARJETA|TARJ\.?|COMPRA EN|PAGO MOVIL|APPLE PAY|GOOGLE PAY)\b/, 'card'],
  [/\b(RECIBO|ADEUDO|DOMICILIACION|SEPA CORE|SEPA B2B|MANDATO)\b/, 'direct-debit'],
];
/** AEB Norma 43 conceptos comunes, for lines the words do not explain. */
const CONCEPTS: Record<string, LineKind> = {
  '03': 'direct-debit', '05': 'loan', '11': 'cash', '12': 'card', '14': 'return', '15': 'payroll', '16': 'fee', '17': 'fee',
};

const KIND_GROUP: Record<LineKind, PgcGroup> = {
  collection: '70', payment: '60', 'direct-debit': '62', card: '62', fee: '626', interest: '66', tax: '47',
  'social-security': '64', payroll: '64', loan: '66', 'own-transfer': '57', cash: '57', return: '00', other: '00',
};

/** The PGC group of a diary account (cash basis: settling 430 is a sale, settling 400 a purchase). */
export function groupOfAccount(account: string): PgcGroup | null {
  const a = account.replace(/\D/g, '');
  if (/^(7[0-5]|43|44)/.test(a)) return '70';
  if (/^7[6-9]/.test(a)) return '76';
  if (/^626/.test(a)) return '626';
  if (/^(60|61|40)/.test(a)) return '60';
  if (/^(62|41|65|67|68|69)/.test(a)) return '62';
  if (/^(64|465|476|460)/.test(a)) return '64';
  if (/^(63|47)/.test(a)) return '47';
  if (/^(66|52|17|16|51)/.test(a)) return '66';
  if (/^(57)/.test(a)) return '57';
  if (/^(55|1|2|5)/.test(a)) return '55';
  return null;
}

function kindOfAccount(account: string, amountCents: number): LineKind | null {
  const a = account.replace(/\D/g, '');
  if (/^(476|642)/.test(a)) return 'social-security';
  if (/^(465|640|641)/.test(a)) return 'payroll';
  if (/^(475|473|63)/.test(a)) return 'tax';
  if (/^626/.test(a)) return 'fee';
  if (/^(662|663|669)/.test(a)) return 'interest';
  if (/^(52|17|16|51)/.test(a)) return 'loan';
  if (/^570/.test(a)) return 'cash';
  if (/^57/.test(a)) return 'own-transfer';
  if (/^(43|7)/.test(a) && amountCents > 0) return 'collection';
  return null;
}

export function ruleKind(description: string, concept: string | undefined, amountCents: number): LineKind {
  const text = plain(description);
  if (RETURN.test(text)) return 'return';
  for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  const byConcept = concept ? CONCEPTS[concept] : undefined;
  if (byConcept) return byConcept;
  return amountCents > 0 ? 'collection' : 'payment';
}

/** The contra account of the entry that books a bank line: its largest line off the 572 accounts. */
function contraAccounts(diary: Diary | null, links: readonly AnalysisLink[]): Map<number, string> {
  const byRow = new Map<number, DiaryLine>();
  const byEntry = new Map<string, DiaryLine[]>();
  for (const line of diary?.lines ?? []) {
    byRow.set(line.row, line);
    const key = `${line.entry}|${line.date}`;
    const list = byEntry.get(key);
    if (list) list.push(line);
    else byEntry.set(key, [line]);
  }
  const out = new Map<number, string>();
  for (const link of links) {
    for (const diaryRow of link.diaryRows) {
      const booked = byRow.get(diaryRow);
      if (!booked) continue;
      const contra = (byEntry.get(`${booked.entry}|${booked.date}`) ?? [])
        .filter((l) => !l.account.startsWith('572'))
        .sort((a, b) => Math.abs(b.debitCents - b.creditCents) - Math.abs(a.debitCents - a.creditCents))[0];
      if (contra) for (const row of link.bankRows) if (!out.has(row)) out.set(row, contra.account);
    }
  }
  return out;
}

/** Rows of returned direct debits: a credit saying so and the earlier charge of the same amount. */
export function returnedRows(lines: readonly StatementLine[]): Set<number> {
  const out = new Set<number>();
  lines.forEach((line) => {
    if (line.amountCents <= 0 || !(RETURN.test(plain(line.description)) || line.concept === '14')) return;
    const day = Date.parse(line.date);
    const charge = lines
      .filter((o) => o.amountCents === -line.amountCents && !out.has(o.row) && Date.parse(o.date) <= day && day - Date.parse(o.date) <= 40 * 86_400_000)
      .at(-1);
    if (charge) {
      out.add(charge.row);
      out.add(line.row);
    }
  });
  return out;
}

export function classifyLines(
  lines: readonly StatementLine[],
  diary: Diary | null,
  links: readonly AnalysisLink[],
  parties: PartyResolver,
): LineInfo[] {
  const contra = contraAccounts(diary, links);
  const invoicesOf = new Map<number, string[]>();
  for (const link of links) for (const row of link.bankRows) invoicesOf.set(row, [...(invoicesOf.get(row) ?? []), ...link.invoiceRefs]);
  const returned = returnedRows(lines);
  return lines.map((line) => {
    const account = contra.get(line.row) ?? null;
    const rule = ruleKind(line.description, line.concept, line.amountCents);
    const accountGroup = account ? groupOfAccount(account) : null;
    const kind = returned.has(line.row) && line.amountCents > 0 ? 'return' : (account ? kindOfAccount(account, line.amountCents) : null) ?? rule;
    const invoiceRefs = invoicesOf.get(line.row) ?? [];
    return {
      row: line.row,
      date: line.date,
      amountCents: line.amountCents,
      description: line.description,
      group: accountGroup ?? KIND_GROUP[kind],
      kind,
      source: accountGroup ? 'diary' : 'rule',
      account,
      party: parties.resolve(line.description, invoiceRefs),
      invoiceRefs,
      returned: returned.has(line.row),
    };
  });
}
