import type { StakeLevel, TableRules } from '../p2p/table-rules.js';
import { evaluateHand, isPok } from './pok-deng-hand.js';
import {
  act,
  advance,
  bankerCoverMinor,
  cardName,
  checkSit,
  checkTopUp,
  chips,
  createPokDengTable,
  deadlineOf,
  defaultPokDengConfig,
  handRunning,
  leave,
  setConnected,
  setSittingOut,
  sitDown,
  topUp,
  voidRunningHand,
  worstCaseStakes,
} from './pok-deng-table.js';
import type { BankerRule, HandSeat, PokDengAudit, PokDengConfig, PokDengState } from './pok-deng-table.js';

export const pokDengGameId = 'pok-deng';

/** Stake levels: a fixed stake per hand (the room bet); a buy-in of 5 to 100 stakes. */
export const pokDengLevels: readonly StakeLevel[] = [10, 50, 100, 500].map((stake) => ({
  id: `stake-${stake}`,
  stakeMinor: stake * 100,
  minBuyInMinor: worstCaseStakes * stake * 100,
  maxBuyInMinor: 100 * stake * 100,
  seatCount: 8,
}));

function handView(entry: HandSeat, visible: boolean) {
  const evaluated = entry.cards.length >= 2 ? evaluateHand(entry.cards) : null;
  return {
    cardCount: entry.cards.length,
    cards: visible ? entry.cards.map(cardName) : null,
    handClass: visible ? (evaluated?.handClass ?? null) : null,
    points: visible ? (evaluated?.points ?? null) : null,
    deng: visible ? (evaluated?.deng ?? null) : null,
    decided: entry.decision !== null,
    decision: visible ? entry.decision : null,
    result: entry.result,
  };
}

/**
 * The table as one seat sees it: its own cards, a pok (shown at once by the rules), a hand settled early by "two
 * fight three", and every hand once the result shows; no other card, ever. The deck's commitment shows from the
 * opening of the hand, its seed only once the hand is over.
 */
export function pokDengView(state: PokDengState, viewerSeat: number | null, now: number) {
  const hand = state.hand;
  const showing = hand?.phase === 'showing';
  const mayShow = (entry: HandSeat) =>
    (showing && !hand.voided) ||
    (viewerSeat !== null && entry.seat === viewerSeat && !(hand?.banker.house && entry === hand.banker)) ||
    (entry.cards.length === 2 && isPok(evaluateHand(entry.cards))) ||
    entry.result?.early === true;
  const playerOf = (seat: number) => hand?.players.find((entry) => entry.seat === seat);
  const bankerSeat =
    hand && hand.phase !== 'opening' ? (hand.banker.house ? null : hand.banker.seat) : state.bankerSeat;
  const mine = viewerSeat === null ? undefined : playerOf(viewerSeat);
  const iAmBanker = hand?.phase === 'banker' && !hand.banker.house && hand.banker.seat === viewerSeat;
  const legal: string[] = [];
  if (hand?.phase === 'players' && mine && mine.decision === null) legal.push('draw', 'stand');
  if (iAmBanker && hand.banker.decision === null) {
    legal.push('draw', 'stand');
    if (hand.players.some((player) => player.cards.length === 3)) legal.push('fight-three');
  }
  const readyCount = state.seats.filter(
    (seat) => !seat.sittingOut && !seat.leaving && seat.stack >= worstCaseStakes * state.level.stakeMinor,
  ).length;
  return {
    game: pokDengGameId,
    handNumber: state.handNumber,
    phase: hand?.phase ?? 'waiting',
    clockEndsAt: hand && hand.phase !== 'showing' ? hand.clockEndsAt : null,
    myDeadline:
      hand && (hand.phase === 'players' || hand.phase === 'banker') && viewerSeat !== null && legal.length > 0
        ? deadlineOf(state, viewerSeat)
        : null,
    stake: state.level.stakeMinor,
    minPlayerStack: worstCaseStakes * state.level.stakeMinor,
    bankerCover: bankerCoverMinor(state, Math.max(1, readyCount - 1)),
    commissionBasisPoints: state.config.commissionBasisPoints,
    bankerRule: state.config.bankerRule,
    bankerSeat,
    houseBanks: hand ? hand.banker.house : state.bankerSeat === null,
    bankerTermLeft: state.bankerTermLeft,
    commitment: hand?.fairness.commitment ?? null,
    reveal:
      showing && hand
        ? {
            handNumber: hand.fairness.handNumber,
            version: hand.fairness.version,
            commitment: hand.fairness.commitment,
            serverSeed: hand.fairness.serverSeed,
            clientSeed: hand.fairness.clientSeed,
          }
        : null,
    voided: hand?.voided ?? false,
    seats: state.seats.map((seat) => {
      const entry =
        playerOf(seat.seat) ?? (hand && !hand.banker.house && hand.banker.seat === seat.seat ? hand.banker : undefined);
      return {
        seat: seat.seat,
        stack: seat.stack,
        sittingOut: seat.sittingOut,
        connected: seat.connected,
        leaving: seat.leaving,
        willingToBank: seat.bankBid !== null,
        bankBid: seat.bankBid,
        timeBankMs: seat.timeBankMs,
        hand: entry && hand?.phase !== 'opening' ? handView(entry, mayShow(entry)) : null,
      };
    }),
    houseHand: hand?.banker.house && hand.phase !== 'opening' ? handView(hand.banker, mayShow(hand.banker)) : null,
    legal,
    now,
  };
}

