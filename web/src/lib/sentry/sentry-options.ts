/**
 * Error-reporting configuration. The spec's sampling: every trace, one session in ten
 * recorded as a replay, and every session that meets an error.
 */
export const SENTRY_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** The DSN from the build's configuration; reporting is off without one. */
export function configuredDsn(value = import.meta.env.VITE_SENTRY_DSN): string | null {
  const dsn = value?.trim();
  return dsn ? dsn : null;
}
