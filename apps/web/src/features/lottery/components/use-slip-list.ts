import { useState } from 'react';
import type { SlipEntry, SlipListProblem } from '../slip-list';
import { addToList } from '../slip-list';

export type SlipList = {
  entries: readonly SlipEntry[];
  /** How many bets the list held when the player last switched game or prize mode (0: nothing to say). */
  clearedCount: number;
  /** Adds a bet, or says why not (the list is left as it was). */
  add: (entry: SlipEntry) => SlipListProblem | null;
  remove: (index: number) => void;
  clear: () => void;
  dismissClearedNote: () => void;
};

type State = { owner: string; entries: readonly SlipEntry[]; clearedCount: number };

/**
 * The bets collected for one order. The list belongs to `owner` (the game and prize mode played): it outlives the
 * bet slip, which is mounted afresh per game, only so the slip can say the list was cleared when the owner changed.
 * A null owner (the menu of the other prize mode still loading) changes nothing, so the note survives the wait.
 */
export function useSlipList(owner: string | null): SlipList {
  const [state, setState] = useState<State>({ owner: owner ?? '', entries: [], clearedCount: 0 });
  let current = state;
  if (owner !== null && state.owner !== owner) {
    // Adjusting state to a changed prop during render (React's documented pattern): no frame shows the old list.
    current = { owner, entries: [], clearedCount: state.entries.length };
    setState(current);
  }
  return {
    entries: current.entries,
    clearedCount: current.clearedCount,
    add: (entry) => {
      const added = addToList(current.entries, entry);
      if (!added.ok) return added.problem;
      setState({ ...current, entries: added.entries, clearedCount: 0 });
      return null;
    },
    remove: (index) =>
      setState((previous) => ({ ...previous, entries: previous.entries.filter((_, at) => at !== index) })),
    clear: () => setState((previous) => ({ ...previous, entries: [] })),
    dismissClearedNote: () => setState((previous) => ({ ...previous, clearedCount: 0 })),
  };
}
