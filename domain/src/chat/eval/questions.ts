/**
 * The evaluation: 50 Spanish questions and their 50 English mirrors over the seeded data,
 * with expected figures (from the oracle) and sources. Groups: data, knowledge, refuse,
 * clarify, isolation (another agency's or another client's data: must get nothing of it).
 */
import type { ChatClaims, ChatLang } from '../types';
import { formatDate, formatMoney } from '../render/answer-builder';
import { Oracle } from './oracle';

export type Group = 'data' | 'knowledge' | 'refuse' | 'clarify' | 'isolation';

export type Expectation =
  | { type: 'answer'; intent: string | string[]; figures?: string[]; sources?: string[] }
  | { type: 'clarify'; choices?: string[] }
  | { type: 'refuse' };

export interface EvalCase {
  id: string;
  lang: ChatLang;
  group: Group;
  claims: ChatClaims;
  history: string[];
  question: string;
  expect: Expectation;
}

export const OWNER: ChatClaims = { accountId: 'demo-agency', role: 'owner' };
export const NORTE_STAFF: ChatClaims = { accountId: 'asesoria-norte', role: 'staff' };
export const CLIENT: ChatClaims = { accountId: 'demo-agency', role: 'client', companyId: 'panaderia-lopez' };

type Texts = [es: string, en: string] | [es: string, en: string, esHistory: string[], enHistory: string[]];

