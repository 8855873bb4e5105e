/**
 * The command line's JSON (issue 14, item 5): the session result with amounts as numbers in
 * euros, only the fields the issue lists, null for absent inputs; and the business analysis
 * (issue 15, item 4) with the same figures as the web app's, in euros too.
 */
import { analyseSession } from './analysis/analyse-session';
import { analysisInput } from './analysis/analysis-input';
import type { ReconcileResult, Statement } from './types';

const euros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

function statementJson(statement: Statement | null) {
  if (!statement) return null;
  return {
    format: statement.format,
    bank: statement.bank,
    iban: statement.iban,
    currency: statement.currency,
    openingBalance: euros(statement.openingBalanceCents),
    closingBalance: euros(statement.closingBalanceCents),
    lines: statement.lines.map((l) => ({
      row: l.row,
      date: l.date,
      valueDate: l.valueDate,
      amount: euros(l.amountCents),
      description: l.description,
      balance: euros(l.balanceCents),
    })),
  };
}

/** The analysis with every `xCents` field as `x` in euros, like the rest of the JSON. */
export function inEuros(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inEuros);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => (key.endsWith('Cents') && (typeof v === 'number' || v === null) ? [key.slice(0, -5), euros(v)] : [key, inEuros(v)])),
  );
}

/** The business analysis of a command-line session: the automatic matches settle, nothing decided by hand. */
function cliAnalysis(result: ReconcileResult, companyTaxId: string | undefined) {
  if (!result.statement || result.failure) return null;
  const settled = result.matches.filter((m) => m.tier === 'auto');
  const input = analysisInput({ statement: result.statement, lastYear: result.lastYear, diary: result.diary, register: result.invoices, known: [], settled, companyTaxId: companyTaxId ?? null });
  return inEuros(analyseSession(input));
}

export function toCliJson(result: ReconcileResult, companyTaxId?: string) {
  return {
    statement: statementJson(result.statement),
    lastYear: statementJson(result.lastYear),
    diary: result.diary && {
      lines: result.diary.lines.map((l) => ({
        row: l.row,
        entry: l.entry,
        date: l.date,
        account: l.account,
        description: l.description,
        debit: euros(l.debitCents),
        credit: euros(l.creditCents),
      })),
    },
    invoices: result.invoices && {
      items: result.invoices.items.map((i) => ({
        row: i.row,
        number: i.number,
        date: i.date,
        counterpartyTaxId: i.counterpartyTaxId,
        counterpartyName: i.counterpartyName,
        total: euros(i.totalCents),
        kind: i.kind,
      })),
    },
    matches: result.matches.map((m) => ({
      bankRows: m.bankRows,
      invoiceRows: m.invoiceRows,
      diaryRows: m.diaryRows,
      tier: m.tier,
      method: m.method,
      difference: euros(m.differenceCents),
      evidence: m.evidence,
    })),
    unmatched: { bankRows: result.unmatched.bankRows, invoiceRows: result.unmatched.invoiceRows, diaryRows: result.unmatched.diaryRows },
    issues: result.issues,
    analysis: cliAnalysis(result, companyTaxId),
    timings: { ms: result.timings.ms },
  };
}
