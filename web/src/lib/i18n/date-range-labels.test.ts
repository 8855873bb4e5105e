import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS } from '../dates/date-range-presets';
import enCommon from '../../locales/en/common.json';
import enInvoices from '../../locales/en/invoices.json';
import esCommon from '../../locales/es/common.json';
import esInvoices from '../../locales/es/invoices.json';

// One set of labels for the date ranges (issue 18, item 4): the dashboard's choice
// (components/ui/DateRangeSelect, common.dateRange) and the invoice list's filters name every
// range, its two days and its problems with the same words, written once in common.json.
describe('date range labels', () => {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { common: enCommon, invoices: enInvoices }, es: { common: esCommon, invoices: esInvoices } },
    ns: ['common', 'invoices'],
    defaultNS: 'common',
    lng: 'en',
    initAsync: false,
  });

  it.each(['en', 'es'])('are the same on the dashboard and in the invoice filters (%s)', (lng) => {
    const common = instance.getFixedT(lng, 'common');
    const invoices = instance.getFixedT(lng, 'invoices');
    const pairs = [
      ...DATE_RANGE_PRESETS.map((preset) => [`dateRange.${preset}`, `filters.ranges.${preset}`]),
      ['dateRange.from', 'filters.from'],
      ['dateRange.to', 'filters.to'],
      ...(['invalid-date', 'from-after-to', 'too-long'] as const).map((problem) => [`dateRange.problem.${problem}`, `filters.problem.${problem}`]),
    ];
    for (const [shared, filter] of pairs) {
      const label = common(shared as 'dateRange.today');
      expect(label).not.toMatch(/\$t\(|dateRange/);
      expect(invoices(filter as 'filters.ranges.today'), filter).toBe(label);
    }
  });

  it('are written once, in common.json', () => {
    const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts));
    for (const filters of [enInvoices.filters, esInvoices.filters]) {
      for (const text of [...texts(filters.ranges), ...texts(filters.problem), filters.from, filters.to]) expect(text).toMatch(/^\$t\(common:dateRange\./);
    }
  });
});
