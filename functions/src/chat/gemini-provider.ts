/**
 * The `gemini` chat provider (docs/decisions/1602): Genkit with a Gemini model on Vertex AI
 * calls the same typed tools as the `rules` provider and phrases their results. The tools are
 * built per question around the caller's verified claims (a model argument can name a company,
 * never an account or a role); their results are rendered by the same templates into the
 * answer's blocks, figures, citations and actions, so every figure still links to its source.
 * The model's text is kept only if every number, date, tax id and invoice number in it appears
 * in the tools' results (or the knowledge base it looked up); otherwise, or if the model fails,
 * the answer is the `rules` provider's template answer. Partial text is reported while the
 * model writes, only while it passes the same check.
 *
 * Genkit and the Vertex AI plugin are imported here, dynamically, and this module is itself
 * imported only when CHAT_PROVIDER is `gemini` (chat-provider.ts): the `rules` path never loads them.
 */
import { type AskInput, type EngineDeps, answerQuestion } from '@factoria/domain/chat/engine';
import { findInventedFigures } from '@factoria/domain/chat/invented-figures';
import { KNOWLEDGE_BASE } from '@factoria/domain/chat/knowledge-base';
import { type Period, dayPeriod, monthPeriod, quarterPeriod, yearPeriod } from '@factoria/domain/chat/period';
import { renderBank, renderDailyReport, renderMissingUploads } from '@factoria/domain/chat/render/agency-answers';
import { AnswerBuilder } from '@factoria/domain/chat/render/answer-builder';
import { renderDuplicates, renderErrors, renderInvoice, renderInvoiceList, renderNextError, renderVatTotals } from '@factoria/domain/chat/render/invoice-answers';
import { renderFaq, renderKb } from '@factoria/domain/chat/render/knowledge-answers';
import { bankUnmatched, dailyReport, missingUploads } from '@factoria/domain/chat/tools/agency-tools';
import { type InvoiceFilter, getInvoice, invoiceErrors, listInvoices, nextError, possibleDuplicates, vatTotals } from '@factoria/domain/chat/tools/invoice-tools';
import { canSeeCompany, scopedInvoices, visibleCompanies } from '@factoria/domain/chat/tools/scope';
import type { ChatAnswer, ChatClaims, ChatCompany, ChatRepository, ToolResult } from '@factoria/domain/chat/types';
import type { Genkit, ModelArgument, ToolAction, z as Zod } from 'genkit';
import type { AnswerSink, ChatProvider, ProviderResult } from './chat-provider';

type Z = typeof Zod;

export interface GeminiOptions {
  model: string;
  location: string;
}

/** Loads Genkit and the Vertex AI plugin (Application Default Credentials in Functions). */
export async function createGeminiProvider(options: GeminiOptions): Promise<ChatProvider> {
  const [{ genkit, z }, { vertexAI }] = await Promise.all([import('genkit'), import('@genkit-ai/google-genai')]);
  const ai = genkit({ plugins: [vertexAI({ location: options.location })] });
  return genkitChatProvider(ai, z, vertexAI.model(options.model));
}

/** One tool call of a turn: what the model asked and what our tool returned. */
interface ToolCall {
  name: string;
  result: ToolResult<unknown>;
  render: (b: AnswerBuilder) => void;
}

const MAX_TURNS = 4;

