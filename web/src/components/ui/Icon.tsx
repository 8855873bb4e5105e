/** A small set of line icons, drawn inline so they cost no request. Decorative: aria-hidden. */
const PATHS = {
  dashboard: 'M3 13h8V3H3zm10 8h8V11h-8zM3 21h8v-6H3zm10-18v6h8V3z',
  clients: 'M16 11a4 4 0 1 0-8 0M4 21v-1a6 6 0 0 1 12 0v1M17 7a3 3 0 0 1 0 6M20 21v-1a5 5 0 0 0-3-4.6',
  invoices: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z',
  storage: 'M3 7l2-4h14l2 4M3 7v13h18V7M3 7h18M9 12h6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  card: 'M2 6h20v12H2zM2 10h20M6 15h4',
  offline: 'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5.2-2.8M19 13a10 10 0 0 0-2.3-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01',
  chevron: 'M6 9l6 6 6-6',
  chat: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
