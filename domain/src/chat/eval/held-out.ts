/**
 * Held-out paraphrases: questions worded differently from the evaluation's, written after the
 * engine and never used to tune it. Their accuracy is reported apart (bench:chat).
 */
import type { ChatLang } from '../types';
import { formatMoney } from '../render/answer-builder';
import type { Oracle } from './oracle';
import { CLIENT, type EvalCase, type Expectation, type Group, NORTE_STAFF, OWNER } from './questions';

export function heldOutCases(oracle: Oracle): EvalCase[] {
  const cases: EvalCase[] = [];
  const add = (lang: ChatLang, group: Group, question: string, expect: Expectation, history: string[] = [], claims = OWNER): void => {
    cases.push({ id: `held-${cases.length + 1}-${lang}`, lang, group, claims, history, question, expect });
  };
  const gomez = oracle.company('Talleres Gómez');
  const optica = oracle.company('Óptica Prisma');
  const bodegas = oracle.company('Bodegas Ribera');
  const vat = (companyId: string, from: string, to: string, lang: ChatLang, key: 'cuota' | 'base' | 'recargo' | 'irpf' = 'cuota'): Expectation => ({
    type: 'answer',
    intent: 'vat_totals',
    figures: [formatMoney(oracle.vat(companyId, from, to)[key], lang)],
  });
  const count = (intent: string | string[], filter: Parameters<Oracle['count']>[0]): Expectation => {
    const c = oracle.count(filter);
    return { type: 'answer', intent, figures: c.count ? [String(c.count)] : [] };
  };

  add('es', 'data', 'Dime el IVA deducible de Talleres Gómez del 3er trimestre', vat(gomez.id, '2025-07-01', '2025-09-30', 'es'));
  add('en', 'data', 'What input tax did Talleres Gomez pay in Q3?', vat(gomez.id, '2025-07-01', '2025-09-30', 'en'));
  add('es', 'data', 'necesito las cuotas de iva de optica prisma de julio a septiembre, el trimestre 3', vat(optica.id, '2025-07-01', '2025-09-30', 'es'));
  add('en', 'data', 'Give me the VAT breakdown for Bodegas Ribera Alta for 2025', vat(bodegas.id, '2025-01-01', '2025-12-31', 'en'));
  add('es', 'data', '¿y el segundo trimestre?', vat(gomez.id, '2025-04-01', '2025-06-30', 'es'), ['Dime el IVA deducible de Talleres Gómez del 3er trimestre']);
  add('en', 'data', 'what about the first quarter?', vat(gomez.id, '2025-01-01', '2025-03-31', 'en'), ['What input tax did Talleres Gomez pay in Q3?']);
  add('es', 'data', 'Enséñame lo que nos ha facturado Limpiezas Brillo', count('list_invoices', { supplier: 'Limpiezas Brillo' }));
  add('en', 'data', 'List all the bills from Transportes Rapidos Sur', count('list_invoices', { supplier: 'Transportes Rápidos Sur' }));
  add('es', 'data', '¿Cuántas facturas erróneas quedan por revisar?', count('invoice_errors', { errors: true }));
  add('en', 'data', 'How many invoices are still wrong?', count('invoice_errors', { errors: true }));
  add('es', 'data', '¿Por dónde empiezo a corregir?', { type: 'answer', intent: 'next_error', figures: [oracle.nextError().number!] });
  add('en', 'data', 'Which invoice should I fix first?', { type: 'answer', intent: 'next_error', figures: [oracle.nextError().number!] });
  add('es', 'data', '¿Quiénes no me han mandado documentación en diciembre?', { type: 'answer', intent: 'missing_uploads', figures: [String(oracle.missing('2025-12-01', '2025-12-31'))] });
  add('en', 'data', 'Which clients are late sending their invoices this month?', { type: 'answer', intent: 'missing_uploads', figures: [String(oracle.missing('2025-12-01', '2025-12-10'))] });
  add('es', 'data', '¿Hay alguna factura repetida?', { type: 'answer', intent: 'duplicates', figures: ['2'] });
  add('en', 'data', 'Did any invoice get uploaded twice?', { type: 'answer', intent: 'duplicates', figures: ['2'] });
  add('es', 'data', 'Pendiente de puntear en el extracto de Talleres Gómez', { type: 'answer', intent: 'bank_unmatched', figures: ['4'] });
  add('en', 'data', 'Show me the report for yesterday', { type: 'answer', intent: 'daily_report', figures: ['09/12/2025'] });
  add('es', 'knowledge', '¿A cuánto está el tipo reducido del IVA?', { type: 'answer', intent: 'tax_info', figures: ['10 %'] });
  add('en', 'knowledge', 'How much is the equivalence surcharge on 21% VAT?', { type: 'answer', intent: 'tax_info', figures: ['5.2%'] });
  add('es', 'knowledge', '¿Hasta qué día tengo para presentar el IVA del cuarto trimestre?', { type: 'answer', intent: 'tax_info', figures: ['30'] });
  add('en', 'knowledge', 'Can I use the app offline?', { type: 'answer', intent: 'help', sources: ['faq:offline'] });
  add('es', 'refuse', 'Cuéntame un chiste de contables', { type: 'refuse' });
  add('en', 'refuse', 'Who won the football match last night?', { type: 'refuse' });
  add('es', 'clarify', 'Quiero saber el IVA de este trimestre', { type: 'clarify' });
  add('en', 'clarify', 'How much VAT does talleres have this year?', { type: 'clarify', choices: ['Talleres Gómez SL', 'Talleres Ruiz SL'] });
  add('es', 'isolation', 'Facturas con errores de Mudanzas Quirós', { type: 'refuse' });
  add('en', 'isolation', 'What is the VAT of Librería El Nogal in Q2?', { type: 'refuse' });
  add('es', 'isolation', 'Dame las facturas de Hostal Miramar', { type: 'refuse' }, [], CLIENT);
  add('en', 'isolation', 'Show the unmatched bank lines of Talleres Gómez', { type: 'refuse' }, [], NORTE_STAFF);
  return cases;
}
