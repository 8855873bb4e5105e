/**
 * Candidate VAT lines, recargo, IRPF and totals read from the page. Nothing is chosen here:
 * solve-amounts picks the combination whose arithmetic closes.
 */
import { isKnownIrpfRate, RECARGO_RATES, VAT_RATES } from '../../invoice/tax-rates';
import { roundCents } from '../../money/round-cents';
import type { Box } from '../layout/page-text';
import type { AmountToken, DocIndex, PercentToken } from './doc-index';
import { BASE_LABELS, IRPF_CUES, RECARGO_CUES, SUMMARY_CUES, TAX_CUES, test, TOTAL_LABELS } from './labels';
import { isItemsHeader } from './find-number';
import { fold } from './fold';
import { findLabels, loneTokenDownRight, tokensAfter, tokensBelow } from './near';

export const TOLERANCE = 0.0101;

export interface VatLineCandidate {
  rate: number;
  base: number;
  cuota: number;
  recargoRate: number;
  recargo: number;
  score: number;
  baseToken: AmountToken | null;
  cuotaToken: AmountToken | null;
  rateBox: Box | null;
  /** Derived from its row's total (one of base or cuota misread by OCR), not read whole. */
  fromRowTotal?: boolean;
}

export interface RecargoCandidate {
  rate: number;
  amount: number;
  score: number;
  token: AmountToken;
}

export interface IrpfCandidate {
  rate: number | null;
  amount: number;
  /** The base printed beside it (base x rate = amount), when there is one. */
  base: number | null;
  score: number;
  token: AmountToken;
}

export interface TotalCandidate {
  value: number;
  score: number;
  token: AmountToken;
  label: 'strong' | 'weak' | null;
  /** Read under its label (a column's heading), not after it on the label's row. */
  under?: boolean;
  /** Not read: the sum of the VAT rows' total column, the total's own row being lost. */
  unread?: boolean;
}

export interface AmountCandidates {
  vatLines: VatLineCandidate[];
  recargos: RecargoCandidate[];
  irpfs: IrpfCandidate[];
  totals: TotalCandidate[];
  /** Amounts labelled as the taxable base / subtotal (sum of bases). */
  baseTotals: AmountToken[];
}

const ALL_VAT_RATES = new Set(Object.values(VAT_RATES).flat());
/** Recargo de equivalencia rates that are no VAT rate: a row's 5,2 % is its recargo, never a VAT line. */
const RECARGO_ONLY = new Set(RECARGO_RATES.filter((rate) => !ALL_VAT_RATES.has(rate)));
const agrees = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

export function cuotaMatches(base: number, rate: number, cuota: number): boolean {
  if (rate === 0) return cuota === 0;
  if (Math.abs(cuota) < 0.005 || Math.sign(base) !== Math.sign(cuota)) return false;
  return agrees(roundCents((base * rate) / 100), cuota) || agrees((base * rate) / 100, cuota);
}

/**
 * Summary rows of long invoices often print the sum of per-item rounded cuotas, a few cents
 * off base x rate. Such a row is still the printed VAT line (validation will flag the cents).
 */
export function looseTolerance(base: number): number {
  return Math.min(0.1, 0.0001 * Math.abs(base) + 0.01);
}

export function cuotaNearlyMatches(base: number, rate: number, cuota: number): boolean {
  if (rate === 0 || Math.abs(cuota) < 0.005 || Math.sign(base) !== Math.sign(cuota)) return false;
  return Math.abs((base * rate) / 100 - cuota) <= looseTolerance(base);
}

