import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// A browser with service workers, before the shell's modules read it.
const worker = vi.hoisted(() => {
  const container = Object.assign(new EventTarget(), { controller: null as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  class NoResources {
    observe() {}
    disconnect() {}
  }
  Object.assign(globalThis, { PerformanceObserver: NoResources });
  return {
    container,
    /** What a freshly installed worker that claims its clients does. */
    takeOver() {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
});

// useRegisterSW registers the worker while the component renders (in a state initializer),
// before any effect of it runs; here the worker is quick and takes the page over right then.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => {
    useState(() => worker.takeOver());
    return { needRefresh: [false, () => undefined], updateServiceWorker: () => Promise.resolve() };
  },
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { UpdatePrompt } = await import('./UpdatePrompt');
const { offlineReadiness } = await import('../warm-asset-cache');

describe('UpdatePrompt', () => {
  beforeAll(() => {
    vi.useFakeTimers();
    // As main.tsx does, before the first render.
    offlineReadiness.start();
  });
  afterEach(cleanup);

  it('says the app works offline when the worker took the page over before the prompt could listen', async () => {
    render(<UpdatePrompt />);
    expect(worker.container.controller).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('status').textContent).toBe('update.offlineReady');
    // A passing notice, said once for the page, even to a prompt mounted again.
    cleanup();
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toBe('update.offlineReady');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
