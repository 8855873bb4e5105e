import { useEffect, useState } from 'react';

export interface LoadedModule<T> {
  /** Null until it arrives, and when it could not be loaded. */
  module: T | null;
  /** The last attempt failed (offline, and never cached). */
  failed: boolean;
}

/**
 * A module loaded after the component has mounted, without suspending. For parts a screen can
 * draw without at first, such as a notice, a prompt or a computation. `React.lazy` would suspend
 * instead, and one fallback shown anywhere makes React hold back every reveal that follows by
 * 300 ms (its throttle), the first screen's included. `load` is read when `wanted` turns true:
 * pass a module-level function.
 */
export function useModule<T>(load: () => Promise<T>, wanted = true): LoadedModule<T> {
  const [state, setState] = useState<LoadedModule<T>>({ module: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    load().then(
      (module) => {
        if (mounted) setState({ module, failed: false });
      },
      () => {
        if (mounted) setState({ module: null, failed: true });
      },
    );
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is the same function every time
  }, [wanted]);
  return state;
}