export function collectAmountCandidates(index: DocIndex): AmountCandidates {
  const vatLines: VatLineCandidate[] = [];
  const recargos: RecargoCandidate[] = [];
  const irpfs: IrpfCandidate[] = [];
  for (const ref of index.lines) {
    const amounts = index.amountsByLine.get(ref.line) ?? [];
    const percents = index.percentsByLine.get(ref.line) ?? [];
    if (amounts.length === 0) continue;
    const folded = ref.folded;
    const isIrpf = test(IRPF_CUES, folded);
    const isRecargo = test(RECARGO_CUES, folded);
    const rowTax = test(TAX_CUES, folded);
    const isTax = rowTax || hasTaxHeaderAbove(index, ref);
    const isSummary = test(SUMMARY_CUES, folded);
    const wordy = folded.replace(/[^a-z]/g, '').length > 30;

    if (isIrpf) collectIrpf(amounts, percents, irpfs);
    if (isRecargo && !isIrpf) collectRecargo(amounts, percents, recargos);
    if (isIrpf && !rowTax) continue;

    // Rows holding a rate, a base and its cuota (summary tables and item lines alike).
    for (const rate of percents) {
      if (!rate.explicit && !ALL_VAT_RATES.has(rate.value)) continue;
      if (rate.value > 30 || RECARGO_ONLY.has(rate.value)) continue;
      for (const base of amounts) {
        if (sameSpot(base, rate)) continue;
        for (const cuota of amounts) {
          if (cuota === base || sameSpot(cuota, rate)) continue;
          const exact = rate.value === 0 ? cuota.value === 0 && base.value !== 0 && rate.explicit : cuotaMatches(base.value, rate.value, cuota.value);
          const near = !exact && rowTax && rate.explicit && cuotaNearlyMatches(base.value, rate.value, cuota.value);
          if (!exact && !near) continue;
          if (rate.value > 0 && Math.abs(base.value) <= Math.abs(cuota.value)) continue;
          let score = 1 + (rate.explicit ? 0.4 : 0) + (rowTax ? 0.8 : isTax ? 0.3 : 0) + (isSummary ? 0.4 : 0) - (wordy ? 0.4 : 0) - (near ? 0.6 : 0);
          if (base.start + base.segmentIndex * 1000 < cuota.start + cuota.segmentIndex * 1000) score += 0.15;
          const candidate: VatLineCandidate = {
            rate: rate.value,
            base: base.value,
            cuota: cuota.value,
            recargoRate: 0,
            recargo: 0,
            score,
            baseToken: base,
            cuotaToken: cuota,
            rateBox: rate.box,
          };
          vatLines.push(candidate);
          // Recargo de equivalencia printed on the same row.
          for (const recargoRate of percents) {
            if (recargoRate === rate || !RECARGO_RATES.includes(recargoRate.value)) continue;
            for (const amount of amounts) {
              if (amount === base || amount === cuota) continue;
              if (agrees((base.value * recargoRate.value) / 100, amount.value) && amount.value !== 0) {
                vatLines.push({ ...candidate, recargoRate: recargoRate.value, recargo: amount.value, score: score + 0.3 });
              }
            }
          }
        }
      }
    }
  }
  vatLines.push(...rowTotalRepairs(index, vatLines));
  vatLines.push(...misreadRateRepairs(index));
  vatLines.push(...crossRowVatLines(index));
  vatLines.push(...headerRateVatLines(index));
  return { vatLines, recargos, irpfs, totals: collectTotals(index), baseTotals: collectBaseTotals(index) };
}

/**
 * OCR rows "10.00% | 2.80 | 0.98 | 0.00 | 10.78" (9.80 read as 2.80) or "4.00% | 4.87 | 0419 |
 * 0.00 | 5.06": the row prints rate, base, cuota and their sum. When one of base or cuota is
 * misread, the other two amounts and the rate still agree: cuota = total − base with
 * base × rate = cuota. Only for OCR pages (a text layer is read exactly), and only when the
 * row gave no line of its own.
 */
function rowTotalRepairs(index: DocIndex, found: VatLineCandidate[]): VatLineCandidate[] {
  const repaired: VatLineCandidate[] = [];
  const rowsWithLines = new Set(found.map((line) => line.cuotaToken?.ref.line ?? line.baseToken?.ref.line));
  for (const ref of index.lines) {
    if (ref.page.source !== 'ocr' || rowsWithLines.has(ref.line)) continue;
    const amounts = index.amountsByLine.get(ref.line) ?? [];
    const rates = (index.percentsByLine.get(ref.line) ?? []).filter((p) => p.explicit && p.value > 0 && p.value <= 30 && ALL_VAT_RATES.has(p.value));
    if (rates.length !== 1 || amounts.length < 2 || test(IRPF_CUES, ref.folded)) continue;
    if (!test(TAX_CUES, ref.folded) && !hasTaxHeaderAbove(index, ref) && !underTableHeader(index, ref)) continue;
    const rate = rates[0]!;
    const total = amounts[amounts.length - 1]!;
    for (const read of amounts.slice(0, -1)) {
      if (read.box.x0 < rate.box.x0 || read.value <= 0 || total.value <= read.value) continue;
      const rest = roundCents(total.value - read.value);
      // The amount read is the base, the cuota is the rest; or the other way round.
      if (read.value > rest && cuotaMatches(read.value, rate.value, rest)) {
        repaired.push({ rate: rate.value, base: read.value, cuota: rest, recargoRate: 0, recargo: 0, score: 1.3, baseToken: read, cuotaToken: null, rateBox: rate.box, fromRowTotal: true });
      } else if (rest > read.value && cuotaMatches(rest, rate.value, read.value)) {
        repaired.push({ rate: rate.value, base: rest, cuota: read.value, recargoRate: 0, recargo: 0, score: 1.3, baseToken: null, cuotaToken: read, rateBox: rate.box, fromRowTotal: true });
      }
    }
  }
  return repaired;
}

