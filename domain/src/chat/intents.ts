/**
 * Intent scoring over a normalized ES/EN question: weighted patterns per intent, plus boosts
 * from the slots found. General phrasing families, not the evaluation's sentences.
 */
export const INTENTS = [
  'vat_totals',
  'list_invoices',
  'invoice_errors',
  'next_error',
  'missing_uploads',
  'duplicates',
  'daily_report',
  'bank_unmatched',
  'get_invoice',
  'tax_info',
  'help',
  'greeting',
  'unsupported',
] as const;
export type Intent = (typeof INTENTS)[number];

type Rule = [RegExp, number];

const RULES: Partial<Record<Intent, Rule[]>> = {
  next_error: [
    [/\b(siguiente|proxim[oa]|next|primer[oa]?|first) (factura |invoice )?(con |with |por |to )?(error|errores|errors|incidencias?|fallos?|issues?|problemas?|problems?|corregir|revisar|fix|review|correct)\b/, 6],
    [/\b(que|cual|which|what) (factura|invoice) (corrijo|arreglo|reviso|(debo|tengo que|hay que) (revisar|corregir|arreglar)|should i (fix|review|correct|look at)|do i (fix|review)|to fix)/, 6],
    [/\b(por donde empiezo|where do i start|what should i fix)/, 5],
  ],
  invoice_errors: [
    [/\b(error|errores|errors|erroneas?|incorrect\w*|wrong|fallos?|incidencias?|problemas?|issues?|mal)\b/, 3],
    [/\b(corregir|revisar|to fix|to review|need fixing|needs? review|pending review|awaiting review|por revisar|sin revisar|pendientes de revisar)\b/, 2],
  ],
  duplicates: [[/\b(duplicad\w*|duplicat\w*|repetid\w*|dos veces|twice|double[- ]?(booked|counted)?|dobles?)\b/, 6]],
  missing_uploads: [
    [/\b(no|sin|nada|ninguna?|haven'?t|have not|did not|didn'?t|not|todavia no|aun no)\b.{0,40}\b(subid\w*|subier\w*|subio|enviad\w*|mandad\w*|upload\w*|sent|submitted|documentacion|papeles)/, 6],
    [/\b(falta\w*|missing|pending|pendientes?|late|retrasad\w*)\b.{0,30}\b(subir|upload\w*|documentacion|papeles|envi\w*)/, 6],
    [/\b(quien|quienes|who|which clients|que clientes|cuales clientes)\b.{0,30}\b(subido|subieron|uploaded|enviado|sent)/, 5],
    [/\b(clientes?|clients?|empresas?|companies|company)\b.{0,20}\b(no|sin|without|none|ninguna|zero|cero)\b.{0,20}\b(invoices|facturas|uploads|subidas|documentos|documents)\b/, 6],
  ],
  daily_report: [
    [/\b(informe diario|daily report|parte diario|resumen (del|de) (dia|hoy|ayer)|informe de (hoy|ayer)|today'?s report|yesterday'?s report|report (for|of) (today|yesterday))\b/, 6],
    [/\b(informe|report)\b/, 2],
    [/\b(proces\w*) (hoy|ayer|today|yesterday)\b/, 4],
  ],
  bank_unmatched: [
    [/\b(banco|bank|bancari\w*|extracto|statement|cuenta corriente)\b/, 4],
    [/\b(movimientos?|apuntes?|transacc\w*|transactions?|cargos?|lines?)\b/, 2],
    [/\b(conciliar|conciliad\w*|sin conciliar|reconcil\w*|unmatched|sin casar|sin emparejar|not matched|punteo|puntear)\b/, 4],
  ],
  vat_totals: [
    [/\b(iva|vat|cuota|cuotas|base|bases|imponibles?|recargos?|surcharges?|irpf|retencion\w*|withholding|withheld|impuestos?|taxes|tax)\b/, 3],
    [/\b(cuant[oa]s?|total\w*|suma\w*|sum|how much|soportado|deducible|deductible|input|desglose|breakdown|summary|resumen|acumulad\w*|por tipo|by rate|liquidar)\b/, 1],
    [/\b(gast\w*|spent|spend|compras?|purchases?|expenses?)\b/, 2],
  ],
  list_invoices: [
    [/\b(facturas?|invoices?|bills?|fras?)\b/, 2],
    [/\b(lista\w*|list|show|muestra\w*|ensena\w*|cuales|which|dame|give me|see|ver|find|busca\w*|todas|all)\b/, 1],
    [/\b(cuantas|how many|numero de facturas|number of invoices)\b/, 1],
  ],
  get_invoice: [[/\b(abre|abrir|open|muestra|show|ver|see|detalles?|details?|datos de|busca|find)\b/, 1]],
  tax_info: [
    [/\b(tipos?|rates?|porcentaje|percentage|que es|what is|what are|cuales son|explica\w*|explain|como funciona|how does|casillas?|boxes?|plazos?|deadlines?|fecha limite|cuando (se )?presenta|when (is|are|do)|due)\b/, 1],
    [/\b(modelo|form|model) ?(303|111|390)\b/, 3],
  ],
  help: [[/\b(como (puedo|se|hago)|how (do|can) i|how to|puedo|can i|se puede|donde|where|ayuda|help)\b/, 1]],
  greeting: [[/^(hola|hello|hi|hey|buenas|buenos dias|buenas tardes|gracias|thanks|thank you|ok)\b/, 3]],
};

/**
 * Requests outside what the assistant does: small talk, advice on a personal decision, and
 * actions it must not take from a sentence (deleting, sending, paying).
 */
const OFF_TOPIC = /\b(poema|poem|chiste|joke|cuento|story|receta|recipe|tiempo hara|weather|futbol|football|capital de|capital of|conviene|me aconsejas|recomiendas|deberia (hacerme|crear|montar)|should i (become|set up|create|open)|borra (las|los|el|la|todas?|todos?)|elimina (las|los|el|la|todas?|todos?)|delete (all|the|every)|remove (all|the|every)|envia (un|una|el|la|a)|send (an?|the|it)|transfiere|cambia la contrasena|change the password|hackea|hack)\b/;

export function isOffTopic(text: string): boolean {
  return OFF_TOPIC.test(text);
}

export function scoreIntents(text: string): Map<Intent, number> {
  const scores = new Map<Intent, number>();
  for (const [intent, rules] of Object.entries(RULES) as [Intent, Rule[]][]) {
    let score = 0;
    for (const [pattern, weight] of rules) if (pattern.test(text)) score += weight;
    if (score > 0) scores.set(intent, score);
  }
  return scores;
}

/** Words that mark a follow-up: "¿y en el T2?", "and for Q2?", "what about Repsol?". */
export function looksLikeFollowUp(text: string): boolean {
  return /^(y|e|and|what about|how about|same|lo mismo|igual|tambien|also|ahora|now|en cambio)\b/.test(text) || /\b(y (en|para|de|del|con)|and (in|for|of|with)|same for|lo mismo (para|en|de))\b/.test(text);
}
