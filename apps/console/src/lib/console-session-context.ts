import type { OperatorSession } from '@croupier/contracts';
import { createContext, useContext } from 'react';
import { defaultTimeZone } from './format-date-time';

export const ConsoleSessionContext = createContext<OperatorSession | null>(null);

/** The logged-in operator as /bo/session/me answered it; only inside the console's shell. */
export function useConsoleSession(): OperatorSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsoleSession outside the console shell');
  return session;
}

/** The time zone of a brand by code; the platform's for a view that spans brands. */
export function useBrandTimeZone(): (brandCode?: string) => string {
  const { brands } = useConsoleSession();
  return (brandCode) => brands.find((brand) => brand.code === brandCode)?.timeZone ?? defaultTimeZone;
}
