/**
 * Supplier and customer names: a known supplier's name for its tax id first; then the value of
 * a party label; then the heading of the block that holds the party's tax id; then, for the
 * supplier, the most prominent line at the top of the first page.
 */
import type { Box } from '../layout/page-text';
import type { Candidate } from './candidates';
import type { DocIndex, LineRef } from './doc-index';
import { fold } from './fold';
import { CUSTOMER_CUES, REGISTRY_CUES, SUPPLIER_CUES, test } from './labels';
import { isItemsHeader, isTableHeader } from './find-number';
import type { TaxIdCandidate } from './find-tax-ids';

const LEGAL_FORM =
  /(?:^|[\s,])(?:s\.?\s?l\.?(?:\s?[ulp]\.?)?|s\.?\s?a\.?(?:\s?u\.?)?|s\.?\s?c\.?\s?p\.?|c\.?\s?b\.?|s\.?\s?coop\.?|s\.?\s?l\.?\s?n\.?\s?e\.?|sociedad (?:limitada|anonima)|gmbh|ltd\.?|inc\.?|s\.?a\.?s\.?|s\.?a\.?r\.?l\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|ag|kg|plc|llc|limited|oy|s\.?p\.?a\.?)(?=$|[\s,.])/;
const ADDRESS =
  /^(?:c\/|c\.\s|calle|avda|avenida|av\.|plaza|pza|pl\.|paseo|p[ºo]\.?\s|ctra|carretera|camino|poligono|pol\.|urb|ronda|travesia|via\s|rambla|carrer|passeig|placa|apartado|apdo|edificio|local|nave|planta|piso|\d{5}\b|\d+[,\s]|tel|tlf|telf|telefono|phone|movil|fax|e-?mail|correo|www\.|http)|@|\b\d{5}\b|\.(?:com|es|net|org|eu|cat)\b/;
const NOT_A_NAME =
  /^(?:(?:tipo|pagado|pendiente|suministro|efectivo|tarjeta|cambio|entregado|contado|transferencia|firma|sello|recibido|conforme|observaciones)(?:$|[\s:.])|attn\b|att\.|attention\b|a la atencion|a\/a\s|factura|invoice|factuur|rechnung|facture|fra\.?|albaran|proforma|presupuesto|abono|rectificativa|ticket|original|copia|duplicado|pagina|page|fecha|date|data|n[ou]m|no\.?\s|nif|cif|dni|nie|vat|tva|mwst|ust\b|btw|kvk|iban|swift|bic(?![a-z])|datos|cliente|client|customer|proveedor|supplier|emisor|facturar|bill|ship|destinatari|forma de pago|vencimiento|id\s|referencia|total|base|iva|igic|descripcion|concepto|importe|cantidad|precio|designation|libelle|montant|quantite|prix|bezeichnung|omschrijving|observaciones|notas|domicilio|direccion|address|razon social|n\.i\.f|c\.i\.f|vorstand|aufsichtsrat|geschaftsfuhr|registergericht|amtsgericht)/;
// "De:" only with its colon: "DE LUIS SABORES S.L." is a name that starts with "De".
const LABEL_PREFIX =
  /^(?:(?:proveedor|emisor|razon social|nombre|name|from|vendido por|sold by|cliente|client|customer|facturar a|facturado a|bill to|destinatario|datos del (?:cliente|proveedor|emisor))\s*:?\s*|de\s*:\s*)/;

export interface PartyNames {
  supplier: Candidate<string>[];
  customer: Candidate<string>[];
}

