/**
 * The spec's date range options, in the spec's order. A module of its own so that a route's
 * search validation can name them without pulling the date arithmetic into the first load.
 */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last-7-days',
  'last-30-days',
  'this-month',
  'last-month',
  'custom',
  'current-month',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
