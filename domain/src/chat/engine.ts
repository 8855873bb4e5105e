/**
 * The `rules` provider: parse the question against the caller's own directory, call the typed
 * tools with the caller's claims, render the answer from templates. No network, no model.
 */
import type { NamedEntity } from './entities';
import type { ChatContext, Directory, ParsedQuestion } from './parse-question';
import { parseQuestion } from './parse-question';
import { quarterPeriod, yearPeriod } from './period';
import { AnswerBuilder } from './render/answer-builder';
import { renderBank, renderDailyReport, renderMissingUploads } from './render/agency-answers';
import { renderDuplicates, renderErrors, renderInvoice, renderInvoiceList, renderNextError, renderVatTotals } from './render/invoice-answers';
import { type FaqAnswer, exampleQuestions, renderClarifyEntity, renderClarifyPeriod, renderFaq, renderGreeting, renderKb, renderTaxIdNotFound, renderUnknownName, renderUnsupported } from './render/knowledge-answers';
import { bankUnmatched, dailyReport, missingUploads } from './tools/agency-tools';
import { type InvoiceFilter, getInvoice, invoiceErrors, listInvoices, nextError, possibleDuplicates, vatTotals } from './tools/invoice-tools';
import { scopedInvoices, visibleCompanies } from './tools/scope';
import type { ChatAnswer, ChatClaims, ChatCompany, ChatLang, ChatRepository, SourceRef, ToolResult } from './types';

export interface AskInput {
  text: string;
  lang: ChatLang;
  claims: ChatClaims;
  /** `YYYY-MM-DD` in the agency's time zone. */
  today: string;
  previous: ChatContext | null;
}

export interface EngineDeps {
  repo: ChatRepository;
  faq: readonly FaqAnswer[];
}

export interface EngineResult {
  answer: ChatAnswer;
  context: ChatContext | null;
  /** Everything the tools returned this turn: what the answer's figures may come from. */
  toolResults: ToolResult<unknown>[];
  parsed: ParsedQuestion;
}

const NEEDS_ENTITY = ['vat_totals', 'list_invoices', 'invoice_errors', 'next_error', 'duplicates', 'bank_unmatched'];

