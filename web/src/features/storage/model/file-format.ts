import { formatNumber } from '../../../lib/format/format';

/** Sizes as people read them, in the UI language. */
const UNITS = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1024 },
  { unit: 'megabyte', size: 1024 * 1024 },
  { unit: 'gigabyte', size: 1024 * 1024 * 1024 },
] as const;

export function formatSize(bytes: number, language: string): string {
  const { unit, size } = [...UNITS].reverse().find((candidate) => bytes >= candidate.size) ?? UNITS[0];
  // Intl spells bytes out ("4 byte" in English); the symbol reads the same in both languages.
  if (unit === 'byte') return `${formatNumber(bytes, language)} B`;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size);
}

