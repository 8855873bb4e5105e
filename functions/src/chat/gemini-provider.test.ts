import { answerQuestion } from '@factoria/domain/chat/engine';
import { buildEvalDataset } from '@factoria/domain/chat/eval/seed-data';
import { MemoryChatRepository } from '@factoria/domain/chat/memory-repository';
import { quarterPeriod } from '@factoria/domain/chat/period';
import { formatMoney } from '@factoria/domain/chat/render/answer-builder';
import { vatTotals } from '@factoria/domain/chat/tools/invoice-tools';
import type { ChatClaims } from '@factoria/domain/chat/types';
import { type GenerateRequest, genkit, z } from 'genkit';
import { type MockRespondFn, mockModel } from 'genkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../faq/faq-entries';
import { genkitChatProvider } from './gemini-provider';

const dataset = buildEvalDataset();
const deps = { repo: new MemoryChatRepository(dataset.agencies), faq: FAQ_ENTRIES };
const OWNER: ChatClaims = { accountId: 'demo-agency', role: 'owner' };
const CLIENT: ChatClaims = { accountId: 'demo-agency', role: 'client', companyId: 'panaderia-lopez' };
const Q3 = quarterPeriod(2025, 3);
const question = (text: string, claims: ChatClaims = OWNER, lang: 'es' | 'en' = 'es') => ({ text, lang, claims, today: dataset.today, previous: null });

const ai = genkit({});
const model = mockModel(ai, { name: 'fakeGemini', info: { supports: { tools: true, multiturn: true, systemRole: true } } });
const provider = genkitChatProvider(ai, z, 'fakeGemini');

/** The outputs of the tool responses the model has been sent so far. */
const toolOutputs = (request: GenerateRequest): unknown[] => request.messages.flatMap((m) => m.content.flatMap((part) => (part.toolResponse ? [part.toolResponse.output] : [])));

/** A tool's output as the model received it (its shape is the tool's; read loosely here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read several tools' outputs
type Output = any;

/** Asks for one tool, then writes `write(output)` from what that tool returned. */
function callThenWrite(name: string, input: unknown, write: (output: Output) => string, chunks?: (output: Output) => string[]): MockRespondFn {
  return (request, { sendChunk }) => {
    const [output] = toolOutputs(request);
    if (output === undefined) return { toolRequests: [{ name, input, ref: '1' }] };
    for (const chunk of chunks?.(output) ?? []) sendChunk(chunk);
    return { text: write(output) };
  };
}

beforeEach(() => model.reset());

