/**
 * Picks the VAT lines, recargo, IRPF and total whose arithmetic closes:
 * sum(base + cuota + recargo) - IRPF (+ amounts outside the base) = total, preferring labelled values. When nothing
 * closes, returns the best-labelled values unreconciled so validation reports the mismatch.
 */
import type { Irpf, OutsideBaseItem, VatLine } from '../../invoice/invoice.schema';
import { roundCents, sumCents } from '../../money/round-cents';
import type { Box } from '../layout/page-text';
import {
  type AmountCandidates,
  cuotaMatches,
  cuotaNearlyMatches,
  type IrpfCandidate,
  knownIrpfRateFor,
  TOLERANCE,
  type TotalCandidate,
  type VatLineCandidate,
} from './amount-candidates';
import type { AmountToken } from './doc-index';
import { outsideBaseItem, outsideBaseKind } from './outside-base';

export interface AmountSolution {
  vatLines: VatLine[];
  /** Amounts the total includes outside the tax base (suplidos, tasas), named so on their row. */
  outsideBase: OutsideBaseItem[];
  /** The total is an unlabelled amount on the row of one of the lines (that row's own total). */
  totalIsRowTotal?: boolean;
  irpf: Irpf | null;
  total: number | null;
  /** The arithmetic closes with a total read from the page. */
  consistent: boolean;
  /** The total came with a total label. */
  totalLabelled: boolean;
  /** The total was not read but added up (the VAT rows' total column): to be confirmed. */
  totalUnread?: boolean;
  /** A differently valued, strongly labelled total exists that this solution does not explain. */
  conflicting: boolean;
  boxes: { total?: Box; vatLines?: Box; irpf?: Box };
  totalToken: AmountToken | null;
  vatLineTokens: { base: AmountToken | null; cuota: AmountToken | null }[];
}

export interface SolveOptions {
  /** The document says exempt / not subject / reverse charge somewhere. */
  exemptionCue: boolean;
}

const MAX_LINE_CANDIDATES = 16;
const MAX_LINES = 5;
const cents = (value: number) => Math.round(value * 100);

