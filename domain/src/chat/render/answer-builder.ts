/**
 * Builds one answer: every figure written into the text goes through here, so it is formatted
 * for the language (1.234,56 € / €1,234.56, dd/mm/yyyy) and recorded with its source.
 */
import type { Period } from '../period';
import type { AnswerBlock, ChatAction, ChatAnswer, ChatLang, Citation, Figure, FigureKind, SourceRef } from '../types';

const moneyFormats: Record<ChatLang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};
const numberFormats: Record<ChatLang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

export function formatMoney(cents: number, lang: ChatLang): string {
  return moneyFormats[lang].format(cents / 100).replace(/\u00a0/g, ' ');
}

export function formatDate(iso: string, lang: ChatLang): string {
  const [y, m, d] = iso.split('-');
  return lang === 'es' || lang === 'en' ? `${d}/${m}/${y}` : iso;
}

const MONTH_NAMES: Record<ChatLang, string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export function periodLabel(period: Period, lang: ChatLang): string {
  switch (period.kind) {
    case 'quarter':
      return lang === 'es' ? `${period.quarter}T ${period.year}` : `Q${period.quarter} ${period.year}`;
    case 'month':
      return lang === 'es' ? `${MONTH_NAMES.es[period.month - 1]} de ${period.year}` : `${MONTH_NAMES.en[period.month - 1]} ${period.year}`;
    case 'year':
      return String(period.year);
    case 'day':
      return formatDate(period.day, lang);
  }
}

export class AnswerBuilder {
  readonly figures: Figure[] = [];
  readonly blocks: AnswerBlock[] = [];
  readonly citations: Citation[] = [];
  readonly actions: ChatAction[] = [];
  private readonly parts: string[] = [];

  constructor(readonly lang: ChatLang) {}

  private record(value: string, kind: FigureKind, source: SourceRef): string {
    this.figures.push({ value, kind, source });
    return value;
  }

  money(cents: number, source: SourceRef): string {
    return this.record(formatMoney(cents, this.lang), 'money', source);
  }

  count(n: number, source: SourceRef): string {
    return this.record(numberFormats[this.lang].format(n), 'count', source);
  }

  rate(rate: number, source: SourceRef): string {
    return this.record(`${numberFormats[this.lang].format(rate)} %`.replace(' %', this.lang === 'es' ? ' %' : '%'), 'rate', source);
  }

  date(iso: string, source: SourceRef): string {
    return this.record(formatDate(iso, this.lang), 'date', source);
  }

  period(period: Period, source: SourceRef): string {
    const label = periodLabel(period, this.lang);
    this.record(label, 'date', source);
    return label;
  }

  /** "en el 3T 2025" / "in Q3 2025", "en diciembre de 2025", "el 10/12/2025" / "on 10/12/2025". */
  inPeriod(period: Period, source: SourceRef): string {
    const label = this.period(period, source);
    if (this.lang === 'en') return period.kind === 'day' ? `on ${label}` : `in ${label}`;
    return period.kind === 'quarter' ? `en el ${label}` : period.kind === 'day' ? `el ${label}` : `en ${label}`;
  }

  invoiceNumber(number: string, source: SourceRef): string {
    return this.record(number, 'invoice-number', source);
  }

  taxId(taxId: string, source: SourceRef): string {
    return this.record(taxId, 'tax-id', source);
  }

  say(text: string): this {
    this.parts.push(text);
    return this;
  }

  /** A count and its noun, singular for one: "1 factura", "3 invoices". */
  counted(n: number, source: SourceRef, es: [string, string], en: [string, string]): string {
    const noun = this.lang === 'es' ? es[n === 1 ? 0 : 1] : en[n === 1 ? 0 : 1];
    return `${this.count(n, source)} ${noun}`;
  }

  pick(es: string, en: string): string {
    return this.lang === 'es' ? es : en;
  }

  cite(citation: Citation): void {
    const key = JSON.stringify(citation.source);
    if (!this.citations.some((c) => JSON.stringify(c.source) === key)) this.citations.push(citation);
  }

  build(intent: string): ChatAnswer {
    return { text: this.parts.join(' '), blocks: this.blocks, figures: this.figures, citations: this.citations, actions: this.actions, intent, lang: this.lang };
  }
}
