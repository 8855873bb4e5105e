import { useRouteContext } from '@tanstack/react-router';
import type { Session } from './session';

/** The session from the router context (the one source of truth for who is signed in). */
export function useSession(): Session {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}