export function solveAmounts(candidates: AmountCandidates, options: SolveOptions): AmountSolution {
  const lines = dedupeLines(candidates.vatLines).slice(0, MAX_LINE_CANDIDATES);
  const totalsByCents = new Map<number, TotalCandidate>();
  for (const total of candidates.totals) {
    const key = cents(total.value);
    const existing = totalsByCents.get(key);
    if (!existing || total.score > existing.score) totalsByCents.set(key, total);
  }
  const strongTotals = candidates.totals.filter((t) => t.label === 'strong');
  const weakTotals = candidates.totals.filter((t) => t.label === 'weak');
  const baseTotalCents = new Set(candidates.baseTotals.map((t) => cents(t.value)));

  let best: { score: number; solution: AmountSolution } | null = null;
  const consider = (chosen: VatLineCandidate[], extraScore: number, requireLabel = false) => {
    const bases = chosen.map((line) => line.base);
    const sumLines = sumCents(chosen.flatMap((line) => [line.base, line.cuota, line.recargo]));
    for (const irpf of irpfOptions(candidates.irpfs, bases)) {
      const expected = roundCents(sumLines - (irpf ? Math.abs(irpf.amount) * Math.sign(sumLines || 1) : 0));
      const total = lookup(totalsByCents, expected);
      if (!total || (requireLabel && total.label === null)) continue;
      let score = extraScore + chosen.reduce((sum, line) => sum + line.score, 0) + total.score + (irpf?.score ?? 0);
      if (baseTotalCents.has(cents(sumCents(bases)))) score += 0.8;
      const explained = new Set([cents(expected), cents(sumLines)]);
      const conflicting = strongTotals.some((t) => !explained.has(cents(t.value)) && Math.abs(t.value) > Math.abs(expected));
      if (conflicting) score -= 1;
      if (!best || score > best.score) {
        best = { score, solution: build(chosen, irpf, total, true, conflicting) };
      }
    }
  };

  forEachSubset(lines, (subset) => consider(subset, 0));

  // The residue between some lines and a strong total, printed as an amount of its own: an item
  // outside the VAT table. Tried as a 0 % line; once chosen, a row that names it a suplido or
  // another amount outside the base moves it out of the lines (takeOutsideBase below).
  if (lines.length > 0) {
    const printed = new Map<number, AmountToken[]>();
    for (const t of candidates.totals) {
      if (t.label === null) printed.set(cents(t.value), [...(printed.get(cents(t.value)) ?? []), t.token]);
    }
    const namedTokens = namedOutsideRows(candidates.totals);
    forEachSubset(lines.slice(0, 6), (subset) => {
      if (subset.some((line) => line.rate === 0)) return;
      const sumLines = sumCents(subset.flatMap((line) => [line.base, line.cuota, line.recargo]));
      const bases = subset.map((line) => line.base);
      // A weakly labelled total ("TOTAL" heading a column) only with a row that names the
      // residue outside the base (carriage charged without VAT under "TOTAL BRUTO | IVA | TOTAL").
      for (const total of [...strongTotals, ...weakTotals]) {
        const weak = total.label !== 'strong';
        // A gestor's suplidos come after the fees' IRPF: the residue is of the total after it.
        for (const irpf of irpfOptions(candidates.irpfs, bases)) {
          const withheld = irpf ? Math.abs(irpf.amount) * Math.sign(sumLines || 1) : 0;
          const residue = roundCents(total.value - sumLines + withheld);
          if (residue === 0 || Math.sign(residue) !== Math.sign(total.value)) continue;
          const tokens = printed.get(cents(residue));
          if (!tokens) {
            if (weak) continue;
            // Several rows named outside the base (two suplidos) and no sum of them printed.
            const rows = namedRowsSumming(namedTokens, residue);
            if (rows) consider([...subset, ...rows.map((token) => zeroLine(token.value, 0.3, token))], -0.5, true);
            continue;
          }
          const named = tokens.find((token) => outsideBaseKind(token) !== null);
          // Withholding leaves the 0 % line on one side only when that line is outside the base.
          if ((irpf || weak) && !named) continue;
          const withBase = baseTotalCents.has(cents(sumCents([...bases, residue])));
          if (!withBase && !options.exemptionCue && !named) continue;
          consider([...subset, zeroLine(residue, 0.3, named ?? null)], -0.5, true);
        }
      }
    }, 3);
  }

  // Fully exempt invoices: a labelled base and no cuota anywhere.
  if (options.exemptionCue) {
    for (const base of candidates.baseTotals) {
      if (base.value !== 0) consider([zeroLine(base.value, 0.8, base)], 0, true);
    }
  }

  if (best) {
    const solution = (best as { solution: AmountSolution }).solution;
    if (leavesOutPrintedLine(solution, lines)) solution.conflicting = true;
    // Lines that close with an unlabelled amount while a strongly labelled, larger total goes
    // unexplained: the printed total is that one (the review shows it, with the conflict).
    const printed = solution.conflicting && !solution.totalLabelled ? strongestTotal(strongTotals, solution.total) : null;
    if (printed) {
      solution.total = printed.value;
      solution.totalToken = printed.token;
      solution.boxes.total = printed.token.box;
      solution.consistent = false;
    }
    return takeOutsideBase(solution);
  }
  return takeOutsideBase(fallback(lines, candidates));
}

/**
 * Moves the 0 % lines whose row names them a suplido or another amount outside the tax base
 * out of the VAT lines: in the AEAT book they would raise the bases (26.00 became 72.63 with a
 * suplido as a 0 % IGIC line). A row that prints an exemption or a 0 % rate stays a line.
 */
function takeOutsideBase(solution: AmountSolution): AmountSolution {
  const keep: number[] = [];
  solution.vatLines.forEach((line, i) => {
    const token = solution.vatLineTokens[i]?.base;
    const item = line.rate === 0 && line.cuota === 0 && line.recargo === 0 && token ? outsideBaseItem(token, line.base) : null;
    if (item) solution.outsideBase.push(item);
    else keep.push(i);
  });
  if (keep.length === solution.vatLines.length) return solution;
  solution.vatLines = keep.map((i) => solution.vatLines[i]!);
  solution.vatLineTokens = keep.map((i) => solution.vatLineTokens[i]!);
  return solution;
}

function strongestTotal(totals: TotalCandidate[], current: number | null): TotalCandidate | null {
  const larger = totals.filter((t) => current === null || Math.abs(t.value) > Math.abs(current));
  return larger.sort((a, b) => b.score - a.score || Math.abs(b.value) - Math.abs(a.value))[0] ?? null;
}

/** A clear VAT row: an explicit rate, a base and its exact cuota, on a row the tax names or heads. */
const CLEAR_ROW_SCORE = 1.7;