export function findPartyNames(index: DocIndex, supplierId: TaxIdCandidate | null, customerId: TaxIdCandidate | null): PartyNames {
  const supplier: Candidate<string>[] = [];
  const customer: Candidate<string>[] = [];
  for (const ref of index.lines) {
    ref.line.segments.forEach((segment, segmentIndex) => {
      const folded = fold(segment.text);
      const labelled = /^(?:(proveedor|emisor|razon social|from|vendedor|cliente|client|customer|facturar a|facturado a|bill to|destinatario)\s*:|(vendido por|sold by))\s*\S/.exec(folded);
      if (!labelled) return;
      const value = cleanName(segment.text);
      if (!value) return;
      const box = boxOf(ref, segmentIndex);
      // "Razón social: ..." names whichever party's block it stands in.
      const target = test(CUSTOMER_CUES, labelled[1] ?? labelled[2]!) || inBlockOf(customerId, box) ? customer : supplier;
      target.push({ value, score: 2.4, box, quality: qualityOf(ref, segmentIndex) });
    });
  }
  for (const { party, candidate } of namesBelowLabels(index)) (party === 'customer' ? customer : supplier).push(candidate);
  if (supplierId) supplier.push(...blockHeadings(index, supplierId, 1.6));
  if (customerId) customer.push(...blockHeadings(index, customerId, 1.6));
  supplier.push(...prominentHeaderLines(index, customerId));
  supplier.push(...returnAddressLines(index));
  for (const candidate of supplier) if (LEGAL_FORM.test(fold(candidate.value))) candidate.score += 0.5;
  // The holder of the account to pay into is the supplier: it vouches for a name found
  // elsewhere, never names one by itself (a direct debit's holder is the customer).
  const holders = accountHolders(index);
  for (const candidate of supplier) if (holders.has(nameKey(candidate.value))) candidate.score += 0.6;
  for (const candidate of customer) if (LEGAL_FORM.test(fold(candidate.value))) candidate.score += 0.3;
  return { supplier, customer };
}

/**
 * A party label alone ("Service Provider:", "Emisor", "Bill to:") with the name on the line
 * below it, in its column.
 */
function namesBelowLabels(index: DocIndex): { party: 'supplier' | 'customer'; candidate: Candidate<string> }[] {
  const results: { party: 'supplier' | 'customer'; candidate: Candidate<string> }[] = [];
  for (const ref of index.lines) {
    ref.line.segments.forEach((label) => {
      const folded = fold(label.text).trim();
      if (folded.length > 40 || !/^[\p{L}\s./]+:?$/u.test(folded)) return;
      const customer = test(CUSTOMER_CUES, folded);
      if (!customer && !test(SUPPLIER_CUES, folded) && !/^(?:service\s+)?provider:?$/.test(folded)) return;
      const height = Math.max(label.y1 - label.y0, 1);
      let bottom = label.y1;
      // A note in brackets between the label and the name is passed over.
      for (let step = 0; step < 3; step++) {
        const below = index.lines.find((o) => o.page === ref.page && o !== ref && o.line.y0 >= bottom - 0.3 * height && o.line.y0 - bottom < 1.2 * height);
        const segmentIndex = below?.line.segments.findIndex((s) => s.x0 < label.x1 && s.x1 > label.x0 && Math.abs(s.x0 - label.x0) < 4 * height) ?? -1;
        if (!below || segmentIndex < 0) return;
        const text = below.line.segments[segmentIndex]!.text.trim();
        if (/^\(.*\)$/.test(text)) {
          bottom = below.line.y1;
          continue;
        }
        const value = cleanName(text);
        if (value) results.push({ party: customer ? 'customer' : 'supplier', candidate: { value, score: 2.2, box: boxOf(below, segmentIndex), quality: qualityOf(below, segmentIndex) } });
        return;
      }
    });
  }
  return results;
}

/** "Titular de la cuenta: EMPRESA SL", "Titulaire du compte : X", "Account holder: X", as `nameKey`s. */
function accountHolders(index: DocIndex): Set<string> {
  const holders = new Set<string>();
  for (const ref of index.lines) {
    const match = /(?:titular(?:\s+de\s+la\s+cuenta)?|titulaire(?:\s+du\s+compte)?|kontoinhaber|account\s+(?:holder|name)|beneficiari[oa]?|beneficiary)\s*:\s*(.+)$/.exec(fold(ref.line.text));
    const value = match?.[1]?.split(/\s{2,}|\s[-–|]\s/)[0];
    if (value) holders.add(nameKey(value));
  }
  return holders;
}

/** A name folded to its letters and digits: "Empresa, S.L." and "EMPRESA SL" are one. */
const nameKey = (name: string) => fold(name).replace(/[^\p{L}\p{N}]+/gu, '');