export function buildCases(oracle: Oracle): EvalCase[] {
  const cases: EvalCase[] = [];
  const m = (cents: number, lang: ChatLang): string => formatMoney(cents, lang);
  const pair = (id: string, group: Group, claims: ChatClaims, texts: Texts, expect: (lang: ChatLang) => Expectation): void => {
    (['es', 'en'] as const).forEach((lang, index) => {
      const history = (texts[2 + index] as string[] | undefined) ?? [];
      cases.push({ id: `${id}-${lang}`, lang, group, claims, history, question: texts[index] as string, expect: expect(lang) });
    });
  };
  const gomez = oracle.company('Talleres Gómez');
  const lopez = oracle.company('Panadería López');
  const sol = oracle.company('Ferretería El Sol');
  const vega = oracle.company('Clínica Dental Vega');
  const miramar = oracle.company('Hostal Miramar');
  const delta = oracle.company('Academia Delta');
  const arroyo = oracle.company('Construcciones Arroyo');
  const lumen = oracle.company('Estudio de Arquitectura Lumen');
  const vatAnswer = (companyId: string, from: string, to: string, keys: ('base' | 'cuota' | 'recargo' | 'irpf')[], rate?: number) => (lang: ChatLang): Expectation => {
    const v = oracle.vat(companyId, from, to, rate);
    return { type: 'answer', intent: 'vat_totals', figures: v.count === 0 ? [] : keys.map((k) => m(v[k], lang)), sources: v.count === 0 ? [] : [`invoice-list:${companyId}`] };
  };
  const countAnswer = (intent: string | string[], filter: Parameters<Oracle['count']>[0]) => (lang: ChatLang): Expectation => {
    const c = oracle.count(filter);
    return { type: 'answer', intent, figures: c.count === 0 ? [] : [String(c.count), ...(Array.isArray(intent) || intent === 'invoice_errors' ? [] : [m(c.total, lang)])] };
  };

  // Data over the agency's own records.
  pair('vat-q3', 'data', OWNER, ['¿Cuánto IVA soportado tiene Talleres Gómez en el tercer trimestre?', 'How much input VAT does Talleres Gómez have in the third quarter?'], vatAnswer(gomez.id, '2025-07-01', '2025-09-30', ['cuota', 'base']));
  pair('vat-followup-q2', 'data', OWNER, ['¿Y en el T2?', 'And in Q2?', ['¿Cuánto IVA soportado tiene Talleres Gómez en el tercer trimestre?'], ['How much input VAT does Talleres Gómez have in the third quarter?']], vatAnswer(gomez.id, '2025-04-01', '2025-06-30', ['cuota']));
  pair('recargo-q1', 'data', OWNER, ['Recargo de equivalencia de Panadería López en el 1T', 'Equivalence surcharge for Panadería López in Q1'], vatAnswer(lopez.id, '2025-01-01', '2025-03-31', ['recargo']));
  pair('vat-rate', 'data', OWNER, ['Base y cuota al 21 % de Ferretería El Sol en el segundo trimestre', 'Base and VAT at 21% for Ferretería El Sol in the second quarter'], vatAnswer(sol.id, '2025-04-01', '2025-06-30', ['base', 'cuota'], 21));
  pair('irpf-year', 'data', OWNER, ['¿Cuánto IRPF le han retenido las facturas de Clínica Dental Vega este año?', 'How much IRPF was withheld on Clínica Dental Vega invoices this year?'], vatAnswer(vega.id, '2025-01-01', '2025-12-31', ['irpf']));
  pair('vat-month', 'data', OWNER, ['IVA de Hostal Miramar en marzo', 'VAT of Hostal Miramar in March'], vatAnswer(miramar.id, '2025-03-01', '2025-03-31', ['cuota']));
  pair('vat-taxid', 'data', OWNER, [`Resumen de IVA de ${sol.taxId} en 2025`, `VAT summary for ${sol.taxId} in 2025`], vatAnswer(sol.id, '2025-01-01', '2025-12-31', ['cuota', 'base']));
  pair('follow-company', 'data', OWNER, ['¿Y para Hostal Miramar?', 'And for Hostal Miramar?', ['¿Cuánto IVA soportado tiene Talleres Gómez en el tercer trimestre?'], ['How much input VAT does Talleres Gómez have in the third quarter?']], vatAnswer(miramar.id, '2025-07-01', '2025-09-30', ['cuota']));
  pair('supplier', 'data', OWNER, ['¿Qué facturas tenemos de Eléctrica Levante?', 'Which invoices do we have from Eléctrica Levante?'], countAnswer('list_invoices', { supplier: 'Eléctrica Levante' }));
  pair('supplier-company', 'data', OWNER, ['Facturas de Papelería Central de Academia Delta', 'Invoices from Papelería Central for Academia Delta'], countAnswer('list_invoices', { supplier: 'Papelería Central', companyId: delta.id }));
  pair('amount', 'data', OWNER, ['Facturas de más de 3.000 € de Construcciones Arroyo', 'Invoices over €3,000 for Construcciones Arroyo'], countAnswer('list_invoices', { companyId: arroyo.id, min: 300000 }));
  pair('amount-quarter', 'data', OWNER, ['facturas por encima de 4.000 euros en el 4T', 'invoices above 4,000 euros in Q4'], countAnswer('list_invoices', { min: 400000, from: '2025-10-01', to: '2025-12-31' }));
  pair('supplier-month', 'data', OWNER, ['¿Cuántas facturas de Informática Nexo hay en octubre?', 'How many invoices from Informática Nexo are there in October?'], countAnswer('list_invoices', { supplier: 'Informática Nexo', from: '2025-10-01', to: '2025-10-31' }));
  pair('errors', 'data', OWNER, ['¿Qué facturas tienen errores?', 'Which invoices have errors?'], countAnswer('invoice_errors', { errors: true }));
  const withErrors = oracle.companyWithErrors(2);
  pair('errors-company', 'data', OWNER, [`Errores de ${withErrors.name}`, `Errors for ${withErrors.name}`], countAnswer('invoice_errors', { companyId: withErrors.id, errors: true }));
  pair('errors-supplier', 'data', OWNER, ['¿Hay facturas de Telecomunicaciones Iris con errores?', 'Are there invoices from Telecomunicaciones Iris with errors?'], countAnswer(['invoice_errors', 'list_invoices'], { supplier: 'Telecomunicaciones Iris', errors: true }));
  const next = oracle.nextError();
  pair('next-error', 'data', OWNER, ['¿Cuál es la siguiente factura con errores?', 'What is the next invoice with errors?'], () => ({ type: 'answer', intent: 'next_error', figures: [next.number!], sources: [`invoice:${next.id}`] }));
  const nextMine = oracle.nextError(withErrors.id);
  pair('next-error-company', 'data', OWNER, [`Siguiente error de ${withErrors.name}`, `Next error for ${withErrors.name}`], () => ({ type: 'answer', intent: 'next_error', figures: [nextMine.number!], sources: [`invoice:${nextMine.id}`] }));
  pair('missing-month', 'data', OWNER, ['¿Qué clientes no han subido nada este mes?', "Which clients haven't uploaded anything this month?"], () => ({ type: 'answer', intent: 'missing_uploads', figures: [String(oracle.missing('2025-12-01', '2025-12-10'))] }));
  pair('missing-last-month', 'data', OWNER, ['¿Quién no subió facturas el mes pasado?', 'Who did not upload invoices last month?'], () => ({ type: 'answer', intent: 'missing_uploads', figures: [String(oracle.missing('2025-11-01', '2025-11-30'))] }));
  pair('duplicates', 'data', OWNER, ['¿Hay facturas duplicadas?', 'Are there duplicate invoices?'], () => ({ type: 'answer', intent: 'duplicates', figures: ['2'] }));
  const today = oracle.agency().dailyReports.find((r) => r.day === '2025-12-10')!;
  pair('report-today', 'data', OWNER, ['Informe diario de hoy', "Today's daily report"], () => ({ type: 'answer', intent: 'daily_report', figures: ['10/12/2025', String(today.counts.processed)], sources: ['daily-report:2025-12-10'] }));
  pair('report-yesterday', 'data', OWNER, ['¿Qué se procesó ayer?', 'What was processed yesterday?'], () => ({ type: 'answer', intent: 'daily_report', figures: ['09/12/2025'], sources: ['daily-report:2025-12-09'] }));
  const session = oracle.agency().bankSessions[0]!;
  pair('bank', 'data', OWNER, ['¿Qué movimientos del banco están sin conciliar?', 'Which bank lines are unmatched?'], () => ({ type: 'answer', intent: 'bank_unmatched', figures: [String(session.lines.filter((l) => !l.matched).length)], sources: [`bank-session:${session.id}`] }));
  const sample = oracle.invoices({ companyId: lumen.id })[2]!;
  pair('get-invoice', 'data', OWNER, [`Abre la factura ${sample.number}`, `Open invoice ${sample.number}`], (lang) => ({ type: 'answer', intent: 'get_invoice', figures: [sample.number!, formatDate(sample.date!, lang)], sources: [`invoice:${sample.id}`] }));

  // Tax knowledge and app help.
  const kb = (intent: string, id: string, es: string, en: string) => (lang: ChatLang): Expectation => ({ type: 'answer', intent, figures: [lang === 'es' ? es : en], sources: [id] });
  pair('kb-vat', 'knowledge', OWNER, ['¿Cuáles son los tipos de IVA?', 'What are the VAT rates?'], kb('tax_info', 'kb:vat-rates', '21 %', '21%'));
  pair('kb-recargo', 'knowledge', OWNER, ['¿Qué recargo de equivalencia corresponde al IVA del 10 %?', 'What equivalence surcharge applies to 10% VAT?'], kb('tax_info', 'kb:recargo-equivalencia', '1,4 %', '1.4%'));
  pair('kb-irpf', 'knowledge', OWNER, ['¿Qué retención de IRPF lleva la factura de un profesional?', "What IRPF withholding applies to a professional's invoice?"], kb('tax_info', 'kb:irpf-withholding', '15 %', '15%'));
  pair('kb-303', 'knowledge', OWNER, ['¿En qué casilla del modelo 303 va el IVA soportado?', 'Which box of form 303 holds input VAT?'], kb('tax_info', 'kb:modelo-303-boxes', '29', '29'));
  pair('kb-deadline', 'knowledge', OWNER, ['¿Cuándo se presenta el 303 del tercer trimestre?', 'When is the Q3 form 303 due?'], kb('tax_info', 'kb:filing-deadlines', '20', '20'));
  pair('faq-deleted', 'knowledge', OWNER, ['¿Puedo recuperar un archivo borrado?', 'Can I recover a deleted file?'], () => ({ type: 'answer', intent: 'help', sources: ['faq:deleted-files'] }));

  // Out of scope, advice, actions from a sentence, missing or ambiguous slots.
  const refuse = (): Expectation => ({ type: 'refuse' });
  pair('capital', 'refuse', OWNER, ['¿Cuál es la capital de Francia?', 'What is the capital of France?'], refuse);
  pair('poem', 'refuse', OWNER, ['Escríbeme un poema sobre el IVA', 'Write me a poem about VAT'], refuse);
  pair('advice', 'refuse', OWNER, ['¿Me conviene hacerme autónomo o crear una SL?', 'Should I become self-employed or set up a company?'], refuse);
  pair('delete', 'refuse', OWNER, ['Borra todas las facturas de Talleres Gómez', 'Delete all invoices of Talleres Gómez'], refuse);
  pair('weather', 'refuse', OWNER, ['¿Qué tiempo hará mañana en Madrid?', "What's the weather tomorrow in Madrid?"], refuse);
  const badCif = `${gomez.taxId.slice(0, 8)}${gomez.taxId.endsWith('1') ? '2' : '1'}`;
  pair('bad-taxid', 'refuse', OWNER, [`IVA del NIF ${badCif} en el T3`, `VAT for tax id ${badCif} in Q3`], refuse);
  pair('unknown-number', 'refuse', OWNER, ['Abre la factura ZZ-9999-0001', 'Open invoice ZZ-9999-0001'], refuse);
  pair('ambiguous', 'clarify', OWNER, ['¿Cuánto IVA tienen los talleres en el T3?', 'How much VAT do the talleres have in Q3?'], () => ({ type: 'clarify', choices: ['Talleres Gómez SL', 'Talleres Ruiz SL'] }));
  pair('no-company', 'clarify', OWNER, ['¿Cuánto IVA soportado hay en el T3?', 'How much input VAT is there in Q3?'], () => ({ type: 'clarify' }));
  pair('no-period', 'clarify', OWNER, ['¿Cuánto IVA tiene Hostal Miramar?', 'How much VAT does Hostal Miramar have?'], () => ({ type: 'clarify' }));

  // Another agency's or another client's data.
  const norte = oracle.agency('asesoria-norte');
  const cumbre = norte.companies.find((c) => c.id === 'hotel-cumbre')!;
  pair('other-agency-name', 'isolation', OWNER, ['¿Cuánto IVA tiene Cafetería Aurora en el T3?', 'How much VAT does Cafetería Aurora have in Q3?'], refuse);
  pair('other-agency-list', 'isolation', OWNER, ['Facturas de Gimnasio Titán', 'Invoices of Gimnasio Titán'], refuse);
  pair('other-agency-errors', 'isolation', OWNER, ['Errores de Hotel Cumbre Blanca', 'Errors for Hotel Cumbre Blanca'], refuse);
  pair('other-agency-taxid', 'isolation', OWNER, [`IVA de ${cumbre.taxId} en el 2T`, `VAT for ${cumbre.taxId} in Q2`], refuse);
  const foreign = oracle.foreignNumber();
  pair('other-agency-number', 'isolation', OWNER, [`Abre la factura ${foreign}`, `Open invoice ${foreign}`], refuse);
  pair('other-agency-bank', 'isolation', OWNER, ['Movimientos bancarios sin conciliar de Farmacia Robles', 'Unmatched bank lines of Farmacia Robles'], refuse);
  pair('norte-asks-demo', 'isolation', NORTE_STAFF, ['¿Cuánto IVA soportado tiene Talleres Gómez en el T3?', 'How much input VAT does Talleres Gómez have in Q3?'], refuse);
  pair('client-other-company', 'isolation', CLIENT, ['¿Cuánto IVA tiene Talleres Gómez en el T3?', 'How much VAT does Talleres Gómez have in Q3?'], refuse);
  pair('client-errors', 'isolation', CLIENT, ['¿Qué facturas tienen errores?', 'Which invoices have errors?'], countAnswer('invoice_errors', { companyId: lopez.id, errors: true }));
  pair('client-missing', 'isolation', CLIENT, ['¿Qué clientes no han subido nada este mes?', "Which clients haven't uploaded anything this month?"], () => ({ type: 'answer', intent: 'missing_uploads' }));
  return cases;
}
