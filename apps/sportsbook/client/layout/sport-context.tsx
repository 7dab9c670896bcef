import { createContext, useContext } from 'react';
import type { SportKey } from '../../src/domain/sportsbook-model.js';

/** The sport on screen: the launch's (`/app/?sport=`), else the session's, switchable in the header. */
export const SportContext = createContext<{ sport: SportKey; setSport: (sport: SportKey) => void }>({
  sport: 'football',
  setSport: () => undefined,
});

export function useSport() {
  return useContext(SportContext);
}
