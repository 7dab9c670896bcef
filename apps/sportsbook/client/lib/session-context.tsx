import { createContext, useContext } from 'react';
import type { SessionAnswer } from '../../src/api/player-api.js';

/** The launch's session, loaded once before any screen: currency, time zone, presets and the balance. */
export const SessionContext = createContext<SessionAnswer | undefined>(undefined);

export function useSession(): SessionAnswer {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionContext');
  return session;
}
