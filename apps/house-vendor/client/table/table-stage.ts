import type { TableOutcome } from '../../src/tables/table-types.js';

/** The felt where a round is revealed; each game has its own. */
export type TableStage = {
  root: HTMLElement;
  /** Clears the felt for the next round. */
  reset(): void;
  /**
   * Shows an outcome from `elapsedMs` into the drawing phase: what is already past appears at once, the rest
   * plays on time. `onResult` runs once, when the result is out.
   */
  reveal(outcome: TableOutcome, elapsedMs: number, onResult: () => void): void;
};

/** Timers of one reveal, all cancelled together when the felt is cleared. */
export function createTimers() {
  let handles: number[] = [];
  return {
    /** Runs `task` `delayMs` from now, or right away (returning true) when the moment has passed. */
    at(delayMs: number, task: () => void): boolean {
      if (delayMs <= 0) {
        task();
        return true;
      }
      handles.push(window.setTimeout(task, delayMs));
      return false;
    },
    clear() {
      for (const handle of handles) window.clearTimeout(handle);
      handles = [];
    },
  };
}
