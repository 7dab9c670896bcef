import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { OddsPolicy } from '../../src/domain/sportsbook-model.js';
import { marketStatuses } from '../../src/domain/sportsbook-model.js';
import { selectionKeyOf, type SlipSelection } from './slip-maths';

export type SlipMode = 'single' | 'parlay';

/** A market as the stream or a board refresh reports it, enough to keep a pick's price and lock current. */
export type MarketPrices = {
  key: string;
  status: number;
  oddsVersion: number;
  outcomes: { id: string; oddsMilli: number; active: boolean }[];
};

type SlipState = {
  mode: SlipMode;
  selections: SlipSelection[];
  /** Singles: one stake per pick, as typed; parlay: one stake under the key `parlay`. */
  stakes: Record<string, string>;
  oddsPolicy: OddsPolicy;
};

type SlipAction =
  | { type: 'toggle'; selection: SlipSelection }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'mode'; mode: SlipMode }
  | { type: 'stake'; key: string; text: string }
  | { type: 'policy'; oddsPolicy: OddsPolicy }
  | { type: 'prices'; eventId: string; markets: MarketPrices[] }
  | { type: 'accept-changes' };

export const parlayStakeKey = 'parlay';

function toggled(state: SlipState, selection: SlipSelection): SlipState {
  const key = selectionKeyOf(selection);
  if (state.selections.some((existing) => selectionKeyOf(existing) === key)) {
    return { ...state, selections: state.selections.filter((existing) => selectionKeyOf(existing) !== key) };
  }
  // Another outcome of the same market replaces the first; a parlay holds one pick per event.
  const kept = state.selections.filter((existing) =>
    state.mode === 'parlay'
      ? existing.eventId !== selection.eventId
      : !(existing.eventId === selection.eventId && existing.marketKey === selection.marketKey),
  );
  return { ...state, selections: [...kept, selection] };
}

function repriced(selection: SlipSelection, eventId: string, markets: MarketPrices[]): SlipSelection {
  if (selection.eventId !== eventId) return selection;
  const market = markets.find((candidate) => candidate.key === selection.marketKey);
  if (!market) return selection;
  const outcome = market.outcomes.find((candidate) => candidate.id === selection.outcomeId);
  return {
    ...selection,
    oddsMilli: outcome?.oddsMilli ?? selection.oddsMilli,
    oddsVersion: market.oddsVersion,
    locked: market.status !== marketStatuses.active || !outcome?.active,
  };
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggle':
      return toggled(state, action.selection);
    case 'remove':
      return { ...state, selections: state.selections.filter((existing) => selectionKeyOf(existing) !== action.key) };
    case 'clear':
      return { ...state, selections: [], stakes: {} };
    case 'mode':
      return { ...state, mode: action.mode };
    case 'stake':
      return { ...state, stakes: { ...state.stakes, [action.key]: action.text } };
    case 'policy':
      return { ...state, oddsPolicy: action.oddsPolicy };
    case 'prices':
      return {
        ...state,
        selections: state.selections.map((selection) => repriced(selection, action.eventId, action.markets)),
      };
    case 'accept-changes':
      return {
        ...state,
        selections: state.selections.map((selection) => ({ ...selection, acceptedOddsMilli: selection.oddsMilli })),
      };
  }
}

type SlipContextValue = SlipState & {
  toggle: (selection: SlipSelection) => void;
  remove: (key: string) => void;
  clear: () => void;
  setMode: (mode: SlipMode) => void;
  setStake: (key: string, text: string) => void;
  setOddsPolicy: (oddsPolicy: OddsPolicy) => void;
  applyPrices: (eventId: string, markets: MarketPrices[]) => void;
  acceptChanges: () => void;
  isSelected: (key: string) => boolean;
};

const SlipContext = createContext<SlipContextValue | undefined>(undefined);

export const emptySlip: SlipState = { mode: 'single', selections: [], stakes: {}, oddsPolicy: 'BETTER' };

export function SlipProvider({ children, initial = emptySlip }: { children: ReactNode; initial?: SlipState }) {
  const [state, dispatch] = useReducer(slipReducer, initial);
  const toggle = useCallback((selection: SlipSelection) => dispatch({ type: 'toggle', selection }), []);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const setMode = useCallback((mode: SlipMode) => dispatch({ type: 'mode', mode }), []);
  const setStake = useCallback((key: string, text: string) => dispatch({ type: 'stake', key, text }), []);
  const setOddsPolicy = useCallback((oddsPolicy: OddsPolicy) => dispatch({ type: 'policy', oddsPolicy }), []);
  const applyPrices = useCallback(
    (eventId: string, markets: MarketPrices[]) => dispatch({ type: 'prices', eventId, markets }),
    [],
  );
  const acceptChanges = useCallback(() => dispatch({ type: 'accept-changes' }), []);
  const value = useMemo<SlipContextValue>(() => {
    const keys = new Set(state.selections.map(selectionKeyOf));
    return {
      ...state,
      toggle,
      remove,
      clear,
      setMode,
      setStake,
      setOddsPolicy,
      applyPrices,
      acceptChanges,
      isSelected: (key) => keys.has(key),
    };
  }, [state, toggle, remove, clear, setMode, setStake, setOddsPolicy, applyPrices, acceptChanges]);
  return <SlipContext value={value}>{children}</SlipContext>;
}

export function useSlip(): SlipContextValue {
  const value = useContext(SlipContext);
  if (!value) throw new Error('useSlip outside SlipProvider');
  return value;
}
