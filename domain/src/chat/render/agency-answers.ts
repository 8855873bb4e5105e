/** ES/EN answers for the agency tools: missing uploads, daily report, bank session. */
import type { Period } from '../period';
import type { BankUnmatched } from '../tools/agency-tools';
import type { ChatCompany, ChatDailyReport, SourceRef, ToolResult } from '../types';
import type { AnswerBuilder } from './answer-builder';
import { formatDate, formatMoney } from './answer-builder';
import { statusLabel } from './invoice-answers';

export function renderMissingUploads(b: AnswerBuilder, result: ToolResult<{ period: Period; activeCount: number; count: number; companies: ChatCompany[] }>): void {
  const { companies, activeCount, count, period } = result.data;
  const all: SourceRef = { kind: 'companies' };
  const when = b.inPeriod(period, all);
  if (companies.length === 0) {
    b.say(b.pick(`Todos tus clientes activos han subido algo ${when}.`, `All your active clients have uploaded something ${when}.`));
    return;
  }
  const names = companies.slice(0, 8).map((company) => company.name).join(', ');
  b.say(b.pick(
    `${b.count(count, all)} de tus ${b.count(activeCount, all)} clientes activos no han subido nada ${when}: ${names}${companies.length > 8 ? '…' : ''}.`,
    `${b.count(count, all)} of your ${b.count(activeCount, all)} active clients have uploaded nothing ${when}: ${names}${companies.length > 8 ? '…' : ''}.`,
  ));
  b.blocks.push({ type: 'table', columns: [b.pick('Cliente', 'Client'), b.pick('CIF', 'Tax id')], rows: companies.map((company) => ({ cells: [company.name, company.taxId], source: { kind: 'company', id: company.id } })) });
}

export function renderDailyReport(b: AnswerBuilder, result: ToolResult<{ day: string; report: ChatDailyReport | null }>): void {
  const { report, day } = result.data;
  if (!report) {
    b.say(b.pick(`No hay informe diario del ${formatDateLabel(b, day)} todavía.`, `There is no daily report for ${formatDateLabel(b, day)} yet.`));
    return;
  }
  const source = result.sources[0]!;
  const c = report.counts;
  b.say(b.pick(
    `Informe del ${b.date(day, source)}: ${b.count(c.processed, source)} facturas procesadas, ${b.count(c.successful, source)} correctas, ${b.count(c.withErrors, source)} con errores y ${b.count(c.failed, source)} archivos fallidos.`,
    `Report for ${b.date(day, source)}: ${b.count(c.processed, source)} invoices processed, ${b.count(c.successful, source)} successful, ${b.count(c.withErrors, source)} with errors and ${b.count(c.failed, source)} failed files.`,
  ));
  b.blocks.push({
    type: 'table',
    columns: [b.pick('Cliente', 'Client'), b.pick('Número', 'Number'), b.pick('Estado', 'Status')],
    rows: report.items.slice(0, 20).map((item) => ({ cells: [item.companyName, item.number ?? '—', item.status === 'failed' ? b.pick('fallido', 'failed') : statusLabel(b, item.status)], source: item.invoiceId ? { kind: 'invoice', id: item.invoiceId, companyId: item.companyId } : source })),
  });
}

/** A date the question named, echoed when there is no data for it (not a figure of ours). */
function formatDateLabel(b: AnswerBuilder, day: string): string {
  return b.date(day, { kind: 'daily-report', day });
}

export function renderBank(b: AnswerBuilder, result: ToolResult<BankUnmatched>, companies: Map<string, ChatCompany>): void {
  const d = result.data;
  if (!d.session) {
    b.say(b.pick('No hay sesiones bancarias todavía: sube un extracto en Banco para conciliarlo.', 'There are no bank sessions yet: upload a statement in Bank to reconcile it.'));
    return;
  }
  const source = result.sources[0]!;
  const company = companies.get(d.session.companyId)?.name ?? '';
  if (d.unmatched.length === 0) {
    b.say(b.pick(`La última sesión bancaria de ${company} tiene todos sus ${b.count(d.lineCount, source)} movimientos conciliados.`, `The latest bank session of ${company} has all its ${b.count(d.lineCount, source)} lines matched.`));
    return;
  }
  b.say(b.pick(
    `La última sesión bancaria de ${company} tiene ${b.count(d.unmatched.length, source)} de ${b.count(d.lineCount, source)} movimientos sin conciliar, por ${b.money(d.unmatchedAmount, source)}.`,
    `The latest bank session of ${company} has ${b.count(d.unmatched.length, source)} of ${b.count(d.lineCount, source)} lines unmatched, for ${b.money(d.unmatchedAmount, source)}.`,
  ));
  b.blocks.push({
    type: 'table',
    columns: [b.pick('Fecha', 'Date'), b.pick('Concepto', 'Description'), b.pick('Importe', 'Amount')],
    rows: d.unmatched.slice(0, 20).map((line) => ({ cells: [formatDate(line.date, b.lang), line.description, formatMoney(line.amount, b.lang)], source })),
  });
  b.actions.push({ type: 'open-list', source, label: b.pick('Abrir la sesión bancaria', 'Open the bank session') });
}