describe('gemini provider (Genkit, offline with genkit/testing mockModel)', () => {
  it("keeps the model's text when its figures are the tool's, with blocks, figures and sources from the same templates", async () => {
    const expected = await vatTotals(deps.repo, OWNER, { companyId: 'talleres-gomez', period: Q3 });
    model.respondWith(callThenWrite('vatTotals', { companyId: 'talleres-gomez', period: { year: 2025, quarter: 3 } }, (out) => `En el 3T 2025, Talleres Gómez SL tiene un IVA soportado de ${formatMoney(out.cuota, 'es')} sobre una base de ${formatMoney(out.base, 'es')}.`));
    const result = await provider.answer(question('¿Cuánto IVA soportado tiene Talleres Gómez en el tercer trimestre?'), deps);
    expect(result.provider).toBe('gemini');
    expect(result.fallback).toBeUndefined();
    expect(result.answer.text).toContain(formatMoney(expected.data.cuota, 'es'));
    expect(result.answer.intent).toBe('vatTotals');
    const cuota = result.answer.figures.find((f) => f.value === formatMoney(expected.data.cuota, 'es'));
    expect(cuota?.source).toEqual({ kind: 'invoice-list', companyId: 'talleres-gomez', from: Q3.from, to: Q3.to });
    expect(result.answer.blocks.length).toBeGreaterThan(0);
    // The model was given the tool's data, in cents, and the caller's companies in its instructions.
    expect(model.toolResponses.map((t) => t.name)).toEqual(['vatTotals']);
    expect(model.lastRequestText).toContain('talleres-gomez');
  });

  it('falls back to the template answer when the text has a figure no tool returned', async () => {
    model.respondWith(callThenWrite('vatTotals', { companyId: 'talleres-gomez', period: { year: 2025, quarter: 3 } }, (out) => `El IVA soportado es de ${formatMoney(out.cuota + 1234, 'es')}.`));
    const input = question('¿Cuánto IVA soportado tiene Talleres Gómez en el T3?');
    const result = await provider.answer(input, deps);
    const rules = await answerQuestion(input, deps);
    expect(result.fallback).toBe('invented-figures');
    expect(result.invented?.length).toBeGreaterThan(0);
    expect(result.answer).toEqual(rules.answer);
  });

  it('falls back when the model states a figure without calling any tool', async () => {
    model.respondWith({ text: 'Talleres Gómez tiene 42 facturas con errores.' });
    const result = await provider.answer(question('¿Cuántas facturas con errores tiene Talleres Gómez?'), deps);
    expect(result.fallback).toBe('invented-figures');
    expect(result.answer.intent).toBe('invoice_errors');
  });

  it('falls back when the model fails', async () => {
    model.respondWith([new Error('quota exceeded')]);
    const result = await provider.answer(question('Which invoices have errors?', OWNER, 'en'), deps);
    expect(result.fallback).toBe('model-error');
    expect(result.answer.intent).toBe('invoice_errors');
  });

  it("cannot reach another client or agency through a tool argument: the tool refuses and returns no data", async () => {
    model.respondWith(callThenWrite('vatTotals', { companyId: 'talleres-gomez', period: { year: 2025, quarter: 3 } }, () => 'No puedo ver esa empresa.'));
    const result = await provider.answer(question('¿Cuánto IVA tiene Talleres Gómez en el T3?', CLIENT), deps);
    expect(model.toolResponses[0]?.output).toEqual({ error: 'unknown company talleres-gomez' });
    expect(result.answer.text).toBe('No puedo ver esa empresa.');
    expect(JSON.stringify(result.toolResults)).not.toContain('talleres-gomez');

    model.reset();
    const other = dataset.agencies.find((agency) => agency.accountId !== 'demo-agency')!.companies[0]!.id;
    model.respondWith(callThenWrite('listInvoices', { companyId: other }, () => 'No encuentro ese cliente.'));
    await provider.answer(question('Facturas del otro cliente'), deps);
    expect(model.toolResponses[0]?.output).toEqual({ error: `unknown company ${other}` });
  });

  it('reports partial text while it streams, never a partial with an invented figure', async () => {
    const partials: string[] = [];
    const demo = dataset.agencies.find((agency) => agency.accountId === 'demo-agency')!;
    const withErrors = demo.companies.find((c) => demo.invoices.filter((i) => i.companyId === c.id && i.hasErrors).length > 1)!;
    model.respondWith(
      callThenWrite(
        'listInvoices',
        { status: 'errors', companyId: withErrors.id },
        (out) => `${withErrors.name} tiene ${out.count} facturas con errores.`,
        (out) => [`${withErrors.name} tiene `, `${out.count + 1000} `, 'facturas'],
      ),
    );
    const result = await provider.answer(question(`¿Qué facturas con errores tiene ${withErrors.name}?`), deps, { partial: (text) => partials.push(text) });
    expect(result.fallback).toBeUndefined();
    expect(partials[0]).toBe(`${withErrors.name} tiene `);
    expect(partials.some((p) => /\d/.test(p))).toBe(false);
    expect(result.answer.blocks.some((b) => b.type === 'table')).toBe(true);
  });

  it('answers a tax question from the knowledge base tool, with its AEAT citation', async () => {
    model.respondWith(callThenWrite('knowledgeBase', { id: 'vat-rates' }, (out) => `${out.text.es}`));
    const result = await provider.answer(question('¿Cuáles son los tipos de IVA?'), deps);
    expect(result.fallback).toBeUndefined();
    expect(result.answer.citations[0]?.url).toMatch(/^https:\/\/sede\.agenciatributaria\.gob\.es\//);
  });
});

describe('chatProviderFor', () => {
  it('gives `rules` unless `gemini` is configured, and creates the Genkit provider once per model', async () => {
    const { chatProviderFor, rulesProvider } = await import('./chat-provider');
    expect(await chatProviderFor({ provider: 'rules', model: 'gemini-3.5-flash', location: 'eu' })).toBe(rulesProvider);
    expect(await chatProviderFor({ provider: 'anything', model: 'gemini-3.5-flash', location: 'eu' })).toBe(rulesProvider);
    const first = await chatProviderFor({ provider: 'gemini', model: 'gemini-3.5-flash', location: 'eu' });
    expect(first.id).toBe('gemini');
    expect(await chatProviderFor({ provider: 'gemini', model: 'gemini-3.5-flash', location: 'eu' })).toBe(first);
  });
});
