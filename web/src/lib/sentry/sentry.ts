/**
 * Sentry, loaded on demand: with no DSN configured nothing is downloaded, and with one the SDK
 * arrives in its own chunk after the first screen, so it costs the sign-in route nothing.
 * Errors captured before the SDK has loaded wait for it instead of being dropped.
 */
import { configuredDsn, SENTRY_SAMPLING } from './sentry-options';

type SentryModule = typeof import('@sentry/react');
type SentryInitOptions = NonNullable<Parameters<SentryModule['init']>[0]>;

let sentry: Promise<SentryModule> | null = null;

export interface StartOptions {
  dsn?: string | null;
  /** The TanStack Router instance, for route-named performance traces. */
  router?: unknown;
  /** Tests hand in a transport that keeps the envelopes. */
  transport?: SentryInitOptions['transport'];
}

export function startSentry(options: StartOptions = {}): Promise<SentryModule> | null {
  const dsn = options.dsn === undefined ? configuredDsn() : options.dsn;
  if (!dsn || sentry) return sentry;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: import.meta.env.MODE,
      integrations: [
        options.router
          ? Sentry.tanstackRouterBrowserTracingIntegration(options.router)
          : Sentry.browserTracingIntegration(),
        Sentry.replayIntegration(),
      ],
      ...SENTRY_SAMPLING,
      ...(options.transport ? { transport: options.transport } : {}),
    });
    return Sentry;
  });
  return sentry;
}

export function sentryEnabled(): boolean {
  return sentry !== null;
}

/** Reports an error caught by an error boundary; a no-op when reporting is off. */
export function captureError(error: unknown, context: { componentStack?: string | null } = {}): void {
  // An error before the idle-time start still gets reported: it starts the SDK itself.
  void (sentry ?? startSentry())?.then((Sentry) =>
    Sentry.captureException(error, context.componentStack ? { contexts: { react: { componentStack: context.componentStack } } } : undefined),
  );
}
