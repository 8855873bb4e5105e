/**
 * Label vocabulary in Spanish, Catalan and English, matched against folded text (lower case,
 * no accents). Each field has labels that point at its value and labels that look similar but
 * point elsewhere (due date, order number, subtotal...).
 */
const r = (source: string) => new RegExp(source, 'g');

export const NUMBER_LABELS = {
  strong: [
    // Not inside a word: "devolución factura" is no "nº factura".
    r('(?<![a-z])(?:n(?:u|ú)m(?:ero)?\\.?|no?\\.?|no?o|n\\s?o\\.?|n[e*?]\\.?|#|nr\\.?|ref\\.?)\\s*(?:de\\s*|d[e\']\\s*)?(?:la\\s*)?(?:factura|fra\\.?|invoice|abono|rectificativa|documento?|facture)'),
    // Dutch, German and French: "Factuurnummer", "Rechnungsnr.", "Facture n°".
    r('(?:factuur|rechnungs?|facture)\\s*-?\\s*(?:nummer|nr\\.?|no\\.?|n\\s?o\\.?|numero)(?![a-z])'),
    r('(?:factura|fra\\.|invoice|abono|rectificativa|credit note|nota de credito)(?:\\s+(?:simplificada|rectificativa|de abono|completa))?\\s*(?:n(?:u|ú)m(?:ero)?\\.?|no?\\.?|n\\s?o|#|number|nr\\.?|num\\.?|n\\.)(?![a-z])'),
    r('invoice\\s*(?:no\\.?|number|num\\.?|#|id)(?![a-z])'),
    r('serie\\s*(?:y|/+)?\\s*n(?:u|ú)m(?:ero)?'),
    // "Número // Serie", "Nº / Serie": the value holds both.
    r('(?:n(?:u|ú)m(?:ero)?\\.?|no?\\.?)\\s*(?:y|/+)\\s*serie'),
  ],
  weak: [
    r('(?:^|\\s|:)(?:n(?:u|ú)mero|num\\.?|no\\.?|n\\s?o\\.?|#)\\s*:?(?=\\s|$)'),
    r('(?:^|\\s)(?:factura|invoice|fra\\.?)\\s*:'),
    // OCR reads "Nº" as "Ne", "N°", "N?"...
    r('(?:^|\\s)n[eoa°º?]\\s*[:.]'),
    r('(?:^|\\s)(?:ref(?:erencia)?\\.?|document(?:o)?)\\s*:'),
  ],
  /** For albaranes and proformas their own number labels, otherwise distractors. */
  ownDocument: [
    r('(?:n(?:u|ú)m(?:ero)?\\.?|no?\\.?|n\\s?o\\.?|#)\\s*(?:de\\s*|d\'\\s*)?(?:albaran|albara|proforma|delivery note|presupuesto)'),
    r('(?:albaran|albara|proforma|delivery note|presupuesto)\\s*(?:n(?:u|ú)m(?:ero)?\\.?|no?\\.?|n\\s?o|#|number|nr\\.?)(?![a-z])'),
  ],
  negative: r(
    '(?:pedido|albaran|albara|order|client|customer|cuenta|account|contrato|contract|pagina|page|telefono|tel\\.?|fax|movil|expediente|proveedor|supplier|poliza|socio|cif|nif|dni|iban|swift|bic|lote|ticket de caja|referencia cliente|su referencia|your ref|codigo|cod\\.|abonad|hoja|plazo|rectifica(?:da)? a|factura original|original|sustituye|oficina|registro|tomo|folio|kunden|klant|vertrag|bestell|auftrag|commande|dossier|lieferschein)',
  ),
};