/** A box a few lines from a tax id, overlapping its column: part of that party's block. */
function inBlockOf(id: TaxIdCandidate | null, box: Box): boolean {
  if (!id || id.box.page !== box.page) return false;
  const height = Math.max(id.box.y1 - id.box.y0, 1);
  const own = id.ref.line.segments.find((s) => s.x0 <= id.box.x0 + 1 && s.x1 >= id.box.x1 - 1) ?? id.box;
  return Math.abs(box.y0 - id.box.y0) <= 4 * height && box.x1 >= own.x0 - height && box.x0 <= own.x1 + height;
}

function qualityOf(ref: LineRef, segmentIndex: number): number {
  // OCR words (a scan, or the images of a text page) carry their confidence; the text layer 1.
  return ref.line.segments[segmentIndex]!.confidence;
}

function boxOf(ref: LineRef, segmentIndex: number): Box {
  const s = ref.line.segments[segmentIndex]!;
  return { page: ref.page.page, x0: s.x0, y0: s.y0, x1: s.x1, y1: s.y1 };
}

export function cleanName(raw: string): string | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  const folded = fold(text);
  const prefix = LABEL_PREFIX.exec(folded);
  if (prefix) text = text.slice(prefix[0].length);
  // A registry line goes on after the name: "Empresa SL · Inscrita en el Registro Mercantil...".
  text = text.replace(/\s*(?:[-·|–,]\s*)?(?:inscrit[ao]|registro\s+mercantil|reg\.\s*merc|tomo\s|folio\s|hoja\s|libro\s|secci[oó]n\s).*$/i, '');
  // French and Spanish capital lines: "Sarl au capital de 10 000€ - RCS Paris ...".
  text = text.replace(/^(?:\S+\s+)?(?:au capital|capital social|siret|siren|rcs)\b.*$/i, '');
  // "BOUYGUES TELECOM - Société Anonyme au capital de ... - RCS PARIS": the name ends at the dash.
  text = text.replace(/\s+[-–·|]\s+(?:[^-–·|]{0,30}\s)?(?:au capital|capital social)\b.*$/i, '');
  // OCR reads the Catalan article l' as I'.
  text = text.replace(/(^|\s)I'(?=\p{L})/gu, "$1l'");
  // OCR reads the S of "S.L." / "S.A." as 5.
  text = text.replace(/(^|\s)5(\.?\s?[LA]\.)/g, '$1S$2').replace(/(^|\s)5(\.?\s?(?:L|A)(?:\.?\s?[UPL])?\.?)$/, '$1S$2');
  // ... and its L as I, after the comma or with the dots that only a legal form carries.
  text = text.replace(/(,\s?S)I$/, '$1L').replace(/(\sS\.)I\.$/, '$1L.');
  text = text
    .replace(/\s*[-–,]?\s*(?:N\.?I\.?F\.?|C\.?I\.?F\.?|NIF\/CIF|CIF\/NIF|DNI|VAT)\s*:?\s*[A-Z0-9-]{8,}.*$/i, '')
    // "EMPRESA S.L. - C.I.F.:" cut before its id: the label is no part of the name.
    .replace(/\s*[-–,]?\s*(?:N\.?I\.?F|C\.?I\.?F|NIF\/CIF|CIF\/NIF|DNI|VAT)\.?\s*:?\s*$/i, '')
    .replace(/^[\s:;,.\-–]+|[\s:;,\-–]+$/g, '')
    .trim();
  // "EMPRESA S.A. CTRA. LOGROÑO KM 4,8 01300 ...": a footer goes on from the name to the address.
  const legal = [...fold(text).matchAll(new RegExp(LEGAL_FORM.source, 'g'))].find((m) => m.index > 2);
  if (legal) {
    const end = legal.index + legal[0].length;
    if (/\d/.test(text.slice(end))) text = text.slice(0, end).replace(/[\s,]+$/, '');
  }
  if (text.length < 3 || text.length > 120) return null;
  if (!/\p{L}{3}/u.test(text) || /^\(.*\)$/.test(text)) return null;
  const f = fold(text);
  if (NOT_A_NAME.test(f) || ADDRESS.test(f)) return null;
  return text;
}

