import { useRef } from 'react';
import { neighbours, type Neighbours } from './neighbours';

/** `neighbours` with the current invoice's last known place remembered across updates. */
export function useNeighbours(ids: readonly string[], current: string): Neighbours {
  const place = useRef<{ id: string; index: number } | null>(null);
  const index = ids.indexOf(current);
  if (index >= 0) place.current = { id: current, index };
  const lastIndex = place.current?.id === current ? place.current.index : null;
  return neighbours(ids, current, lastIndex);
}
