/**
 * What the document is, read from its title words: the biggest, highest occurrences of
 * "factura", "albarán", "proforma", "rectificativa"... win over mentions in the body
 * (an invoice listing its delivery notes is still an invoice).
 */
import type { DocumentType } from '../../invoice/invoice.schema';
import type { DocIndex } from './doc-index';
import { fold } from './fold';
import { test } from './labels';

interface Kind {
  type: DocumentType;
  proforma?: boolean;
  heading?: boolean;
  pattern: RegExp;
}

const KINDS: Kind[] = [
  { type: 'credit-note', pattern: /(?:factura\s+rectificativa|rectificativa|factura\s+de\s+abono|nota\s+de\s+abono|nota\s+de\s+credito|credit\s+note|nota\s+d'abonament|factura\s+d'abonament)/g },
  // A bare "abono" is also "pay by transfer" (abono en cuenta): it only counts as a heading.
  { type: 'credit-note', heading: true, pattern: /(?:^|\s)abono(?:\s|$)/g },
  { type: 'albaran', pattern: /(?:albaran|albara|nota\s+de\s+entrega|delivery\s+note|packing\s+slip)/g },
  { type: 'not-an-invoice', proforma: true, pattern: /(?:pro\s?-?forma|presupuesto|pressupost|quotation|estimate)/g },
  // Orders, payment receipts and bill simulations carry amounts and tax ids but are no invoice.
  {
    type: 'not-an-invoice',
    pattern:
      /(?:pedido\s+de\s+compra|orden\s+de\s+compra|purchase\s+order|order\s+confirmation|confirmacion\s+de\s+pedido|payment\s+receipt|recibo\s+de\s+pago|justificante\s+de\s+pago|simulaci(?:o|on)(?:\s+[a-z']+){0,4}?\s+factura|factura\s+simulada|simulated\s+(?:invoice|bill)|bill\s+simulation)/g,
  },
  { type: 'not-an-invoice', heading: true, pattern: /(?:^|\s)(?:pedido|order)(?:\s|$)/g },
  // "Facturar a" / "facturado a" label the customer; they do not name the document.
  // Letter-spaced titles lose their spaces: "FACTURADEVENTA".
  { type: 'invoice', pattern: /(?:factura(?![a-z])|facturade(?:venta|servicios?|compra)|invoice(?![a-z])|factuur|rechnung|facture(?![a-z])|fattura|fra\.|tiquet|ticket|recibo|receipt)/g },
];

export interface DocumentTypeGuess {
  type: DocumentType;
  proforma: boolean;
  confidence: number;
  /** The title words were found (confidence is low when nothing named the document). */
  named: boolean;
}

export function findDocumentType(index: DocIndex, hasNegativeTotal: boolean): DocumentTypeGuess {
  const scores = new Map<Kind, number>();
  const firstPage = index.pages[0]?.page ?? 1;
  for (const ref of index.lines) {
    const pageHeight = ref.page.height || 1;
    ref.line.segments.forEach((segment) => {
      const folded = fold(segment.text);
      // "Factura proforma", "factura rectificativa": the qualifier decides, not "factura".
      const qualified = KINDS.some((kind) => kind.type !== 'invoice' && !kind.heading && test(kind.pattern, folded));
      for (const kind of KINDS) {
        if (qualified && kind.type === 'invoice') continue;
        for (const match of folded.matchAll(kind.pattern)) {
          // A heading: big glyphs, near the top of the first page, short text.
          const size = segment.fontSize / Math.max(index.bodyFontSize, 1);
          const top = ref.page.page === firstPage ? 1 - Math.min(1, segment.y0 / pageHeight) : 0.1;
          const short = folded.trim().length <= match[0].length + 25 ? 1 : 0.4;
          if (kind.heading && (size < 1.15 || short < 1)) continue;
          const score = size * size * (0.3 + top) * short;
          scores.set(kind, Math.max(scores.get(kind) ?? 0, score));
        }
      }
    });
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const invoiceScore = ranked.find(([kind]) => kind.type === 'invoice')?.[1] ?? 0;
  const [best] = ranked;
  if (!best) {
    return { type: hasNegativeTotal ? 'credit-note' : 'invoice', proforma: false, confidence: 0.5, named: false };
  }
  const [kind, score] = best;
  // "Factura rectificativa" / "abono" qualify an invoice; albarán and proforma must clearly
  // dominate the word "factura" to turn the document into something else.
  if (kind.type === 'credit-note' && score >= 0.5 * invoiceScore) {
    return { type: 'credit-note', proforma: false, confidence: 0.9, named: true };
  }
  if ((kind.type === 'albaran' || kind.type === 'not-an-invoice') && score > 1.3 * invoiceScore) {
    return { type: kind.type, proforma: kind.proforma === true, confidence: 0.85, named: true };
  }
  if (hasNegativeTotal) return { type: 'credit-note', proforma: false, confidence: 0.8, named: true };
  return { type: 'invoice', proforma: false, confidence: invoiceScore > 0 ? 0.95 : 0.6, named: invoiceScore > 0 };
}
