/** The series of the invoices chart, in drawing and table order, with their colours. */
export const CHART_LINES = [
  { key: 'processed', color: '#1f4e79' },
  { key: 'accurate', color: '#1d6b3a' },
  { key: 'withErrors', color: '#b42318' },
  { key: 'corrected', color: '#8a5a00' },
] as const;

export type ChartLineKey = (typeof CHART_LINES)[number]['key'];