/** Lines above a tax id in its column, up to the block's start: the heading is the name. */
function blockHeadings(index: DocIndex, id: TaxIdCandidate, weight: number): Candidate<string>[] {
  const ref = id.ref;
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  // The block is left-, right- or centre-aligned on the segment that holds the id.
  const own = ref.line.segments.find((s) => s.x0 <= id.box.x0 + 1 && s.x1 >= id.box.x1 - 1) ?? { x0: id.box.x0, x1: id.box.x1 };
  const aligned = (s: { x0: number; x1: number }) =>
    Math.abs(s.x0 - own.x0) < 3 * height || Math.abs(s.x1 - own.x1) < 3 * height || Math.abs((s.x0 + s.x1) / 2 - (own.x0 + own.x1) / 2) < 3 * height;
  const above = index.lines
    .filter((o) => o.page === ref.page && o.line.y1 <= ref.line.y1 && ref.line.y0 - o.line.y0 < 14 * height)
    .sort((a, b) => b.line.y0 - a.line.y0);
  const results: Candidate<string>[] = [];
  // A footer line: "Empresa S.L. Inscrita en el Registro Mercantil ... CIF: B12345678".
  const inLine = ref.line.segments.findIndex((s) => s.x0 < id.box.x0 - 1 && s.x1 >= id.box.x1 - 1);
  if (inLine >= 0) {
    const segment = ref.line.segments[inLine]!;
    const before = segment.text.slice(0, Math.round(((id.box.x0 - segment.x0) / Math.max(segment.x1 - segment.x0, 1)) * segment.text.length));
    const name = before.trim().length > 3 ? cleanName(before) : null;
    // A company's footer: its name with a legal form, or followed by its capital and registry.
    if (name && (LEGAL_FORM.test(fold(name)) || test(REGISTRY_CUES, fold(before.slice(name.length))))) results.push({ value: name, score: weight * 0.7, box: boxOf(ref, inLine), quality: qualityOf(ref, inLine) });
  }
  // Text set vertically in the margin (registry data) is a line of its own: nothing "above" it
  // belongs to its block.
  if (isVertical(ref.line)) return results;
  let previousTop = ref.line.y0;
  let distance = 0;
  for (const other of above) {
    const segmentIndex = other.line.segments.findIndex((s) => (other === ref ? s.x1 <= id.box.x0 + 1 && s.x0 < id.box.x0 - 1 : aligned(s)));
    if (segmentIndex < 0) continue;
    const segment = other.line.segments[segmentIndex]!;
    if (previousTop - segment.y1 > 2.6 * height) break;
    previousTop = segment.y0;
    const folded = fold(segment.text);
    if (other !== ref && (test(CUSTOMER_CUES, folded) || test(SUPPLIER_CUES, folded)) && !/:\s*\S/.test(folded)) break;
    // A table's header row above the id ("Tipo | Base | Iva | Total") ends the block.
    if (other !== ref && isTableHeader(other.line.segments.map((s) => s.text))) break;
    const name = cleanName(segment.text);
    if (name) {
      const size = segment.fontSize / Math.max(index.bodyFontSize, 1);
      results.push({ value: name, score: weight * (0.7 + 0.1 * distance) + 0.4 * Math.min(2, size - 1), box: boxOf(other, segmentIndex), quality: qualityOf(other, segmentIndex) });
    }
    distance++;
  }
  // The topmost named line of the block is its heading.
  if (results.length > 1) results[results.length - 1]!.score += 0.4;
  results.push(...wrappedNames(results, height));
  results.push(...nameBelow(index, id, weight));
  return results;
}

/**
 * A name wrapped over two lines of a block: "GRUPO TERRITORIO" above "CAMPERO S.L.". Joined when
 * the upper line has no legal form, the lower one is short and ends in one, both are set in the
 * same case and the lower line starts right under the upper one (`lines` run upwards).
 */
