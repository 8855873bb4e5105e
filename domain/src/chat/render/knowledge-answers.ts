/** Tax knowledge, app help, clarifications and the honest "I can't answer that yet". */
import type { NamedEntity } from '../entities';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import type { Period } from '../period';
import type { ChatLang } from '../types';
import type { AnswerBuilder } from './answer-builder';
import { periodLabel } from './answer-builder';

export interface FaqAnswer {
  id: string;
  es: { question: string; answer: string };
  en: { question: string; answer: string };
}

export function renderKb(b: AnswerBuilder, kbId: string): void {
  const entry = KNOWLEDGE_BASE.find((e) => e.id === kbId)!;
  b.say(entry.text[b.lang]);
  b.say(b.pick(`(Ejercicio ${entry.taxYear}; fuente: AEAT.)`, `(Tax year ${entry.taxYear}; source: AEAT.)`));
  b.cite({ title: entry.title[b.lang], source: { kind: 'kb', id: entry.id, url: entry.url }, url: entry.url, taxYear: entry.taxYear, validFrom: entry.validFrom });
}

export function renderFaq(b: AnswerBuilder, faq: FaqAnswer): void {
  b.say(faq[b.lang].answer);
  b.cite({ title: faq[b.lang].question, source: { kind: 'faq', id: faq.id } });
}

export function exampleQuestions(lang: ChatLang, companies: readonly NamedEntity[], quarter: Period): string[] {
  const name = companies[0]?.name ?? (lang === 'es' ? 'mi cliente' : 'my client');
  const when = periodLabel(quarter, lang);
  return lang === 'es'
    ? [`¿Cuánto IVA soportado tiene ${name} en el ${when}?`, '¿Qué facturas tienen errores?', '¿Cuál es el siguiente error?', '¿Qué clientes no han subido nada este mes?', '¿Qué tipos de recargo de equivalencia hay?']
    : [`How much input VAT does ${name} have in ${when}?`, 'Which invoices have errors?', 'What is the next error?', 'Which clients have not uploaded anything this month?', 'What are the equivalence surcharge rates?'];
}

export function renderUnsupported(b: AnswerBuilder, examples: string[]): void {
  b.say(b.pick(
    'Todavía no sé responder a eso. Respondo sobre las facturas, clientes, informes y sesiones bancarias de tu gestoría, y sobre tipos, casillas y plazos del IVA. Prueba, por ejemplo:',
    'I can’t answer that yet. I answer about your agency’s invoices, clients, reports and bank sessions, and about VAT rates, boxes and deadlines. Try, for example:',
  ));
  b.blocks.push({ type: 'examples', questions: examples });
}

export function renderGreeting(b: AnswerBuilder, examples: string[]): void {
  b.say(b.pick('Hola. Pregúntame por las facturas, los clientes o el IVA de tu gestoría, por ejemplo:', 'Hello. Ask me about your agency’s invoices, clients or VAT, for example:'));
  b.blocks.push({ type: 'examples', questions: examples });
}

export function renderClarifyEntity(b: AnswerBuilder, slot: 'company' | 'supplier', choices: NamedEntity[]): void {
  b.say(slot === 'company' ? b.pick('¿De qué cliente?', 'Which client?') : b.pick('¿De qué proveedor?', 'Which supplier?'));
  b.blocks.push({ type: 'choices', choices: choices.map((choice) => ({ label: choice.name, question: choice.name })) });
}

export function renderClarifyPeriod(b: AnswerBuilder, periods: Period[]): void {
  b.say(b.pick('¿De qué periodo?', 'For which period?'));
  b.blocks.push({ type: 'choices', choices: periods.map((period) => ({ label: periodLabel(period, b.lang), question: periodLabel(period, b.lang) })) });
}

export function renderUnknownName(b: AnswerBuilder, name: string): void {
  b.say(b.pick(`No encuentro «${name}» entre tus clientes ni sus proveedores, así que no tengo datos suyos.`, `I can’t find “${name}” among your clients or their suppliers, so I have no data about it.`));
}

export function renderTaxIdNotFound(b: AnswerBuilder, taxId: string, valid: boolean): void {
  const source = { kind: 'companies' } as const;
  if (!valid) b.say(b.pick(`El NIF ${b.taxId(taxId, source)} no es válido: su carácter de control no cuadra.`, `The tax id ${b.taxId(taxId, source)} is not valid: its check character is wrong.`));
  else b.say(b.pick(`No encuentro el NIF ${b.taxId(taxId, source)} entre tus clientes ni sus proveedores.`, `I can’t find the tax id ${b.taxId(taxId, source)} among your clients or their suppliers.`));
}
