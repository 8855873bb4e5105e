import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModule } from './use-module';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Notice = () => <p>notice</p>;
type NoticeModule = { Notice: typeof Notice };

function Screen({ load, wanted }: { load: () => Promise<NoticeModule>; wanted?: boolean }) {
  const { module, failed } = useModule(load, wanted);
  return (
    <main>
      <h1>Welcome</h1>
      {module ? <module.Notice /> : null}
      {failed ? <p>unavailable</p> : null}
    </main>
  );
}

describe('useModule', () => {
  afterEach(cleanup);

  it('draws the screen at once and the module once it arrives, never suspending for it', async () => {
    const module = deferred<NoticeModule>();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen load={() => module.promise} />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.queryByText('notice')).toBeNull();
    await act(async () => module.resolve({ Notice }));
    expect(screen.getByText('notice')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('leaves the part out when its module cannot be loaded', async () => {
    const module = deferred<NoticeModule>();
    render(<Screen load={() => module.promise} />);
    await act(async () => module.reject(new Error('offline, never cached')));
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
    expect(screen.queryByText('notice')).toBeNull();
    expect(screen.getByText('unavailable')).toBeTruthy();
  });

  it('does not load what is not wanted', async () => {
    let loads = 0;
    render(<Screen load={() => (loads++, Promise.resolve({ Notice }))} wanted={false} />);
    await act(async () => undefined);
    expect(loads).toBe(0);
    expect(screen.queryByText('notice')).toBeNull();
  });
});