/**
 * OCR rows of a VAT table whose rate was misread ("00% | 10.70 | 0,54 | 0.00 | 11.24", 5.00 %
 * read as 00 %, or the rate lost): a base followed by its cuota still name their rate when
 * exactly one VAT rate turns that base into that cuota. Only on OCR pages, under a table header
 * or a tax cue, and only for a rate the row does not already read; the lines must still close
 * on the total like any other.
 */
function misreadRateRepairs(index: DocIndex): VatLineCandidate[] {
  const repaired: VatLineCandidate[] = [];
  const rates = [...ALL_VAT_RATES].filter((rate) => rate > 0 && !RECARGO_ONLY.has(rate));
  for (const ref of index.lines) {
    if (ref.page.source !== 'ocr' || test(IRPF_CUES, ref.folded)) continue;
    if (!test(TAX_CUES, ref.folded) && !hasTaxHeaderAbove(index, ref) && !underTableHeader(index, ref)) continue;
    const amounts = index.amountsByLine.get(ref.line) ?? [];
    const read = new Set((index.percentsByLine.get(ref.line) ?? []).map((p) => p.value));
    for (let i = 0; i + 1 < amounts.length; i++) {
      const base = amounts[i]!;
      const cuota = amounts[i + 1]!;
      if (base.value <= 0 || cuota.value <= 0 || cuota.value >= base.value) continue;
      const fitting = rates.filter((rate) => cuotaMatches(base.value, rate, cuota.value));
      if (fitting.length !== 1 || read.has(fitting[0]!)) continue;
      repaired.push({ rate: fitting[0]!, base: base.value, cuota: cuota.value, recargoRate: 0, recargo: 0, score: 1.1, baseToken: base, cuotaToken: cuota, rateBox: null });
    }
  }
  return repaired;
}

/** Within a few rows under a header of three or more words and no amounts (OCR may garble its words). */
function underTableHeader(index: DocIndex, ref: DocIndex['lines'][number]): boolean {
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  return index.lines.some(
    (other) =>
      other.page === ref.page &&
      other.line.y1 <= ref.line.y0 + 0.1 * height &&
      ref.line.y0 - other.line.y1 < 4 * height &&
      (index.amountsByLine.get(other.line)?.length ?? 0) === 0 &&
      other.folded.split(/[\s|]+/).filter((word) => /^[a-z]{2,}$/.test(word)).length >= 3,
  );
}

function sameSpot(a: { ref: unknown; segmentIndex: number; start: number }, b: { ref: unknown; segmentIndex: number; start: number }) {
  return a.ref === b.ref && a.segmentIndex === b.segmentIndex && a.start === b.start;
}

function hasTaxHeaderAbove(index: DocIndex, ref: DocIndex['lines'][number]): boolean {
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  return index.lines.some(
    (other) =>
      other.page === ref.page &&
      other.line.y1 <= ref.line.y0 + 0.1 * height &&
      ref.line.y0 - other.line.y1 < 2.5 * height &&
      test(TAX_CUES, other.folded) &&
      (index.amountsByLine.get(other.line)?.length ?? 0) === 0,
  );
}

/**
 * "IVA 21%: 262,50" on its own line with the base elsewhere ("Base imponible: 1.250,00"):
 * the base is the amount anywhere on the page whose product with the rate is the cuota.
 */