function wrappedNames(lines: readonly Candidate<string>[], height: number): Candidate<string>[] {
  const joined: Candidate<string>[] = [];
  for (let i = 1; i < lines.length; i++) {
    const lower = lines[i - 1]!;
    const upper = lines[i]!;
    if (lower.box.y0 - upper.box.y1 > 1.2 * height || lower.box.y0 <= upper.box.y0) continue;
    if (Math.abs(lower.box.x0 - upper.box.x0) > 3 * height && Math.abs(lower.box.x1 - upper.box.x1) > 3 * height) continue;
    const form = new RegExp(`${LEGAL_FORM.source}\\.?$`).exec(fold(lower.value));
    if (!form || LEGAL_FORM.test(fold(upper.value)) || lower.value.split(/\s+/).length > 4) continue;
    const caps = (text: string) => text === text.toUpperCase();
    if (caps(lower.value) !== caps(upper.value)) continue;
    const box = { page: upper.box.page, x0: Math.min(upper.box.x0, lower.box.x0), y0: upper.box.y0, x1: Math.max(upper.box.x1, lower.box.x1), y1: lower.box.y1 };
    joined.push({ value: `${upper.value} ${lower.value}`, score: Math.max(lower.score, upper.score) + 0.2, box, quality: Math.min(lower.quality ?? 1, upper.quality ?? 1) });
  }
  return joined;
}

/** A line read turned (registry data up the margin): its box is taller than it is wide. */
function isVertical(line: { x0: number; y0: number; x1: number; y1: number }): boolean {
  return line.y1 - line.y0 > 2 * (line.x1 - line.x0);
}

/** Till receipts print "CIF: B12345678" and the company's name on the next line. */
function nameBelow(index: DocIndex, id: TaxIdCandidate, weight: number): Candidate<string>[] {
  const ref = id.ref;
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  const next = index.lines.find((o) => o.page === ref.page && o.line.y0 >= ref.line.y1 - 0.2 * height && o.line.y0 - ref.line.y1 < 1.5 * height && o !== ref);
  if (!next) return [];
  const segmentIndex = next.line.segments.findIndex((s) => Math.abs(s.x0 - id.box.x0) < 12 * height || (s.x0 <= id.box.x0 && s.x1 >= id.box.x0));
  const segment = next.line.segments[segmentIndex];
  if (!segment) return [];
  const name = cleanName(segment.text);
  if (!name || !LEGAL_FORM.test(fold(name))) return [];
  return [{ value: name, score: weight * 0.8, box: boxOf(next, segmentIndex), quality: qualityOf(next, segmentIndex) }];
}

/**
 * The sender's line of a window-envelope letter, printed small above the recipient's address:
 * "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen". Its first part is the sender's name
 * when the parts after it are an address.
 */
function returnAddressLines(index: DocIndex): Candidate<string>[] {
  const firstPage = index.pages[0];
  if (!firstPage) return [];
  const results: Candidate<string>[] = [];
  for (const ref of index.lines) {
    if (ref.page !== firstPage || ref.line.y0 > 0.35 * firstPage.height) continue;
    ref.line.segments.forEach((segment, segmentIndex) => {
      const parts = segment.text.split(/\s+[-–·•|]\s+/);
      if (parts.length < 3) return;
      const rest = parts.slice(1).map((part) => fold(part));
      if (!rest.some((part) => /\b\d{4,5}\b/.test(part)) || !rest.some((part) => ADDRESS.test(part) || /\d/.test(part))) return;
      const name = cleanName(parts[0]!);
      if (!name || !LEGAL_FORM.test(fold(name))) return;
      results.push({ value: name, score: 1.8, box: boxOf(ref, segmentIndex), quality: qualityOf(ref, segmentIndex) });
    });
  }
  return results;
}

function prominentHeaderLines(index: DocIndex, customerId: TaxIdCandidate | null): Candidate<string>[] {
  const firstPage = index.pages[0];
  if (!firstPage) return [];
  const results: Candidate<string>[] = [];
  for (const ref of index.lines) {
    if (ref.page !== firstPage || ref.line.y0 > 0.25 * firstPage.height) continue;
    if (isItemsHeader(ref.line.segments.map((s) => s.text))) continue;
    ref.line.segments.forEach((segment, segmentIndex) => {
      const size = segment.fontSize / Math.max(index.bodyFontSize, 1);
      if (size < 1.15 || /^\p{Ll}/u.test(segment.text)) return;
      if (customerId && customerId.ref.page === firstPage && Math.abs(segment.x0 - customerId.box.x0) < 30 && segment.y0 > customerId.box.y0 - 120) return;
      const name = cleanName(segment.text);
      if (name) results.push({ value: name, score: 0.6 + 0.3 * Math.min(3, size - 1), box: boxOf(ref, segmentIndex), quality: qualityOf(ref, segmentIndex) });
    });
  }
  return results;
}
