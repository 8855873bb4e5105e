/**
 * The analysis as the report a gestor sends the client (issue 15): one sheet per analysis, each
 * a few blocks (a title, column labels, typed rows), in the language of the `label` function
 * given (the web app passes its translator for es or en). The XLSX writer (report-xlsx.ts) and
 * the web app's PDF render the same sheets, so both files hold the same figures.
 */
import type { Stored } from './stored-analysis';
import type { SessionAnalysis } from './types';

export type ReportCell =
  | { t: 'text'; v: string }
  | { t: 'money'; v: number }
  | { t: 'int'; v: number }
  /** A percentage as a number of percent (12.5 = 12.5 %). */
  | { t: 'pct'; v: number }
  | { t: 'date'; v: string }
  | null;

export interface ReportBlock {
  title: string;
  columns: string[];
  rows: ReportCell[][];
}

export interface ReportSheet {
  name: string;
  blocks: ReportBlock[];
}

export interface ReportContext {
  company: string;
  agency: string;
  period: { from: string; to: string } | null;
  /** The date range the analyses that take one were computed for; null or absent: the whole period. */
  range?: { from: string; to: string } | null;
  generatedOn: string;
}

/** The translator: keys of the web's `bank-analysis` namespace. */
export type ReportLabel = (key: string, vars?: Record<string, string | number>) => string;

const text = (v: string | null | undefined): ReportCell => (v ? { t: 'text', v } : null);
const money = (v: number | null | undefined): ReportCell => (v === null || v === undefined ? null : { t: 'money', v });
const int = (v: number): ReportCell => ({ t: 'int', v });
const pct = (v: number | null | undefined): ReportCell => (v === null || v === undefined ? null : { t: 'pct', v });
const date = (v: string | null | undefined): ReportCell => (v ? { t: 'date', v } : null);