export const DATE_LABELS = {
  strong: [
    r('fecha\\s*(?:de\\s*)?(?:la\\s*)?(?:factura|fra\\.?|emision|expedicion|documento|abono)'),
    r('(?:f\\.|fec\\.)\\s*(?:factura|fra\\.?|emision|expedicion)'),
    r('data\\s*(?:de\\s*(?:la\\s*)?|d\')?(?:factura|emissio|expedicio)'),
    r('(?:invoice|issue|issued|billing)\\s*date|date\\s*(?:of\\s*)?(?:issue|invoice)'),
    r('(?:factuur|rechnungs?)\\s*-?\\s*datum|date\\s*(?:de\\s*(?:la\\s*)?)?facture|date\\s*d\'\\s*emission'),
  ],
  weak: [
    r('(?:^|\\s)(?:fecha|data|date|datum|fec\\.?|f\\.)\\s*:?(?=\\s|$)'),
    r('(?:^|\\s)(?:fecha|data|date)(?=\\s|$)'),
    // Till receipts: "FECHA/HORA....: 04-04-24".
    r('(?:^|\\s)(?:fecha|data|date)\\s*/\\s*(?:hora|time)[\\s.:]*'),
  ],
  negative: r(
    '(?<![a-z])(?:venc|vto|due|pago|payment|entrega|delivery|pedido|order|albaran|albara|operacion|servicio|service|periodo|period|desde|hasta|from|to:|caducidad|validez|valid|impresion|nacimiento|alta|baja|lectura|consumo|contrato|inicio|fin|cargo|devengo|venciment|limite|prevista|envio|salida|llegada|rectifica|original|acumulad|corresponde|devoluci|alb\\.|verval|fallig|zahlungsziel|liefer|lever|bestel|echeance|echue|engagement)',
  ),
};

export const TOTAL_LABELS = {
  strong: [
    r('total\\s*(?:de\\s*(?:la\\s*)?)?(?:factura|fra\\.?|a\\s*pagar|a\\s*abonar|a\\s*percibir|importe|document|abono|invoice|amount|due|general|final|eur(?:os)?|€|\\(eur\\)|\\(€\\)|con\\s*iva|iva\\s*incl)'),
    r('importe\\s*total|import\\s*total|total\\s*import'),
    r('(?:liquido|neto)\\s*a\\s*(?:pagar|percibir)'),
    r('(?:amount|balance|total)\\s*(?:due|payable)|grand\\s*total|invoice\\s*total'),
    r('a\\s*pagar|a\\s*abonar'),
    // Till receipts: "TOTAL COMPRA (iva incl.)", "TOTAL TICKET", "TOTAL VENTA".
    r('total\\s*(?:compra|ticket|venta)(?![a-z])'),
    r('(?:factuur\\s*)?totaal(?:bedrag)?(?![a-z])|(?:gesamt|rechnungs|end)\\s*betrag|gesamtsumme|total\\s*ttc|montant\\s*(?:total|ttc)|net\\s*a\\s*payer|te\\s*betalen'),
  ],
  weak: [r('(?:^|\\s)total(?:es)?(?=\\s|$|:)'), r('importe(?=\\s|$|:)')],
  negative: r(
    '(?:sub\\s*totaa?l|totaal\\s*excl|excl(?:\\.|usief)|hors\\s*t|(?:total|montant)\\s*ht(?![a-z])|zwischen|total\\s*(?:bruto|neto(?!\\s*a)|base|bases|b\\.i|iva|igic|ipsi|impuesto|cuota|retenci|irpf|descuento|dto|lineas|unidades|uds|articulos|items|tax|vat|net|before|excl|sin\\s*iva|recargo|r\\.e|suplidos|pagado|anticipo|entregado|cambio|cantidad|kg|horas|peso|bultos)|base\\s*imponible|suma|pendiente|anticipo|a\\s*cuenta|entregado|cambio|neto(?!\\s*a))',
  ),
};

export const BASE_LABELS = [
  r('base\\s*(?:imponible|imposable|liquidable|taxable|b\\.i\\.?)|b\\.\\s?i\\.|bases?\\s*imp|base\\s*(?:total|iva)?(?=\\s|$|:)|total\\s*bases?'),
  r('sub\\s*total|subtotal|taxable\\s*(?:amount|base)|net\\s*(?:amount|total)|total\\s*(?:neto|net|sin\\s*iva|excl)|importe\\s*neto|suma\\s*(?:neta)?|neto(?=\\s|$|:)|total\\s*bruto|importe\\s*bruto'),
  r('excl(?:\\.|usief)?\\s*(?:btw|vat|mwst)|sub\\s*totaal|(?:total|montant)\\s*ht(?![a-z])|hors\\s*taxes?|netto\\s*(?:betrag|summe)?(?=\\s|$|:)|zwischensumme|grondslag'),
];