/**
 * A player's copy of a hand: every seat by number only (no player ids). "Mine" is the viewer's own hand, known by
 * his player id when the layer gives it, so whoever sits in that seat later never reads another's hand as his; a
 * voided hand (never shown down) shows the viewer's cards only.
 */
export function pokDengPlayerHistory(audit: unknown, viewerSeat: number | null, viewerPlayerId?: string | null) {
  const record = audit as PokDengAudit;
  const strip = <Entry extends { seat: number; playerId: string; cards: string[]; positions: number[] }>(
    entry: Entry,
  ) => {
    const { playerId, ...rest } = entry;
    const mine =
      viewerPlayerId === undefined ? entry.seat === viewerSeat : viewerPlayerId !== null && playerId === viewerPlayerId;
    const hidden = record.voided && !mine;
    return {
      ...rest,
      cards: hidden ? [] : rest.cards,
      positions: hidden ? [] : rest.positions,
      mine,
    };
  };
  return {
    ...record,
    banker: record.banker.house ? { ...strip(record.banker), mine: false } : strip(record.banker),
    players: record.players.map(strip),
  };
}

export type PokDengRules = TableRules<PokDengState> & {
  playerHistory: typeof pokDengPlayerHistory;
};

/** The two banker rules a brand chooses between (reference §2.6): 5 hands each in seat order, or bids of 5 or 10. */
export const brandBankerRules = {
  fixed: { kind: 'fixed', term: 5 },
  bidding: { kind: 'bidding', terms: [5, 10] },
} as const satisfies Record<string, BankerRule>;

/**
 * The banker rule of a table opened for a launch: of the kind the brand chose (its POKDENGBID3 switch, carried by
 * the launch), the configured rule when it is of that kind (tests set their own terms), else the brand default.
 */
export function bankerRuleFor(variant: string | undefined, config: PokDengConfig): BankerRule {
  const kind = variant === 'bidding' || variant === 'fixed' ? variant : config.bankerRule.kind;
  return config.bankerRule.kind === kind ? config.bankerRule : brandBankerRules[kind];
}

export function createPokDengRules(
  config: PokDengConfig = defaultPokDengConfig,
  levels: readonly StakeLevel[] = pokDengLevels,
): PokDengRules {
  return {
    gameId: pokDengGameId,
    levels,
    variantOf: (session) => session.pokDengBanker ?? 'fixed',
    createTable: (level, _now, variant) =>
      createPokDengTable(level, { ...config, bankerRule: bankerRuleFor(variant, config) }),
    seats: (state) => state.seats.map((seat) => ({ seat: seat.seat, playerId: seat.playerId, stackMinor: seat.stack })),
    handRunning,
    checkSit,
    sitDown: (state, input) => ({ state: sitDown(state, input) }),
    checkTopUp,
    topUp: (state, seat, amountMinor) => ({ state: topUp(state, seat, amountMinor) }),
    leave: (state, seat) => leave(state, seat),
    setSittingOut: (state, seat, sittingOut, now) => ({ state: setSittingOut(state, seat, sittingOut, now) }),
    setConnected: (state, seat, connected) => ({ state: setConnected(state, seat, connected) }),
    act,
    advance,
    voidHand: voidRunningHand,
    view: pokDengView,
    chips,
    playerHistory: pokDengPlayerHistory,
  };
}