export async function answerQuestion(input: AskInput, deps: EngineDeps): Promise<EngineResult> {
  const { claims } = input;
  const companies = await visibleCompanies(deps.repo, claims);
  const invoices = await scopedInvoices(deps.repo, claims, {});
  const directory = buildDirectory(companies, invoices);
  const faqQuestions = deps.faq.flatMap((f) => [{ id: f.id, text: f.es.question }, { id: f.id, text: f.en.question }]);
  const parsed = parseQuestion(input.text, { lang: input.lang, today: input.today, directory, previous: input.previous, faqQuestions });
  const b = new AnswerBuilder(parsed.lang);
  const results: ToolResult<unknown>[] = [{ data: { companies }, sources: [{ kind: 'companies' }] }];
  const track = <T>(result: ToolResult<T>): ToolResult<T> => {
    results.push(result as ToolResult<unknown>);
    return result;
  };
  const byId = new Map(companies.map((company) => [company.id, company]));
  const { slots, intent } = parsed;
  const [ty, tm] = input.today.split('-').map(Number) as [number, number];
  const thisQuarter = quarterPeriod(ty, Math.floor((tm - 1) / 3) + 1);
  let context: ChatContext | null = NEEDS_ENTITY.includes(intent) || ['missing_uploads', 'daily_report', 'get_invoice'].includes(intent) ? { intent, slots } : input.previous;
  const finish = (): EngineResult => ({ answer: b.build(intent), context, toolResults: results, parsed });

  if (NEEDS_ENTITY.includes(intent)) {
    if (parsed.ambiguous) {
      renderClarifyEntity(b, parsed.ambiguous.slot, parsed.ambiguous.choices);
      return finish();
    }
    if (!slots.companyId && !slots.supplier && (slots.badTaxId ?? slots.unknownTaxId)) {
      const taxId = (slots.badTaxId ?? slots.unknownTaxId)!;
      track({ data: { taxId, valid: !slots.badTaxId, found: false }, sources: [] });
      renderTaxIdNotFound(b, taxId, !slots.badTaxId);
      return finish();
    }
    if (!slots.companyId && !slots.supplier && parsed.unknownName) {
      renderUnknownName(b, parsed.unknownName);
      context = input.previous;
      return finish();
    }
  }
  const companyId = claims.role === 'client' ? (claims.companyId ?? undefined) : (slots.companyId ?? (companies.length === 1 ? companies[0]!.id : undefined));
  const filter: InvoiceFilter = {};
  if (companyId) filter.companyId = companyId;
  if (slots.supplier) {
    if (slots.supplier.taxId) filter.supplierTaxId = slots.supplier.taxId;
    else filter.supplierName = slots.supplier.name;
  }
  if (slots.period) filter.period = slots.period;
  if (slots.amount) filter.amount = slots.amount;
  if (slots.status) filter.status = slots.status;

  switch (intent) {
    case 'vat_totals': {
      // "How much did we spend with X?" without a client: the supplier's invoices and their total.
      if (!companyId && slots.supplier) {
        const result = track(await listInvoices(deps.repo, claims, filter));
        renderInvoiceList(b, result, byId, describe(b, filter, byId, slots.supplier, result.sources[0]!));
        break;
      }
      if (!companyId) {
        const counts = new Map<string, number>();
        for (const invoice of invoices) counts.set(invoice.companyId, (counts.get(invoice.companyId) ?? 0) + 1);
        const top = [...companies].sort((a, c) => (counts.get(c.id) ?? 0) - (counts.get(a.id) ?? 0) || a.name.localeCompare(c.name)).slice(0, 5);
        renderClarifyEntity(b, 'company', top.map(entity));
        return finish();
      }
      if (!slots.period) {
        const previousQuarter = thisQuarter.kind === 'quarter' && thisQuarter.quarter === 1 ? quarterPeriod(ty - 1, 4) : quarterPeriod(ty, Math.floor((tm - 1) / 3));
        renderClarifyPeriod(b, [thisQuarter, previousQuarter, yearPeriod(ty)]);
        context = { intent, slots: { ...slots, companyId } };
        return finish();
      }
      const args = { companyId, period: slots.period, ...(slots.rate !== undefined ? { rate: slots.rate } : {}) };
      renderVatTotals(b, track(await vatTotals(deps.repo, claims, args)), byId.get(companyId)!);
      break;
    }
    case 'list_invoices': {
      const result = track(await listInvoices(deps.repo, claims, filter));
      renderInvoiceList(b, result, byId, describe(b, filter, byId, slots.supplier, result.sources[0]!));
      break;
    }
    case 'invoice_errors': {
      const errorFilter = { ...filter, status: undefined };
      const result = track(await invoiceErrors(deps.repo, claims, errorFilter));
      renderErrors(b, result, byId, describe(b, errorFilter, byId, slots.supplier, result.sources[0]!));
      break;
    }
    case 'next_error':
      renderNextError(b, track(await nextError(deps.repo, claims, filter)), byId);
      break;
    case 'duplicates': {
      const duplicateFilter = { ...filter, status: undefined };
      const result = track(await possibleDuplicates(deps.repo, claims, duplicateFilter));
      renderDuplicates(b, result, byId, describe(b, duplicateFilter, byId, slots.supplier, result.sources[0]!));
      break;
    }
    case 'missing_uploads': {
      const period = slots.period && slots.period.kind !== 'day' ? slots.period : { kind: 'month' as const, year: ty, month: tm, from: `${input.today.slice(0, 8)}01`, to: input.today };
      renderMissingUploads(b, track(await missingUploads(deps.repo, claims, { period })));
      break;
    }
    case 'daily_report':
      renderDailyReport(b, track(await dailyReport(deps.repo, claims, { day: slots.period?.kind === 'day' ? slots.period.day : input.today })));
      break;
    case 'bank_unmatched':
      renderBank(b, track(await bankUnmatched(deps.repo, claims, companyId ? { companyId } : {})), byId);
      break;
    case 'get_invoice':
      renderInvoice(b, track(await getInvoice(deps.repo, claims, slots.invoiceNumber!)), byId);
      break;
    case 'tax_info':
      renderKb(b, slots.kbId!);
      break;
    case 'help':
      renderFaq(b, deps.faq.find((f) => f.id === slots.faqId)!);
      break;
    case 'greeting':
      renderGreeting(b, exampleQuestions(b.lang, directory.companies, thisQuarter));
      break;
    default:
      renderUnsupported(b, exampleQuestions(b.lang, directory.companies, thisQuarter));
  }
  return finish();
}

function entity(company: ChatCompany): NamedEntity {
  return { id: company.id, name: company.name, taxId: company.taxId };
}

function buildDirectory(companies: ChatCompany[], invoices: { number: string | null; supplierName: string | null; supplierTaxId: string | null }[]): Directory {
  const suppliers = new Map<string, NamedEntity>();
  for (const invoice of invoices) {
    if (!invoice.supplierName) continue;
    const key = invoice.supplierTaxId ?? invoice.supplierName;
    if (!suppliers.has(key)) suppliers.set(key, { id: key, name: invoice.supplierName, taxId: invoice.supplierTaxId });
  }
  return { companies: companies.map(entity), suppliers: [...suppliers.values()], invoiceNumbers: invoices.flatMap((invoice) => (invoice.number ? [invoice.number] : [])) };
}

/** " de Repsol para Talleres Gómez en el 3T 2025": the filters, echoed with their figures. */
function describe(b: AnswerBuilder, filter: InvoiceFilter, companies: Map<string, ChatCompany>, supplier: NamedEntity | undefined, source: SourceRef): string {
  const parts: string[] = [];
  if (supplier) parts.push(b.pick(` de ${supplier.name}`, ` from ${supplier.name}`));
  if (filter.companyId) parts.push(b.pick(` de ${companies.get(filter.companyId)?.name ?? ''}`, ` of ${companies.get(filter.companyId)?.name ?? ''}`));
  if (filter.status === 'successful') parts.push(b.pick(' correctas', ' without errors'));
  if (filter.status === 'errors') parts.push(b.pick(' con errores', ' with errors'));
  if (filter.amount?.min !== undefined) parts.push(b.pick(` de más de ${b.money(filter.amount.min, source)}`, ` over ${b.money(filter.amount.min, source)}`));
  if (filter.amount?.max !== undefined) parts.push(b.pick(` de menos de ${b.money(filter.amount.max, source)}`, ` under ${b.money(filter.amount.max, source)}`));
  if (filter.period) {
    parts.push(` ${b.inPeriod(filter.period, source)}`);
  }
  return parts.join('');
}
