import { createTransport } from '@sentry/react';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredDsn, SENTRY_SAMPLING } from './sentry-options';
import { captureError, sentryEnabled, startSentry } from './sentry';

describe('configuredDsn', () => {
  it('is off without a DSN', () => {
    expect(configuredDsn(undefined)).toBeNull();
    expect(configuredDsn('  ')).toBeNull();
    expect(configuredDsn('https://key@o1.ingest.sentry.io/2')).toBe('https://key@o1.ingest.sentry.io/2');
  });
});

describe('startSentry', () => {
  const envelopes: string[] = [];
  afterAll(async () => {
    const Sentry = await startSentry();
    await Sentry?.close();
  });

  it('loads nothing when no DSN is configured', () => {
    expect(startSentry({ dsn: null })).toBeNull();
    expect(sentryEnabled()).toBe(false);
  });

  it('samples as the spec says and sends what an error boundary catches', async () => {
    const loading = startSentry({
      dsn: 'https://public@o1.ingest.sentry.io/2',
      transport: (options) =>
        createTransport(options, async (request) => {
          envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
          return { statusCode: 200 };
        }),
    });
    const Sentry = await loading;
    expect(sentryEnabled()).toBe(true);
    const client = Sentry?.getClient();
    expect(client?.getOptions()).toMatchObject(SENTRY_SAMPLING);

    captureError(new Error('deliberate test error'), { componentStack: '\n    at Exploding' });
    await Sentry?.flush(2000);
    const event = envelopes.find((body) => body.includes('deliberate test error'));
    expect(event).toBeDefined();
    expect(event).toContain('Exploding');
  });
});