function crossRowVatLines(index: DocIndex): VatLineCandidate[] {
  const found: VatLineCandidate[] = [];
  const baseLabelled = new Set(collectBaseTotals(index));
  for (const ref of index.lines) {
    if (!test(TAX_CUES, ref.folded) || test(IRPF_CUES, ref.folded) || test(RECARGO_CUES, ref.folded)) continue;
    const amounts = index.amountsByLine.get(ref.line) ?? [];
    const rates = (index.percentsByLine.get(ref.line) ?? []).filter((p) => p.explicit && p.value <= 30);
    if (amounts.length === 0 || amounts.length > 3) continue;
    const cuota = amounts[amounts.length - 1]!;
    const rateOptions = rates.length > 0 ? rates.map((p) => p.value) : [...ALL_VAT_RATES].filter((r) => r > 0);
    for (const rate of rateOptions) {
      if (rate === 0) continue;
      for (const base of index.amounts) {
        if (base === cuota || base.ref.page !== ref.page) continue;
        if (!cuotaMatches(base.value, rate, cuota.value) || Math.abs(base.value) <= Math.abs(cuota.value)) continue;
        const labelled = baseLabelled.has(base);
        if (rates.length === 0 && !labelled) continue;
        found.push({
          rate,
          base: base.value,
          cuota: cuota.value,
          recargoRate: 0,
          recargo: 0,
          score: (rates.length > 0 ? 1.1 : 0.6) + (labelled ? 0.7 : 0),
          baseToken: base,
          cuotaToken: cuota,
          rateBox: rates[0]?.box ?? null,
        });
      }
    }
  }
  return found;
}

/**
 * "Base | IVA 21% | Total" over "1.000,00 | 210,00 | 1.210,00": the rate sits in a header cell
 * and the cuota under it. The base is the amount of the page whose product with the rate is it.
 */
function headerRateVatLines(index: DocIndex): VatLineCandidate[] {
  const found: VatLineCandidate[] = [];
  for (const ref of index.lines) {
    if ((index.amountsByLine.get(ref.line) ?? []).length > 0) continue;
    if (test(IRPF_CUES, ref.folded) || test(RECARGO_CUES, ref.folded)) continue;
    for (const rate of index.percentsByLine.get(ref.line) ?? []) {
      if (!rate.explicit || rate.value <= 0 || rate.value > 30 || RECARGO_ONLY.has(rate.value)) continue;
      const segment = ref.line.segments[rate.segmentIndex]!;
      if (!test(TAX_CUES, fold(segment.text))) continue;
      const height = Math.max(segment.y1 - segment.y0, 1);
      const below = index.amounts.filter(
        (token) =>
          token.ref.page === ref.page &&
          token.box.y0 > segment.y1 - 0.2 * height &&
          token.box.y0 - segment.y1 < 2.5 * height &&
          token.box.x1 >= segment.x0 - height &&
          token.box.x0 <= segment.x1 + height,
      );
      for (const cuota of below) found.push(...linesOfCuota(index, rate, cuota, 1.5));
    }
  }
  found.push(...columnRateVatLines(index));
  return found;
}

/** A line for each amount of the cuota's page that the rate turns into that cuota (its base). */
function linesOfCuota(index: DocIndex, rate: PercentToken, cuota: AmountToken, score: number): VatLineCandidate[] {
  return index.amounts
    .filter((base) => base !== cuota && base.ref.page === cuota.ref.page && cuotaMatches(base.value, rate.value, cuota.value) && Math.abs(base.value) > Math.abs(cuota.value))
    .map((base) => ({ rate: rate.value, base: base.value, cuota: cuota.value, recargoRate: 0, recargo: 0, score, baseToken: base, cuotaToken: cuota, rateBox: rate.box }));
}

/**
 * "TOTAL BRUTO | IVA | TOTAL" over "% | 10 | %" over "279,60 | 27,96 € | 332,56 €": a header
 * cell names the tax without a rate, and its column holds the rate (a bare number that is a VAT
 * rate) and under it the cuota. The base is the amount of the page whose product with the rate
 * is the cuota.
 */