export function reportSheets(analysis: Stored<SessionAnalysis>, label: ReportLabel, context: ReportContext): ReportSheet[] {
  const l = label;
  const { cashFlow, liquidity, paperwork, taxes } = analysis;
  const summary: ReportSheet = {
    name: l('report.sheets.summary'),
    blocks: [
      {
        title: l('report.title'),
        columns: [l('report.item'), l('report.value')],
        rows: [
          [text(l('report.company')), text(context.company)],
          [text(l('report.agency')), text(context.agency)],
          [text(l('report.period')), text(context.period ? `${context.period.from} – ${context.period.to}` : '')],
          ...(context.range ? [[text(l('report.range')), text(`${context.range.from} – ${context.range.to}`)]] : []),
          [text(l('report.generated')), date(context.generatedOn)],
          [text(l('cash.in')), money(cashFlow.totals.inCents)],
          [text(l('cash.out')), money(cashFlow.totals.outCents)],
          [text(l('cash.net')), money(cashFlow.totals.netCents)],
          [text(l('report.opening')), money(cashFlow.openingCents)],
          [text(l('report.closing')), money(cashFlow.closingCents)],
          [text(l('liquidity.runway')), liquidity.runwayMonths === null ? text(l('liquidity.noBurn')) : { t: 'int', v: liquidity.runwayMonths }],
          [text(l('fees.title')), money(analysis.fees.totalCents)],
          [text(l('taxes.aeat')), money(taxes.aeatTotalCents)],
          [text(l('taxes.tgss')), money(taxes.tgssTotalCents)],
          [text(l('paperwork.withoutInvoiceTitle')), money(paperwork.withoutInvoice.cents)],
          ...(cashFlow.warning ? [[text(l('report.warning')), text(l(`warnings.${cashFlow.warning.replace('analysis/', '')}`, { closing: (cashFlow.lastYearClosingCents ?? 0) / 100, opening: (cashFlow.openingCents ?? 0) / 100 }))]] : []),
        ],
      },
    ],
  };
  const cash: ReportSheet = {
    name: l('report.sheets.cash'),
    blocks: [{
      title: l('cash.title', { year: cashFlow.year }),
      columns: [l('cash.month'), l('cash.in'), l('cash.out'), l('cash.net'), l('report.lastYearIn'), l('report.lastYearOut'), l('cash.lastYearNet'), l('cash.change')],
      rows: [
        ...cashFlow.months.map((m) => [text(m.month), money(m.inCents), money(m.outCents), money(m.netCents), money(m.lastYearInCents), money(m.lastYearOutCents), money(m.lastYearNetCents), pct(m.netChangePct)]),
        [text(l('cash.total')), money(cashFlow.totals.inCents), money(cashFlow.totals.outCents), money(cashFlow.totals.netCents), money(cashFlow.totals.lastYearInCents), money(cashFlow.totals.lastYearOutCents), money(cashFlow.totals.lastYearNetCents), null],
      ],
    }],
  };
  const groups: ReportSheet = {
    name: l('report.sheets.groups'),
    blocks: [{
      title: l('groups.title'),
      columns: [l('groups.group'), l('cash.in'), l('cash.out'), l('report.lastYearIn'), l('report.lastYearOut'), l('groups.fromDiary'), l('report.lines')],
      rows: analysis.categories.map((c) => [text(l(`groups.names.${c.group}`)), money(c.inCents), money(c.outCents), money(c.lastYearInCents), money(c.lastYearOutCents), int(c.fromDiary), int(c.fromDiary + c.fromRules)]),
    }],
  };
  const partyBlock = (side: 'customers' | 'suppliers'): ReportBlock => ({
    title: l(`parties.${side}`),
    columns: [l('parties.name'), l('report.taxId'), l('parties.amount'), l('parties.share'), l('parties.lastYear'), l('parties.status'), l('cash.change')],
    rows: [...analysis.counterparties[side].parties, ...analysis.counterparties[side].lost].map((p) => [
      text(p.name), text(p.taxId), money(p.cents), pct(p.shareBp / 100), money(p.lastYearCents), text(l(`parties.statuses.${p.status}`)), pct(p.changePct),
    ]),
  });
  const parties: ReportSheet = { name: l('report.sheets.parties'), blocks: [partyBlock('customers'), partyBlock('suppliers')] };
  const recurring: ReportSheet = {
    name: l('report.sheets.recurring'),
    blocks: [{
      title: l('recurring.title'),
      columns: [l('parties.name'), l('recurring.period'), l('fees.count'), l('recurring.average'), l('report.last'), l('recurring.annual'), l('recurring.next'), l('recurring.changes'), l('cash.change')],
      rows: analysis.recurring.map((r) => [
        text(r.name), text(l(`recurring.periods.${r.periodDays}`)), int(r.count), money(r.averageCents), money(r.lastCents), money(r.annualCents), date(r.nextDate),
        text(r.priceChanges.map((c) => `${c.date}: ${(c.fromCents / 100).toFixed(2)} → ${(c.toCents / 100).toFixed(2)}`).join('; ')), pct(r.yoyChangePct),
      ]),
    }],
  };
  const fees: ReportSheet = {
    name: l('report.sheets.fees'),
    blocks: [{
      title: l('fees.title'),
      columns: [l('fees.kind'), l('fees.count'), l('parties.amount'), l('parties.lastYear')],
      rows: [...analysis.fees.rows.map((r) => [text(l(`fees.kinds.${r.kind}`)), int(r.count), money(r.cents), money(r.lastYearCents)]), [text(l('cash.total')), null, money(analysis.fees.totalCents), money(analysis.fees.lastYearCents)]],
    }],
  };
  const taxColumns = [l('taxes.period'), l('taxes.models'), l('taxes.paid'), l('taxes.booked'), l('taxes.difference')];
  const taxRows = (rows: typeof taxes.aeat) => rows.map((r) => [text(r.period), text(r.models.join(', ')), money(r.paidCents), money(r.bookedCents), money(r.differenceCents)]);
  const taxSheet: ReportSheet = { name: l('report.sheets.taxes'), blocks: [{ title: l('taxes.aeat'), columns: taxColumns, rows: taxRows(taxes.aeat) }, { title: l('taxes.tgss'), columns: taxColumns, rows: taxRows(taxes.tgss) }] };
  const paperworkSheet: ReportSheet = {
    name: l('report.sheets.paperwork'),
    blocks: [
      {
        title: l('paperwork.ageing'),
        columns: [l('paperwork.bucket'), l('paperwork.receivables'), l('parties.amount'), l('paperwork.payables'), l('parties.amount')],
        rows: paperwork.receivables.map((r, i) => [text(l(`paperwork.buckets.${r.bucket}`)), int(r.count), money(r.cents), int(paperwork.payables[i]!.count), money(paperwork.payables[i]!.cents)]),
      },
      {
        title: l('report.openInvoices'),
        columns: [l('report.number'), l('parties.name'), l('source.date'), l('report.due'), l('parties.amount'), l('report.daysPastDue'), l('paperwork.bucket')],
        rows: paperwork.open.map((o) => [text(o.number), text(o.counterpartyName), date(o.date), date(o.dueDate), money(o.kind === 'issued' ? o.openCents : -o.openCents), int(o.daysPastDue), text(l(`paperwork.buckets.${o.bucket}`))]),
      },
      {
        title: l('paperwork.withoutInvoiceTitle'),
        columns: [l('source.date'), l('source.description'), l('source.amount'), l('report.row')],
        rows: paperwork.withoutInvoice.lines.map((line) => [date(line.date), text(line.description), money(line.amountCents), int(line.row)]),
      },
      {
        title: l('paperwork.paidTwice'),
        columns: [l('report.number'), l('parties.amount')],
        rows: paperwork.paidTwice.map((p) => [text(p.number), money(p.totalCents)]),
      },
    ],
  };
  const anomalies: ReportSheet = {
    name: l('report.sheets.anomalies'),
    blocks: [{
      title: l('anomalies.title'),
      columns: [l('anomalies.kind'), l('source.date'), l('parties.name'), l('parties.amount')],
      rows: analysis.anomalies.map((a) => [text(l(`anomalies.kinds.${a.kind}`)), date(a.date), text(a.party), money(a.cents)]),
    }],
  };
  const liquiditySheet: ReportSheet = {
    name: l('report.sheets.liquidity'),
    blocks: [
      {
        title: l('liquidity.title'),
        columns: [l('report.item'), l('report.value')],
        rows: [
          [text(l('liquidity.balance')), money(liquidity.balanceCents)],
          [text(l('liquidity.burn', { count: liquidity.monthsUsed })), money(liquidity.averageBurnCents)],
          [text(l('liquidity.runway')), liquidity.runwayMonths === null ? text(l('liquidity.noBurn')) : { t: 'int', v: liquidity.runwayMonths }],
          [text(l('liquidity.lowest')), money(liquidity.lowestCents)],
        ],
      },
      {
        title: l('liquidity.projection'),
        columns: [l('liquidity.week'), l('cash.in'), l('cash.out'), l('liquidity.projected')],
        rows: liquidity.projection.map((p) => [date(p.date), money(p.inCents), money(p.outCents), money(p.balanceCents)]),
      },
    ],
  };
  return [summary, cash, groups, parties, recurring, fees, taxSheet, paperworkSheet, anomalies, liquiditySheet];
}