export const TAX_CUES = r('(?:^|[^a-z])(iva|igic|ipsi|i\\.v\\.a|vat|tva|mwst|ust|btw|impuesto|impost|cuota|tax)(?![a-z])');
export const IGIC_CUE = r('(?:^|[^a-z])igic(?![a-z])');
export const IPSI_CUE = r('(?:^|[^a-z])ipsi(?![a-z])');
export const IRPF_CUES = r('(?:irpf|retenci|reten\\.|ret\\.|withholding|retencio|i\\.r\\.p\\.f)');
export const RECARGO_CUES = r('(?:recargo|rec\\.?\\s*eq|r\\.\\s?e\\.|req(?:\\.|\\s)|equivalencia|rec\\.\\s*equiv|surcharge)');
export const EXEMPT_CUES = r(
  '(?:exent|exempt|no\\s*sujet|not\\s*subject|inversion\\s*del\\s*sujeto|sujeto\\s*pasivo|reverse\\s*charge|art(?:iculo|\\.)?\\s*(?:20|21|22|25|69|84)|suplido|outlay|(?<![\\d.,])0(?:[.,]0+)?\\s*%)',
);
export const SUMMARY_CUES = r('(?:resumen|desglose|base\\s*imponible|bases\\s*imponibles|b\\.\\s?i\\.|cuota|impuestos|tax\\s*summary|vat\\s*summary|total)');

export const SUPPLIER_CUES = r(
  '(?:proveedor|emisor|emitida\\s*por|expedidor|vendedor|prestador|from:|supplier|seller|vendor|datos\\s*del\\s*emisor|razon\\s*social\\s*emisor|facturado\\s*por|billed\\s*by|vendido\\s*por|sold\\s*by)',
);
export const CUSTOMER_CUES = r(
  '(?:cliente|client|customer|destinatari|facturar\\s*a|facturado\\s*a|factura\\s*a:|bill(?:ed)?\\s*to|sold\\s*to|comprador|adquirente|receptor|datos\\s*del\\s*cliente|a\\s*la\\s*atencion|attn|ship\\s*to|enviar\\s*a|buyer|recipient|titular|klant|kunde|factuuradres|rechnungsadresse|adresse\\s*de\\s*facturation|uw\\s*btw)',
);
/** Company registry data: the issuer prints its own. */
export const REGISTRY_CUES = r(
  '(?:registro\\s*mercantil|reg\\.\\s*merc|inscrit[ao]\\s*en|capital\\s*social|au\\s*capital|(?<![a-z])r\\.?\\s?c\\.?\\s?s\\.?\\s|siege\\s*social|handelsregister|registergericht|amtsgericht|(?<![a-z])hrb\\s*\\d|(?<![a-z])kvk(?![a-z]))',
);
export const TAX_ID_LABEL = r('(?:n\\.?\\s?i\\.?\\s?f|c\\.?\\s?i\\.?\\s?f|d\\.?\\s?n\\.?\\s?i|n\\.?\\s?i\\.?\\s?e|vat|btw|tva|ust\\.?\\s*-?\\s*id|tax\\s*id|id\\.?\\s*fiscal|nif-iva|nº?\\s*iva|cif/nif|nif/cif)');

export function matchAny(patterns: readonly RegExp[], text: string): { index: number; end: number } | null {
  let best: { index: number; end: number } | null = null;
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const hit = { index: match.index, end: match.index + match[0].length };
      if (!best || hit.index < best.index) best = hit;
    }
  }
  return best;
}

/**
 * Whether the pattern occurs in text. Uses `search`, which ignores and never changes
 * `lastIndex`: the label patterns are global (for matchAll), and a stateful `test` on them
 * would make later matchAll calls start part-way through the text.
 */
export function test(pattern: RegExp, text: string): boolean {
  return text.search(pattern) >= 0;
}