/**
 * The page prints a clear VAT row at a rate the solution has no line for (a ticket whose total
 * was misread: a single 0 % line closes with its own row total and leaves the 10 % row out).
 * Such a solution explains part of the page, not the invoice.
 */
function leavesOutPrintedLine(solution: AmountSolution, lines: VatLineCandidate[]): boolean {
  const rates = new Set(solution.vatLines.map((line) => line.rate));
  const used = new Set(solution.vatLineTokens.flatMap((t) => [t.base, t.cuota]).filter(Boolean));
  return lines.some(
    (line) =>
      line.rate > 0 &&
      !rates.has(line.rate) &&
      line.fromRowTotal === true &&
      !used.has(line.baseToken ?? line.cuotaToken),
  ) || lines.some(
    (line) =>
      line.rate > 0 &&
      !rates.has(line.rate) &&
      line.score >= CLEAR_ROW_SCORE &&
      cuotaMatches(line.base, line.rate, line.cuota) &&
      line.baseToken !== null &&
      line.cuotaToken !== null &&
      !used.has(line.baseToken) &&
      !used.has(line.cuotaToken) &&
      line.baseToken.ref === line.cuotaToken.ref,
  );
}

const MAX_NAMED_ROWS = 8;

/** One unlabelled amount per row whose words name it outside the base, in reading order. */
function namedOutsideRows(totals: TotalCandidate[]): AmountToken[] {
  const byRow = new Map<string, AmountToken>();
  for (const total of totals) {
    if (total.label !== null || outsideBaseKind(total.token) === null) continue;
    const key = `${total.token.ref.page.page}|${total.token.ref.line.index}|${cents(total.value)}`;
    if (!byRow.has(key)) byRow.set(key, total.token);
  }
  return [...byRow.values()].slice(0, MAX_NAMED_ROWS);
}

/** Two to four of those rows, on different lines, whose amounts add up to the residue. */
function namedRowsSumming(tokens: AmountToken[], residue: number): AmountToken[] | null {
  const target = cents(residue);
  const chosen: AmountToken[] = [];
  const walk = (start: number, sum: number): AmountToken[] | null => {
    if (chosen.length >= 2 && sum === target) return chosen.slice();
    if (chosen.length >= 4) return null;
    for (let i = start; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (chosen.some((c) => c.ref === token.ref)) continue;
      chosen.push(token);
      const found = walk(i + 1, sum + cents(token.value));
      chosen.pop();
      if (found) return found;
    }
    return null;
  };
  return walk(0, 0);
}

function zeroLine(base: number, score: number, token: AmountToken | null = null): VatLineCandidate {
  return { rate: 0, base, cuota: 0, recargoRate: 0, recargo: 0, score, baseToken: token, cuotaToken: null, rateBox: null };
}

function lookup(map: Map<number, TotalCandidate>, value: number): TotalCandidate | null {
  const key = cents(value);
  return map.get(key) ?? map.get(key - 1) ?? map.get(key + 1) ?? null;
}

function dedupeLines(lines: VatLineCandidate[]): VatLineCandidate[] {
  const byKey = new Map<string, VatLineCandidate>();
  for (const line of lines) {
    const key = `${line.rate}|${cents(line.base)}|${cents(line.cuota)}|${line.recargoRate}|${cents(line.recargo)}`;
    const existing = byKey.get(key);
    if (!existing || line.score > existing.score) byKey.set(key, line);
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score);
}

