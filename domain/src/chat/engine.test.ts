import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../../functions/src/faq/faq-entries';
import { answerQuestion } from './engine';
import { Oracle } from './eval/oracle';
import { buildCases } from './eval/questions';
import { forbiddenStrings, scoreCase } from './eval/score';
import { buildEvalDataset } from './eval/seed-data';
import { MemoryChatRepository } from './memory-repository';
import type { ChatClaims } from './types';

const dataset = buildEvalDataset();
const deps = { repo: new MemoryChatRepository(dataset.agencies), faq: FAQ_ENTRIES };
const ask = (text: string, claims: ChatClaims, lang: 'es' | 'en' = 'es', previous = null as Parameters<typeof answerQuestion>[0]['previous']) =>
  answerQuestion({ text, lang, claims, today: dataset.today, previous }, deps);

describe('answerQuestion', () => {
  it('answers VAT totals with every figure linked to its invoice list, in the locale format', async () => {
    const { answer } = await ask('¿Cuánto IVA soportado tiene Talleres Gómez en el T3?', { accountId: 'demo-agency', role: 'owner' });
    expect(answer.intent).toBe('vat_totals');
    expect(answer.text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} €/);
    expect(answer.figures.length).toBeGreaterThan(3);
    expect(answer.figures.every((f) => f.source.kind === 'invoice-list' && f.source.companyId === 'talleres-gomez')).toBe(true);
  });

  it('keeps the slots for a follow-up and replaces only what it names', async () => {
    const first = await ask('How much input VAT does Talleres Gómez have in Q3?', { accountId: 'demo-agency', role: 'owner' }, 'en');
    const second = await ask('and in Q2?', { accountId: 'demo-agency', role: 'owner' }, 'en', first.context);
    expect(second.answer.intent).toBe('vat_totals');
    expect(second.answer.text).toContain('Q2 2025');
    expect(second.answer.text).toContain('Talleres Gómez SL');
  });

  it('scopes a client user to their company whatever the question names', async () => {
    const client: ChatClaims = { accountId: 'demo-agency', role: 'client', companyId: 'panaderia-lopez' };
    const errors = await ask('Which invoices have errors?', client, 'en');
    const rows = errors.answer.blocks.flatMap((b) => (b.type === 'table' ? b.rows : []));
    expect(rows.every((r) => r.source.kind !== 'invoice' || r.source.companyId === 'panaderia-lopez')).toBe(true);
    const other = await ask('¿Cuánto IVA tiene Talleres Gómez en el T3?', client);
    expect(other.answer.figures).toEqual([]);
    expect(JSON.stringify(other.toolResults)).not.toContain('talleres-gomez');
  });

  it('never reads another agency, even by its tax id', async () => {
    const norte = dataset.agencies[1]!.companies[0]!;
    const { answer, toolResults } = await ask(`IVA de ${norte.taxId} en el T3`, { accountId: 'demo-agency', role: 'owner' });
    expect(answer.figures.filter((f) => f.kind === 'money')).toEqual([]);
    expect(JSON.stringify(toolResults)).not.toContain(norte.id);
  });

  it('asks for the missing slot, and says honestly what it cannot do', async () => {
    const clarify = await ask('¿Cuánto IVA tiene Hostal Miramar?', { accountId: 'demo-agency', role: 'owner' });
    expect(clarify.answer.blocks[0]).toMatchObject({ type: 'choices' });
    const unsupported = await ask('What is the capital of France?', { accountId: 'demo-agency', role: 'owner' }, 'en');
    expect(unsupported.answer.intent).toBe('unsupported');
    expect(unsupported.answer.blocks[0]).toMatchObject({ type: 'examples' });
  });

  it('answers a supplier total without a client, and never passes input VAT off as output VAT', async () => {
    const owner: ChatClaims = { accountId: 'demo-agency', role: 'owner' };
    const spend = await ask('total gastado con Eléctrica Levante en 2025', owner);
    expect(spend.answer.text).toMatch(/^\d+ facturas de Eléctrica Levante SL en 2025, por un total de/);
    const output = await ask('IVA repercutido de Academia Delta en el T3', owner);
    expect(output.answer.intent).toBe('unsupported');
    expect(output.answer.figures).toEqual([]);
  });

  it('starts afresh on a question with words of its own instead of inheriting filters', async () => {
    const owner: ChatClaims = { accountId: 'demo-agency', role: 'owner' };
    const first = await ask('facturas sin errores de Viveros El Olmo', owner);
    const second = await ask('facturas de Frutería Carmen en noviembre', owner, 'es', first.context);
    expect(second.parsed.followUp).toBe(false);
    expect(second.parsed.slots.status).toBeUndefined();
  });

  it('understands other wordings of the same questions', async () => {
    const owner: ChatClaims = { accountId: 'demo-agency', role: 'owner' };
    const cases: [string, string][] = [
      ['What invoices are pending review?', 'invoice_errors'],
      ['¿Qué factura debo revisar ahora?', 'next_error'],
      ['clients with no invoices in november', 'missing_uploads'],
      ['¿Qué empresas no tienen facturas este mes?', 'missing_uploads'],
      ['Resumen del día de ayer', 'daily_report'],
      ['show me bank transactions that are not reconciled', 'bank_unmatched'],
      ['¿Qué retención se aplica a un alquiler?', 'tax_info'],
      ['list invoices from Informatica Nexo over 1000 euros', 'list_invoices'],
    ];
    for (const [question, intent] of cases) expect((await ask(question, owner)).answer.intent, question).toBe(intent);
    const rate = await ask('iva 21 hostal miramar t1', owner);
    expect(rate.parsed.slots.rate).toBe(21);
  });

  it('answers "no bank sessions" when there are none', async () => {
    const { answer } = await ask('movimientos del banco sin conciliar', { accountId: 'asesoria-norte', role: 'owner' });
    expect(answer.intent).toBe('bank_unmatched');
    expect(answer.text).toContain('No hay sesiones bancarias');
  });
});

describe('the evaluation', () => {
  it('is >= 95% right per language with no invented figure and no leak', async () => {
    const cases = buildCases(new Oracle(dataset));
    expect(cases.filter((c) => c.lang === 'es')).toHaveLength(51);
    const scores = await Promise.all(cases.map((c) => scoreCase(c, dataset, deps, forbiddenStrings(dataset, c.claims))));
    for (const lang of ['es', 'en']) {
      const mine = scores.filter((s) => s.id.endsWith(`-${lang}`));
      expect(mine.filter((s) => s.pass).length / mine.length).toBeGreaterThanOrEqual(0.95);
    }
    expect(scores.flatMap((s) => s.invented)).toEqual([]);
    expect(scores.flatMap((s) => s.leaks)).toEqual([]);
  });
});