function columnRateVatLines(index: DocIndex): VatLineCandidate[] {
  const found: VatLineCandidate[] = [];
  for (const ref of index.lines) {
    if ((index.amountsByLine.get(ref.line) ?? []).length > 0) continue;
    if ((index.percentsByLine.get(ref.line) ?? []).some((p) => p.explicit)) continue;
    ref.line.segments.forEach((segment) => {
      const folded = fold(segment.text);
      if (!test(TAX_CUES, folded) || test(IRPF_CUES, folded) || test(RECARGO_CUES, folded)) return;
      const height = Math.max(segment.y1 - segment.y0, 1);
      // The column: the header cell widened by a few characters either side (values are set
      // right of a short header, or centred under it).
      const x0 = segment.x0 - 1.5 * height;
      const x1 = segment.x1 + 3 * height;
      const inColumn = (box: { x0: number; x1: number; y0: number }) =>
        box.y0 > segment.y1 - 0.2 * height && box.y0 - segment.y1 < 4 * height && box.x1 >= x0 && box.x0 <= x1;
      const rates = index.percents.filter(
        (p) => p.ref.page === ref.page && p.value > 0 && ALL_VAT_RATES.has(p.value) && !RECARGO_ONLY.has(p.value) && inColumn(p.box) && (index.amountsByLine.get(p.ref.line) ?? []).every((a) => a.start !== p.start),
      );
      for (const rate of rates) {
        const cuotas = index.amounts.filter((a) => a.ref.page === ref.page && a.box.y0 >= rate.box.y0 && inColumn(a.box) && a.value > 0);
        for (const cuota of cuotas) found.push(...linesOfCuota(index, rate, cuota, 1.3));
      }
    });
  }
  return found;
}

function collectIrpf(amounts: AmountToken[], percents: PercentToken[], out: IrpfCandidate[]): void {
  const rates = percents.filter((p) => p.explicit && p.value > 0 && p.value <= 50);
  for (const amount of amounts) {
    if (amount.value === 0) continue;
    let matched = false;
    for (const rate of rates) {
      const base = amounts.find(
        (b) => b !== amount && Math.abs(Math.abs(b.value * rate.value) / 100 - Math.abs(amount.value)) <= looseTolerance(b.value),
      );
      if (base) {
        out.push({ rate: rate.value, amount: Math.abs(amount.value), base: Math.abs(base.value), score: 2, token: amount });
        matched = true;
      }
    }
    if (!matched) {
      for (const rate of rates) out.push({ rate: rate.value, amount: Math.abs(amount.value), base: null, score: 1.2, token: amount });
      out.push({ rate: null, amount: Math.abs(amount.value), base: null, score: 0.8, token: amount });
    }
  }
}

function collectRecargo(amounts: AmountToken[], percents: PercentToken[], out: RecargoCandidate[]): void {
  for (const rate of percents) {
    if (!RECARGO_RATES.includes(rate.value)) continue;
    for (const amount of amounts) {
      if (amount.value !== 0) out.push({ rate: rate.value, amount: amount.value, score: 1, token: amount });
    }
  }
}

function collectTotals(index: DocIndex): TotalCandidate[] {
  const totals: TotalCandidate[] = [];
  for (const [patterns, weight, label] of [
    [TOTAL_LABELS.strong, 3, 'strong'],
    [TOTAL_LABELS.weak, 1.5, 'weak'],
  ] as const) {
    for (const hit of findLabels(index, patterns)) {
      const region = hit.folded.slice(Math.max(0, hit.start - 4), Math.min(hit.folded.length, hit.end + 18));
      if (test(TOTAL_LABELS.negative, region)) continue;
      const after = tokensAfter(hit, index.amounts);
      const options = after.length > 0 ? after.slice(0, 2) : [...tokensBelow(index, hit, index.amounts, 2), ...loneTokenDownRight(index, hit, index.amounts)];
      for (const { token, relation, rank } of options) {
        const segment = token.ref.line.segments[token.segmentIndex]!;
        const size = Math.min(1.5, segment.fontSize / Math.max(index.bodyFontSize, 1));
        const factor = (relation === 'below' ? 0.8 : 1) * (rank === 0 ? 1 : 0.6) * (0.8 + 0.2 * size);
        totals.push({ value: token.value, score: weight * factor, token, label, ...(relation === 'below' ? { under: true } : {}) });
      }
    }
  }
  totals.push(...rowTotalSumRepairs(index, totals));
  // Any amount may be the total when no label says so; weakly.
  for (const token of index.amounts) totals.push({ value: token.value, score: 0.25, token, label: null });
  return totals;
}

/**
 * A till ticket's VAT table prints each rate's row total ("10.00% | 18.05 | 1.80 | 0.00 | 19.85").
 * When OCR drops or changes one digit of the labelled total ("TOTAL COMPRA 3.74" for 31.74),
 * the sum of the row totals is the total, provided every row closes on its own (base plus
 * base × rate is its total: the row is read right whatever its cuota cell says) and the
 * labelled reading outside those rows is that sum with one digit dropped, added or changed, or
 * when no labelled total is left outside those rows at all. OCR pages only.
 */