/** Subsets with distinct (rate, recargo rate) pairs, up to MAX_LINES lines. */
function forEachSubset(lines: VatLineCandidate[], visit: (subset: VatLineCandidate[]) => void, maxSize = MAX_LINES): void {
  const chosen: VatLineCandidate[] = [];
  const walk = (start: number) => {
    if (chosen.length > 0) visit(chosen.slice());
    if (chosen.length >= maxSize) return;
    for (let i = start; i < lines.length; i++) {
      const line = lines[i]!;
      if (chosen.some((c) => c.rate === line.rate && c.recargoRate === line.recargoRate)) continue;
      // One printed amount is one line's (two lines repaired from their row totals both lack a token).
      const shares = (a: AmountToken | null, b: AmountToken | null) => a !== null && a === b;
      if (chosen.some((c) => shares(c.baseToken, line.baseToken) || shares(c.cuotaToken, line.cuotaToken))) continue;
      chosen.push(line);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
}

type IrpfOption = Irpf & { score: number; token: AmountToken | null };

/** No IRPF, or any IRPF candidate whose amount is its rate applied to some of the bases. */
function irpfOptions(irpfs: IrpfCandidate[], bases: number[]): (IrpfOption | null)[] {
  const options: (IrpfOption | null)[] = [null];
  const subsetSums = new Set<number>();
  for (let mask = 1; mask < 1 << Math.min(bases.length, 8); mask++) {
    subsetSums.add(cents(sumCents(bases.filter((_, i) => mask & (1 << i)))));
  }
  const totalBase = Math.abs(sumCents(bases));
  for (const candidate of irpfs) {
    // Withholding printed with its own base (professional fees among other items): the base
    // may be any part of the taxable amount.
    if (candidate.rate !== null && candidate.base !== null && candidate.base <= totalBase + TOLERANCE) {
      options.push({ rate: candidate.rate, amount: candidate.amount, score: candidate.score, token: candidate.token });
      continue;
    }
    if (candidate.rate !== null) {
      const rate = candidate.rate;
      const ok = [...subsetSums].some((base) => Math.abs((Math.abs(base) * rate) / 10000 - candidate.amount) <= TOLERANCE);
      if (ok) options.push({ rate, amount: candidate.amount, score: candidate.score, token: candidate.token });
      continue;
    }
    for (const base of subsetSums) {
      const rate = knownIrpfRateFor(candidate.amount, base / 100);
      if (rate !== null) {
        options.push({ rate, amount: candidate.amount, score: candidate.score, token: candidate.token });
        break;
      }
    }
  }
  return options;
}

function build(
  chosen: VatLineCandidate[],
  irpf: IrpfOption | null,
  total: TotalCandidate | null,
  consistent: boolean,
  conflicting: boolean,
): AmountSolution {
  const ordered = chosen.slice().sort((a, b) => b.rate - a.rate || b.base - a.base);
  const sign = Math.sign(sumCents(ordered.map((l) => l.base)) || 1);
  const boxes: AmountSolution['boxes'] = {};
  if (total) boxes.total = total.token.box;
  const firstToken = ordered.find((l) => l.cuotaToken ?? l.baseToken);
  const lineToken = firstToken?.cuotaToken ?? firstToken?.baseToken;
  if (lineToken) boxes.vatLines = lineToken.box;
  if (irpf?.token) boxes.irpf = irpf.token.box;
  return {
    vatLines: ordered.map((l) => ({ rate: l.rate, base: l.base, cuota: l.cuota, recargoRate: l.recargoRate, recargo: l.recargo })),
    outsideBase: [],
    irpf: irpf ? { rate: irpf.rate, amount: roundCents(Math.abs(irpf.amount) * sign) } : null,
    total: total ? total.value : null,
    consistent,
    totalLabelled: total?.label != null,
    ...(total?.unread ? { totalUnread: true } : {}),
    conflicting,
    totalIsRowTotal:
      total !== null &&
      total.label === null &&
      ordered.some((l) => (l.baseToken ?? l.cuotaToken)?.ref === total.token.ref && Math.abs(sumCents([l.base, l.cuota, l.recargo]) - total.value) <= TOLERANCE),
    boxes,
    vatLineTokens: ordered.map((l) => ({ base: l.baseToken, cuota: l.cuotaToken })),
    totalToken: total?.token ?? null,
  };
}

function fallback(lines: VatLineCandidate[], candidates: AmountCandidates): AmountSolution {
  const chosen: VatLineCandidate[] = [];
  for (const line of lines) {
    if (chosen.some((c) => c.rate === line.rate)) continue;
    if (!cuotaNearlyMatches(line.base, line.rate, line.cuota) && !cuotaMatches(line.base, line.rate, line.cuota) && line.rate !== 0) continue;
    chosen.push(line);
  }
  const labelled = candidates.totals.filter((t) => t.label !== null).sort((a, b) => b.score - a.score || Math.abs(b.value) - Math.abs(a.value));
  const total = labelled[0] ?? null;
  const irpf = candidates.irpfs.slice().sort((a, b) => b.score - a.score)[0];
  return build(
    chosen,
    irpf && irpf.rate !== null ? { rate: irpf.rate, amount: irpf.amount, score: irpf.score, token: irpf.token } : null,
    total,
    false,
    false,
  );
}