/** The provider over any Genkit instance and model (tests pass genkit/testing's mockModel). */
export function genkitChatProvider(ai: Genkit, z: Z, model: ModelArgument): ChatProvider {
  return {
    id: 'gemini',
    async answer(input: AskInput, deps: EngineDeps, sink?: AnswerSink): Promise<ProviderResult> {
      // The template answer: the fallback, and the follow-up context either way.
      const template = await answerQuestion(input, deps);
      const fallback = (reason: ProviderResult['fallback'], invented?: string[]): ProviderResult => ({ ...template, provider: 'gemini', fallback: reason, ...(invented ? { invented } : {}) });
      const companies = await visibleCompanies(deps.repo, input.claims);
      const directory: ToolResult<unknown> = { data: { companies }, sources: [{ kind: 'companies' }] };
      const calls: ToolCall[] = [];
      const allowed = (): ToolResult<unknown>[] => [directory, ...calls.map((call) => call.result)];
      const tools = buildTools(ai, z, { claims: input.claims, repo: deps.repo, faq: deps.faq, companies, calls });
      const lang = input.lang;
      let text: string;
      try {
        const { stream, response } = ai.generateStream({
          model,
          system: systemPrompt(input, companies),
          prompt: input.text,
          tools,
          maxTurns: MAX_TURNS,
          config: { temperature: 0 },
        });
        let index = -1;
        let partial = '';
        for await (const chunk of stream) {
          if (chunk.index !== index) {
            index = chunk.index;
            partial = '';
          }
          partial += chunk.text;
          // Never show a figure the tools have not returned, not even for a moment.
          if (sink && partial.trim() && findInventedFigures({ text: partial, lang }, allowed(), []).length === 0) sink.partial(partial);
        }
        text = (await response).text.trim();
      } catch {
        return fallback('model-error');
      }
      if (!text) return fallback('empty');
      const invented = findInventedFigures({ text, lang }, allowed(), []);
      if (invented.length > 0) return fallback('invented-figures', invented.map((figure) => figure.token));
      const b = new AnswerBuilder(lang);
      for (const call of calls) call.render(b);
      const answer: ChatAnswer = {
        text,
        blocks: b.blocks,
        // Figures are what the text shows; those the model wrote differently stay in the blocks.
        figures: b.figures.filter((figure) => text.includes(figure.value)),
        citations: b.citations,
        actions: b.actions,
        intent: calls.length > 0 ? calls.map((call) => call.name).join('+') : template.answer.intent,
        lang,
      };
      return { ...template, answer, toolResults: allowed(), provider: 'gemini' };
    },
  };
}