export function rowTotalSumRepairs(index: DocIndex, totals: readonly TotalCandidate[]): TotalCandidate[] {
  const repaired: TotalCandidate[] = [];
  for (const page of index.pages) {
    if (page.source !== 'ocr') continue;
    const rows: { rate: number; total: number }[] = [];
    const rateRows = new Set<unknown>();
    let broken = false;
    for (const ref of index.lines) {
      if (ref.page !== page || test(IRPF_CUES, ref.folded)) continue;
      const rates = (index.percentsByLine.get(ref.line) ?? []).filter((p) => p.explicit && p.value <= 30 && ALL_VAT_RATES.has(p.value));
      const amounts = (index.amountsByLine.get(ref.line) ?? []).filter((a) => a.box.x0 > (rates[0]?.box.x1 ?? Infinity) - 1);
      if (rates.length !== 1 || amounts.length < 2) continue;
      if (!test(TAX_CUES, ref.folded) && !hasTaxHeaderAbove(index, ref) && !underTableHeader(index, ref)) continue;
      rateRows.add(ref.line);
      const rate = rates[0]!.value;
      const base = amounts[0]!.value;
      const total = amounts[amounts.length - 1]!.value;
      if (base <= 0 || rows.some((row) => row.rate === rate)) {
        broken = true;
        continue;
      }
      const closes = agrees(roundCents(base + roundCents((base * rate) / 100)), total) || agrees(roundCents((base * (100 + rate)) / 100), total);
      if (!closes) broken = true;
      else rows.push({ rate, total });
    }
    if (broken || rows.length < 2) continue;
    const sum = roundCents(rows.reduce((acc, row) => acc + row.total, 0));
    const labelled = totals.filter((total) => total.label !== null && total.token.ref.page === page);
    // The total's row was lost (torn, faded): the "total" labels left head columns (the rows'
    // total column, an item column), and the one over the rows reads one row's total. The
    // column's sum is the ticket's total.
    const header = labelled.find((total) => rateRows.has(total.token.ref.line) && total.under);
    if (header && labelled.every((total) => total.label === 'weak' && total.under)) {
      repaired.push({ value: sum, score: header.score * 0.9, token: header.token, label: header.label, unread: true });
    }
    for (const total of labelled) {
      // A labelled total outside the VAT rows ("TOTAL CONPRA" is still a total label, a weak one).
      if (rateRows.has(total.token.ref.line) || agrees(total.value, sum)) continue;
      if (!oneDigitOff(total.value.toFixed(2), sum.toFixed(2))) continue;
      repaired.push({ value: sum, score: total.score * 0.9, token: total.token, label: total.label });
    }
  }
  return repaired;
}

/** The digits of `read` are those of `target` with one digit dropped, added or changed. */
export function oneDigitOff(read: string, target: string): boolean {
  const a = read.replace(/\D/g, '');
  const b = target.replace(/\D/g, '');
  if (a === b) return false;
  if (a.length === b.length) return [...a].filter((char, i) => char !== b[i]).length === 1;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

function collectBaseTotals(index: DocIndex): AmountToken[] {
  const found: AmountToken[] = [];
  for (const hit of findLabels(index, BASE_LABELS)) {
    const after = tokensAfter(hit, index.amounts);
    const header = isItemsHeader(hit.ref.line.segments.map((segment) => segment.text));
    const options = after.length > 0 ? after.slice(0, 1) : header ? [] : tokensBelow(index, hit, index.amounts, 1);
    for (const { token } of options) found.push(token);
  }
  return found;
}

export function knownIrpfRateFor(amount: number, base: number): number | null {
  if (base === 0) return null;
  const rate = Math.round((Math.abs(amount) / Math.abs(base)) * 10000) / 100;
  const known = [1, 2, 7, 9, 15, 18, 19, 20, 21, 24, 35].find((r) => agrees((Math.abs(base) * r) / 100, Math.abs(amount)));
  if (known !== undefined) return known;
  return isKnownIrpfRate(rate) ? rate : null;
}

export function hasExemptionCue(index: DocIndex, cues: RegExp): boolean {
  return index.lines.some((ref) => test(cues, ref.folded));
}

