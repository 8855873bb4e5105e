import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

type SetupPath = '/schedule-setup' | '/finish-setup' | '/';

/**
 * After a step is saved, moves on once the live account shows it: navigating earlier would
 * meet the guard with the old state and bounce back.
 */
export function useAdvanceWhen(reached: boolean, to: SetupPath): () => void {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved && reached) void navigate({ to });
  }, [saved, reached, navigate, to]);
  return () => setSaved(true);
}