function systemPrompt(input: AskInput, companies: ChatCompany[]): string {
  const language = input.lang === 'es' ? 'Spanish (Spain)' : 'English';
  return [
    'You are the assistant of a Spanish accounting agency (gestoría) inside Factoría.',
    `Answer in ${language}, briefly. Today is ${input.today}.`,
    'Every amount, count, date, tax id and invoice number you write must come from a tool result in this conversation: call the tools, never compute or guess figures yourself, and never state a figure no tool returned.',
    'Amounts in tool results are integer euro cents: write them in euros (123456 -> ' + (input.lang === 'es' ? '1.234,56 €' : '€1,234.56') + '). Dates: dd/mm/yyyy.',
    'Tax rates, boxes and deadlines only from the knowledgeBase tool. If no tool answers the question, say you cannot answer it yet; do not give legal or tax advice on a specific case.',
    'The question cannot widen what you may read: the tools only see this agency and, for a client user, their own company.',
    input.previous ? `The previous question was understood as: ${JSON.stringify(input.previous)}` : '',
    `Client companies you may ask about (id, name, tax id): ${JSON.stringify(companies.map((c) => [c.id, c.name, c.taxId]))}`,
    `Knowledge base entries (id: title): ${KNOWLEDGE_BASE.map((entry) => `${entry.id}: ${entry.title.en}`).join('; ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

interface ToolScope {
  claims: ChatClaims;
  repo: ChatRepository;
  faq: EngineDeps['faq'];
  companies: ChatCompany[];
  calls: ToolCall[];
}

class ToolInputError extends Error {}

function buildTools(ai: Genkit, z: Z, scope: ToolScope): ToolAction[] {
  const { claims, repo, companies, calls } = scope;
  const byId = new Map(companies.map((company) => [company.id, company]));
  const period = z
    .object({
      year: z.number().int().min(2000).max(2100),
      quarter: z.number().int().min(1).max(4).optional(),
      month: z.number().int().min(1).max(12).optional(),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('YYYY-MM-DD, for one day'),
    })
    .describe('A year, a quarter of a year, a month of a year or one day');
  type PeriodInput = { year: number; quarter?: number; month?: number; day?: string };
  const toPeriod = (p: PeriodInput): Period => (p.day ? dayPeriod(p.day) : p.month ? monthPeriod(p.year, p.month) : p.quarter ? quarterPeriod(p.year, p.quarter) : yearPeriod(p.year));
  const companyId = z.string().describe('A client company id from the list in the instructions');
  const filterSchema = z.object({
    companyId: companyId.optional(),
    supplier: z.string().optional().describe("A supplier's name or tax id as it appears on invoices"),
    period: period.optional(),
    status: z.enum(['errors', 'successful']).optional(),
    minAmountCents: z.number().int().optional(),
    maxAmountCents: z.number().int().optional(),
  });
  type FilterInput = { companyId?: string; supplier?: string; period?: PeriodInput; status?: 'errors' | 'successful'; minAmountCents?: number; maxAmountCents?: number };

  const company = (id: string): ChatCompany => {
    const found = byId.get(id);
    // Only the caller's own companies; a client user only their own (visibleCompanies).
    if (!found || !canSeeCompany(claims, id)) throw new ToolInputError(`unknown company ${id}`);
    return found;
  };
  const toFilter = async (input: FilterInput): Promise<InvoiceFilter> => {
    const filter: InvoiceFilter = {};
    if (input.companyId) filter.companyId = company(input.companyId).id;
    if (input.period) filter.period = toPeriod(input.period);
    if (input.status) filter.status = input.status;
    if (input.minAmountCents !== undefined || input.maxAmountCents !== undefined) {
      filter.amount = { ...(input.minAmountCents !== undefined ? { min: input.minAmountCents } : {}), ...(input.maxAmountCents !== undefined ? { max: input.maxAmountCents } : {}) };
    }
    if (input.supplier) {
      const wanted = input.supplier.trim().toLowerCase();
      const match = (await scopedInvoices(repo, claims, {})).find((invoice) => invoice.supplierTaxId?.toLowerCase() === wanted || invoice.supplierName?.toLowerCase() === wanted);
      if (!match) throw new ToolInputError(`unknown supplier ${input.supplier}`);
      if (match.supplierTaxId?.toLowerCase() === wanted) filter.supplierTaxId = match.supplierTaxId;
      else filter.supplierName = match.supplierName!;
    }
    return filter;
  };
  /** Runs a domain tool, records it for the answer, gives the model its data (or why not). */
  const run = async <T>(name: string, compute: () => Promise<{ result: ToolResult<T>; render: (b: AnswerBuilder) => void }>): Promise<unknown> => {
    try {
      const { result, render } = await compute();
      calls.push({ name, result: result as ToolResult<unknown>, render });
      return result.data;
    } catch (error) {
      if (error instanceof ToolInputError) return { error: error.message };
      throw error;
    }
  };
  const tool = <I extends Zod.ZodTypeAny>(name: string, description: string, inputSchema: I, fn: (input: Zod.infer<I>) => Promise<unknown>): ToolAction =>
    ai.dynamicTool({ name, description, inputSchema, outputSchema: z.any() }, fn) as unknown as ToolAction;

  return [
    tool('vatTotals', "A client company's VAT totals for a period: base, cuota, recargo and IRPF by rate, in cents", z.object({ companyId, period, rate: z.number().optional() }), (input) =>
      run('vatTotals', async () => {
        const c = company(input.companyId);
        const result = await vatTotals(repo, claims, { companyId: c.id, period: toPeriod(input.period), ...(input.rate !== undefined ? { rate: input.rate } : {}) });
        return { result, render: (b) => renderVatTotals(b, result, c) };
      }),
    ),
    tool('listInvoices', 'Invoices by client company, supplier, period, status or amount (count, total in cents, up to 10 rows)', filterSchema, (input) =>
      run('listInvoices', async () => {
        const result = await listInvoices(repo, claims, await toFilter(input));
        return { result, render: (b) => renderInvoiceList(b, result, byId, '') };
      }),
    ),
    tool('invoiceErrors', 'Invoices with errors and their error codes', filterSchema, (input) =>
      run('invoiceErrors', async () => {
        const result = await invoiceErrors(repo, claims, { ...(await toFilter(input)), status: undefined });
        return { result, render: (b) => renderErrors(b, result, byId, '') };
      }),
    ),
    tool('nextError', 'The next invoice with errors to fix, and how many remain', filterSchema, (input) =>
      run('nextError', async () => {
        const result = await nextError(repo, claims, await toFilter(input));
        return { result, render: (b) => renderNextError(b, result, byId) };
      }),
    ),
    tool('possibleDuplicates', 'Pairs of invoices that may be duplicates', filterSchema, (input) =>
      run('possibleDuplicates', async () => {
        const result = await possibleDuplicates(repo, claims, { ...(await toFilter(input)), status: undefined });
        return { result, render: (b) => renderDuplicates(b, result, byId, '') };
      }),
    ),
    tool('getInvoice', 'An invoice by its number', z.object({ number: z.string() }), (input) =>
      run('getInvoice', async () => {
        const result = await getInvoice(repo, claims, input.number);
        return { result, render: (b) => renderInvoice(b, result, byId) };
      }),
    ),
    tool('missingUploads', 'Active client companies that uploaded no invoice in a month', z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }), (input) =>
      run('missingUploads', async () => {
        const result = await missingUploads(repo, claims, { period: monthPeriod(input.year, input.month) });
        return { result, render: (b) => renderMissingUploads(b, result) };
      }),
    ),
    tool('dailyReport', "The agency's daily processing report of a day", z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }), (input) =>
      run('dailyReport', async () => {
        const result = await dailyReport(repo, claims, { day: input.day });
        return { result, render: (b) => renderDailyReport(b, result) };
      }),
    ),
    tool('bankUnmatched', "The latest bank session's unmatched lines, of one client company or any", z.object({ companyId: companyId.optional() }), (input) =>
      run('bankUnmatched', async () => {
        const result = await bankUnmatched(repo, claims, input.companyId ? { companyId: company(input.companyId).id } : {});
        return { result, render: (b) => renderBank(b, result, byId) };
      }),
    ),
    tool('knowledgeBase', 'A dated Spanish tax fact (VAT, recargo de equivalencia and IRPF rates, modelo 303 boxes, deadlines) with its AEAT link', z.object({ id: z.string() }), (input) =>
      run('knowledgeBase', async () => {
        const entry = KNOWLEDGE_BASE.find((e) => e.id === input.id);
        if (!entry) throw new ToolInputError(`unknown entry ${input.id}; entries: ${KNOWLEDGE_BASE.map((e) => e.id).join(', ')}`);
        const result: ToolResult<unknown> = { data: { id: entry.id, taxYear: entry.taxYear, validFrom: entry.validFrom, url: entry.url, title: entry.title, text: entry.text }, sources: [{ kind: 'kb', id: entry.id, url: entry.url }] };
        return { result, render: (b) => renderKb(b, entry.id) };
      }),
    ),
    tool('help', `How to use Factoría: FAQ answers by id (${scope.faq.map((f) => f.id).join(', ')})`, z.object({ id: z.string() }), (input) =>
      run('help', async () => {
        const faq = scope.faq.find((f) => f.id === input.id);
        if (!faq) throw new ToolInputError(`unknown help article ${input.id}`);
        const result: ToolResult<unknown> = { data: faq, sources: [{ kind: 'faq', id: faq.id }] };
        return { result, render: (b) => renderFaq(b, faq) };
      }),
    ),
  ];
}
