import { useEffect, useState } from 'react';

/**
 * A module loaded after the component has mounted, without suspending: null until it arrives
 * (and if it cannot be loaded). For parts a screen can draw without at first, such as a notice
 * or a prompt. `React.lazy` would suspend instead, and one fallback shown anywhere makes React
 * hold back every reveal that follows by 300 ms (its throttle), the first screen's included.
 * `load` is read when `wanted` turns true: pass a module-level function.
 */
export function useModule<T>(load: () => Promise<T>, wanted = true): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    load().then(
      (loaded) => {
        if (mounted) setModule(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is the same function every time
  }, [wanted]);
  return module;
}
