import { randomBytes, randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { textOfMessage } from '../live/live-sockets.js';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import type { RoundJournal } from '../play/round-journal.js';
import type { PlaySession } from '../play/session-store.js';
import type { SessionWallet } from '../play/session-wallet.js';
import { foldSeatJournal } from './seat-journal.js';
import type { OpenedSeat, SeatJournal, SeatJournalEvent } from './seat-journal.js';
import { dealDeck, isClientSeed } from './table-dealer.js';
import { TableRefusal } from './table-rules.js';
import type { HandEnd, SeatStack, StakeLevel, TableRules, TableStep } from './table-rules.js';

const gateCodes = [
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_TIMED_OUT',
  'PLAYER_SELF_EXCLUDED',
] as const;

/** Refusals of the table layer itself (each game adds its own), all translated by the page. */
export const p2pErrorCodes = [
  'INVALID_MESSAGE',
  'INVALID_LEVEL',
  'NOT_AT_TABLE',
  'NOT_SEATED',
  'ALREADY_SEATED',
  'SEAT_TAKEN',
  'BAD_BUY_IN',
  'BUSY',
  'REAL_MONEY_ONLY',
  'INSUFFICIENT_FUNDS',
  'WALLET_UNAVAILABLE',
  'PLAYER_BLOCKED',
  'SESSION_NOT_FOUND',
  ...gateCodes,
] as const;

/** Hands a page can read back at its table. */
const historyKept = 30;
/** A seat whose page stays away this long is stood up at the end of the hand and cashed out. */
export const defaultDisconnectLeaveMs = 3 * 60_000;

type SeatSession = OpenedSeat & {
  buys: number;
  boughtMinor: number;
  /** Top-ups the wallet took while a hand ran: they join the stack when the hand ends. */
  pendingMinor: number;
  closing: boolean;
  /** Stood up while a top-up was with the wallet: the stack it leaves with, closed when the wallet answers. */
  leftWith: number | null;
  hands: number[];
};

type Member = {
  session: PlaySession;
  socket: WebSocket | null;
  table: Table | null;
  seat: SeatSession | null;
  /** A sit or top-up waiting for the wallet: one money call at a time per page. */
  busy: boolean;
  disconnectedAt: number | null;
  clientSeed: string;
};

type HandSummary = { handNumber: number; audit: unknown };

type Table = {
  key: string;
  rules: TableRules<unknown>;
  level: StakeLevel;
  number: number;
  /** The brand rule the table was opened under (`TableRules.variantOf`): only launches asking for it sit here. */
  variant: string;
  state: unknown;
  members: Map<string, Member>;
  /** Seats promised to a sit whose buy-in the wallet has not answered yet. */
  reserved: Map<number, string>;
  /** Session rounds by seat number, for the hand lines of the journal. */
  seated: Map<number, SeatSession>;
  hands: HandSummary[];
  houseTakeMinor: number;
  writes: Promise<unknown>;
};

export type P2pTablesDependencies = SessionWallet & {
  transfer?: SessionWallet;
  journal: SeatJournal;
  /** The vendor's round history: one entry per seat session when it closes. */
  history: RoundJournal;
  games: readonly TableRules<unknown>[];
  now?: () => number;
  newServerSeed?: () => string;
  disconnectLeaveMs?: number;
  onError?: (error: unknown) => void;
};

/** `pvp:<game>` → the game's id. */
export function pvpGameIdOf(session: PlaySession): string | undefined {
  return session.vendorGameId.startsWith('pvp:') ? session.vendorGameId.slice(4) : undefined;
}

/**
 * Player-versus-player card tables (reference §2.8, §3.11–§3.13): tables keyed by game and stake level, seats whose
 * money is one wallet round each (sitting down is a `bet` of the buy-in, top-ups more bets in the round, leaving one
 * `win` of the stack that closes it), the live channel `pvp`, clocks, disconnects, and the journal that brings every
 * chip back after a crash. The games themselves are pure rules (TableRules). A table lives in one vendor process: a
 * page's session is in that process's memory, so everyone at a table talks to the same instance.
 */
export function createP2pTables(dependencies: P2pTablesDependencies) {
  const now = dependencies.now ?? Date.now;
  const newServerSeed = dependencies.newServerSeed ?? (() => randomBytes(32).toString('hex'));
  const disconnectLeaveMs = dependencies.disconnectLeaveMs ?? defaultDisconnectLeaveMs;
  const onError = dependencies.onError ?? (() => {});
  const games = new Map(dependencies.games.map((rules) => [rules.gameId, rules]));
  const tables = new Map<string, Table>();
  const members = new Map<string, Member>();

  const walletOf = (walletModel: 'seamless' | 'transfer'): SessionWallet => {
    if (walletModel === 'seamless') return dependencies;
    if (!dependencies.transfer) throw new TableRefusal('WALLET_UNAVAILABLE');
    return dependencies.transfer;
  };

  function send(member: Member, message: unknown) {
    if (member.socket && member.socket.readyState === 1) member.socket.send(JSON.stringify(message));
  }

  /** Journal lines of a table are written in the order its state changed, whatever the wallet's timing. */
  function write(table: Table, event: SeatJournalEvent): Promise<void> {
    const written = table.writes.then(() => dependencies.journal.append(event));
    table.writes = written.catch(onError);
    return written;
  }

  function memberAtSeat(table: Table, seat: number): Member | undefined {
    for (const member of table.members.values()) if (member.seat?.seat === seat) return member;
    return undefined;
  }

  function openTable(rules: TableRules<unknown>, level: StakeLevel, number: number, variant: string): Table {
    const key = `pvp:${rules.gameId}:${level.id}:${number}`;
    const table: Table = {
      key,
      rules,
      level,
      number,
      variant,
      state: rules.createTable(level, now(), variant),
      members: new Map(),
      reserved: new Map(),
      seated: new Map(),
      hands: [],
      houseTakeMinor: 0,
      writes: Promise.resolve(),
    };
    tables.set(key, table);
    return table;
  }

  function occupied(table: Table): number {
    return new Set([...table.rules.seats(table.state).map((seat) => seat.seat), ...table.reserved.keys()]).size;
  }

  function viewFor(table: Table, member: Member) {
    const seat = member.seat?.seat ?? null;
    return {
      type: 'table',
      level: levelView(table.level),
      tableNumber: table.number,
      serverTime: now(),
      mySeat: seat,
      reserved: [...table.reserved.keys()],
      balance: textOfMinor(member.session.balanceMinor),
      pendingTopUp: textOfMinor(member.seat?.pendingMinor ?? 0),
      names: seatNames(table),
      table: table.rules.view(table.state, seat, now()),
    };
  }

  /** Each seated player's masked display name by seat number (never a player id); a seat without one is absent. */
  function seatNames(table: Table): Record<number, string> {
    const names: Record<number, string> = {};
    for (const other of table.members.values())
      if (other.seat && other.session.displayName) names[other.seat.seat] = other.session.displayName;
    return names;
  }

  function historyFor(table: Table, member: Member) {
    const seat = member.seat?.seat ?? null;
    const { rules } = table;
    return {
      type: 'history',
      hands: table.hands.map((hand) => rules.playerHistory?.(hand.audit, seat, member.session.playerId) ?? null),
    };
  }

  function broadcast(table: Table) {
    for (const member of table.members.values()) send(member, viewFor(table, member));
  }

  /** Takes a game step in: new state, hands ended (journalled with every stack), seats that left (cashed out). */
  function apply(table: Table, step: TableStep<unknown>) {
    table.state = step.state;
    for (const hand of step.handsEnded ?? []) recordHand(table, hand);
    for (const gone of step.stoodUp ?? []) cashOut(table, gone);
    if (!table.rules.handRunning(table.state)) {
      for (const seat of table.seated.values()) {
        if (seat.pendingMinor === 0 || seat.closing || seat.leftWith !== null) continue;
        const amount = seat.pendingMinor;
        seat.pendingMinor = 0;
        apply(table, table.rules.topUp(table.state, seat.seat, amount, now()));
      }
    }
  }

  function recordHand(table: Table, hand: HandEnd) {
    table.houseTakeMinor += hand.houseTakeMinor;
    const stacks: { roundId: string; stackMinor: number }[] = [];
    for (const entry of hand.endStacks) {
      const seat = table.seated.get(entry.seat);
      if (!seat) continue;
      seat.hands.push(hand.handNumber);
      // A top-up bought during the hand is the seat's money already: the line counts it.
      stacks.push({ roundId: seat.roundId, stackMinor: entry.stackMinor + seat.pendingMinor });
    }
    void write(table, {
      type: 'hand',
      tableKey: table.key,
      handNumber: hand.handNumber,
      voided: hand.voided,
      houseTakeMinor: hand.houseTakeMinor,
      stacks,
      audit: hand.audit,
    }).catch(onError);
    table.hands.push({ handNumber: hand.handNumber, audit: hand.audit });
    if (table.hands.length > historyKept) table.hands.splice(0, table.hands.length - historyKept);
    for (const member of table.members.values()) send(member, historyFor(table, member));
  }

  /** Leaving: the closing line first, then one win of the whole stack under a fixed transaction id. */
  function cashOut(table: Table, gone: SeatStack) {
    const seat = table.seated.get(gone.seat);
    if (!seat || seat.closing) return;
    const owner = memberAtSeat(table, gone.seat);
    if (owner?.busy) {
      // A top-up is with the wallet: the closing amount must know whether it landed, so the close waits for it.
      seat.leftWith = gone.stackMinor;
      return;
    }
    seat.closing = true;
    table.seated.delete(gone.seat);
    const member = memberAtSeat(table, gone.seat);
    if (member) member.seat = null;
    const amountMinor = gone.stackMinor + seat.pendingMinor;
    seat.pendingMinor = 0;
    const session = member?.session;
    void write(table, { type: 'closing', roundId: seat.roundId, amountMinor })
      .then(async () => {
        await dependencies.history.record({
          at: new Date(now()).toISOString(),
          roundId: seat.roundId,
          vendorGameId: `pvp:${table.rules.gameId}`,
          mode: 'real',
          playerId: seat.playerId,
          currency: seat.currency,
          stakeMinor: seat.boughtMinor,
          winMinor: amountMinor,
          draws: { tableKey: table.key, seat: seat.seat, hands: seat.hands },
        });
        walletOf(seat.walletModel).pendingMoves.add(
          {
            kind: 'win',
            token: seat.token,
            playerId: seat.playerId,
            transactionId: `${seat.roundId}:cashout`,
            roundId: seat.roundId,
            currency: seat.currency,
            amount: textOfMinor(amountMinor),
          },
          (balance) => {
            void write(table, { type: 'settled', roundId: seat.roundId, balance }).catch(onError);
            if (session) session.balanceMinor = minorOfText(balance) ?? session.balanceMinor;
            if (member) send(member, { type: 'cashed-out', amount: textOfMinor(amountMinor), balance });
          },
        );
      })
      .catch(onError);
  }

  function refusalOfWallet(code: string, value: unknown): TableRefusal {
    if ((gateCodes as readonly string[]).includes(code)) return new TableRefusal(code, value);
    if (code === 'INSUFFICIENT_FUNDS') return new TableRefusal('INSUFFICIENT_FUNDS', value);
    if (code === 'PLAYER_BLOCKED') return new TableRefusal('PLAYER_BLOCKED');
    if (code === 'SESSION_NOT_FOUND' || code === 'SESSION_EXPIRED') return new TableRefusal('SESSION_NOT_FOUND');
    return new TableRefusal('WALLET_UNAVAILABLE');
  }

  /** One buy-in or top-up bet: journalled first, rolled back if its answer is lost, refused cleanly otherwise. */
  async function buy(table: Table, member: Member, seat: SeatSession, amountMinor: number): Promise<string> {
    seat.buys += 1;
    const transactionId = `${seat.roundId}:buy:${seat.buys}`;
    await write(table, { type: 'buy', roundId: seat.roundId, transactionId, amountMinor });
    const { wallet, pendingMoves } = walletOf(seat.walletModel);
    let reply;
    try {
      reply = await wallet.bet({
        token: seat.token,
        playerId: seat.playerId,
        transactionId,
        roundId: seat.roundId,
        currency: seat.currency,
        amount: textOfMinor(amountMinor),
      });
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      // Whether the bet landed is unknown: it is undone, and never reaches the table.
      pendingMoves.add(
        {
          kind: 'rollback',
          token: seat.token,
          playerId: seat.playerId,
          referenceTransactionId: transactionId,
          roundId: seat.roundId,
        },
        () => void write(table, { type: 'rolled-back', roundId: seat.roundId, transactionId }).catch(onError),
      );
      throw new TableRefusal('WALLET_UNAVAILABLE');
    }
    if (!reply.ok) {
      await write(table, { type: 'refused', roundId: seat.roundId, transactionId, code: reply.code });
      const balance = (reply.value as { balance?: string } | null)?.balance;
      if (balance) member.session.balanceMinor = minorOfText(balance) ?? member.session.balanceMinor;
      throw refusalOfWallet(reply.code, reply.value);
    }
    member.session.balanceMinor = minorOfText(reply.value.balance) ?? member.session.balanceMinor;
    seat.boughtMinor += amountMinor;
    return transactionId;
  }

  function join(member: Member, levelId: unknown) {
    if (member.seat) throw new TableRefusal('ALREADY_SEATED');
    const gameId = pvpGameIdOf(member.session);
    const rules = gameId === undefined ? undefined : games.get(gameId);
    const level = rules?.levels.find((candidate) => candidate.id === levelId);
    if (!rules || !level) throw new TableRefusal('INVALID_LEVEL');
    leaveTable(member);
    const variant = rules.variantOf?.(member.session) ?? 'default';
    let table: Table | undefined;
    // Table numbers are shared by the level's variants: a number held by another brand rule is skipped.
    for (let number = 1; number <= 1_000 && !table; number += 1) {
      const candidate =
        tables.get(`pvp:${rules.gameId}:${level.id}:${number}`) ?? openTable(rules, level, number, variant);
      if (candidate.variant === variant && occupied(candidate) < level.seatCount) table = candidate;
    }
    if (!table) throw new TableRefusal('SEAT_TAKEN');
    member.table = table;
    table.members.set(member.session.id, member);
    send(member, viewFor(table, member));
    send(member, historyFor(table, member));
  }

  function leaveTable(member: Member) {
    const table = member.table;
    if (!table || member.seat) return;
    table.members.delete(member.session.id);
    member.table = null;
    if (table.members.size === 0 && table.seated.size === 0 && table.reserved.size === 0 && table.number > 1)
      tables.delete(table.key);
  }

  async function sit(member: Member, body: Record<string, unknown>) {
    const table = member.table;
    const { session } = member;
    if (!table) throw new TableRefusal('NOT_AT_TABLE');
    if (member.seat) throw new TableRefusal('ALREADY_SEATED');
    if (session.mode !== 'real' || !session.playerId) throw new TableRefusal('REAL_MONEY_ONLY');
    if (member.busy) throw new TableRefusal('BUSY');
    const seatNumber = body.seat;
    const buyInMinor = typeof body.buyIn === 'string' ? minorOfText(body.buyIn) : null;
    if (typeof seatNumber !== 'number' || !Number.isInteger(seatNumber)) throw new TableRefusal('SEAT_TAKEN');
    if (buyInMinor === null) throw new TableRefusal('BAD_BUY_IN');
    if (isClientSeed(body.clientSeed)) member.clientSeed = body.clientSeed;
    // One seat per player per table: nobody plays against himself (§3.11, §6.1).
    for (const other of table.members.values())
      if (other.seat && other.session.playerId === session.playerId) throw new TableRefusal('ALREADY_SEATED');
    for (const [, sessionId] of table.reserved)
      if (members.get(sessionId)?.session.playerId === session.playerId) throw new TableRefusal('ALREADY_SEATED');
    if (table.reserved.has(seatNumber)) throw new TableRefusal('SEAT_TAKEN');
    const input = { seat: seatNumber, playerId: session.playerId, displayName: session.displayName ?? '', buyInMinor };
    table.rules.checkSit(table.state, input);
    table.reserved.set(seatNumber, session.id);
    member.busy = true;
    const seat: SeatSession = {
      roundId: randomUUID(),
      at: new Date(now()).toISOString(),
      tableKey: table.key,
      seat: seatNumber,
      walletModel: session.walletModel,
      token: session.token,
      playerId: session.playerId,
      currency: session.currency,
      buys: 0,
      boughtMinor: 0,
      pendingMinor: 0,
      closing: false,
      leftWith: null,
      hands: [],
    };
    try {
      const { buys, boughtMinor, pendingMinor, closing, leftWith, hands, ...opened } = seat;
      void [buys, boughtMinor, pendingMinor, closing, leftWith, hands];
      await write(table, { type: 'open', ...opened });
      const transactionId = await buy(table, member, seat, buyInMinor);
      table.seated.set(seatNumber, seat);
      member.seat = seat;
      void write(table, {
        type: 'bought',
        roundId: seat.roundId,
        transactionId,
        amountMinor: buyInMinor,
        balance: textOfMinor(session.balanceMinor),
      }).catch(onError);
      try {
        apply(table, table.rules.sitDown(table.state, input, now()));
      } catch (error) {
        // The table changed while the wallet answered (it cannot, with the seat reserved; still never keep money).
        cashOut(table, { seat: seatNumber, playerId: session.playerId, stackMinor: buyInMinor });
        throw error;
      }
    } finally {
      table.reserved.delete(seatNumber);
      member.busy = false;
    }
    broadcast(table);
  }

  async function topUp(member: Member, body: Record<string, unknown>) {
    const table = member.table;
    const seat = member.seat;
    if (!table || !seat || seat.closing) throw new TableRefusal('NOT_SEATED');
    if (member.busy) throw new TableRefusal('BUSY');
    const amountMinor = typeof body.amount === 'string' ? minorOfText(body.amount) : null;
    if (amountMinor === null || amountMinor <= 0) throw new TableRefusal('BAD_BUY_IN');
    table.rules.checkTopUp(table.state, seat.seat, amountMinor + seat.pendingMinor);
    member.busy = true;
    try {
      const transactionId = await buy(table, member, seat, amountMinor);
      void write(table, {
        type: 'bought',
        roundId: seat.roundId,
        transactionId,
        amountMinor,
        balance: textOfMinor(member.session.balanceMinor),
      }).catch(onError);
      if (seat.leftWith !== null || table.rules.handRunning(table.state)) seat.pendingMinor += amountMinor;
      else apply(table, table.rules.topUp(table.state, seat.seat, amountMinor, now()));
    } finally {
      member.busy = false;
      // The table stood the seat up while the wallet answered: it closes now, with the top-up if it landed.
      if (seat.leftWith !== null)
        cashOut(table, { seat: seat.seat, playerId: seat.playerId, stackMinor: seat.leftWith });
    }
    broadcast(table);
  }

  function act(member: Member, body: Record<string, unknown>) {
    const table = member.table;
    if (!table || !member.seat) throw new TableRefusal('NOT_SEATED');
    apply(table, table.rules.act(table.state, member.seat.seat, body, now()));
    broadcast(table);
  }

  function standUp(member: Member) {
    const table = member.table;
    if (!table) throw new TableRefusal('NOT_AT_TABLE');
    if (!member.seat) {
      leaveTable(member);
      send(member, { type: 'left' });
      return;
    }
    apply(table, table.rules.leave(table.state, member.seat.seat, now()));
    broadcast(table);
  }

  function sitOut(member: Member, value: unknown) {
    const table = member.table;
    if (!table || !member.seat) throw new TableRefusal('NOT_SEATED');
    apply(table, table.rules.setSittingOut(table.state, member.seat.seat, value === true, now()));
    broadcast(table);
  }

  async function handle(member: Member, text: string) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch {
      throw new TableRefusal('INVALID_MESSAGE');
    }
    switch (body.type) {
      case 'join':
        return join(member, body.level);
      case 'sit':
        return sit(member, body);
      case 'top-up':
        return topUp(member, body);
      case 'act':
        return act(member, body);
      case 'sit-out':
        return sitOut(member, body.value);
      case 'leave':
        return standUp(member);
      case 'client-seed':
        if (!isClientSeed(body.seed)) throw new TableRefusal('INVALID_MESSAGE');
        member.clientSeed = body.seed;
        return;
      default:
        throw new TableRefusal('INVALID_MESSAGE');
    }
  }

  function levelView(level: StakeLevel) {
    return {
      id: level.id,
      stake: textOfMinor(level.stakeMinor),
      minBuyIn: textOfMinor(level.minBuyInMinor),
      maxBuyIn: textOfMinor(level.maxBuyInMinor),
      seatCount: level.seatCount,
    };
  }

  /** The live channel `pvp`: the page's socket once it named its session; the session's game picks the rules. */
  function attach(session: PlaySession, socket: WebSocket) {
    const gameId = pvpGameIdOf(session);
    const rules = gameId === undefined ? undefined : games.get(gameId);
    if (!rules) return socket.close(4404, 'NOT_FOUND');
    let previous = members.get(session.id);
    // A reloaded page opens a new session: it takes back its player's seat left without a page at a table of this
    // game (the seat's wallet round and launch token stay those it was bought with).
    if (!previous && session.playerId) {
      const orphan = [...members.values()].find(
        (other) =>
          other.socket === null &&
          other.seat !== null &&
          other.session.playerId === session.playerId &&
          other.table?.rules.gameId === rules.gameId,
      );
      if (orphan?.table) {
        members.delete(orphan.session.id);
        orphan.table.members.delete(orphan.session.id);
        session.balanceMinor = orphan.session.balanceMinor;
        orphan.session = session;
        orphan.table.members.set(session.id, orphan);
        previous = orphan;
      }
    }
    const member: Member = previous ?? {
      session,
      socket,
      table: null,
      seat: null,
      busy: false,
      disconnectedAt: null,
      clientSeed: randomBytes(16).toString('hex'),
    };
    if (previous) {
      // The same page reconnecting takes its seat back.
      if (previous.socket !== socket) previous.socket?.close(4409, 'REPLACED');
      previous.socket = socket;
      previous.disconnectedAt = null;
      const table = previous.table;
      if (table && previous.seat) apply(table, rules.setConnected(table.state, previous.seat.seat, true, now()));
    }
    members.set(session.id, member);
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      // Messages of one page are handled in order: a sit completes before the action behind it.
      queue = queue.then(() =>
        handle(member, textOfMessage(data)).catch((error: unknown) => {
          if (error instanceof TableRefusal) send(member, { type: 'error', code: error.code, value: error.value });
          else {
            onError(error);
            send(member, { type: 'error', code: 'WALLET_UNAVAILABLE', value: null });
          }
        }),
      );
    });
    socket.on('close', () => {
      if (member.socket !== socket) return;
      member.socket = null;
      member.disconnectedAt = now();
      const table = member.table;
      if (!table) {
        members.delete(session.id);
        return;
      }
      if (!member.seat) {
        leaveTable(member);
        members.delete(session.id);
        return;
      }
      // The seat stays: the hand goes on by the game's timeout rules, and the page may come back.
      apply(table, table.rules.setConnected(table.state, member.seat.seat, false, now()));
      broadcast(table);
    });
    send(member, {
      type: 'ready',
      serverTime: now(),
      game: rules.gameId,
      levels: rules.levels.map(levelView),
      balance: textOfMinor(session.balanceMinor),
    });
    if (member.table) {
      send(member, viewFor(member.table, member));
      send(member, historyFor(member.table, member));
    }
  }

  /** Clocks, hand starts and ends; pages away too long are stood up. The server calls it a few times a second. */
  async function tick() {
    const at = now();
    for (const table of tables.values()) {
      try {
        for (const member of table.members.values()) {
          if (member.seat && member.disconnectedAt !== null && at - member.disconnectedAt >= disconnectLeaveMs) {
            member.disconnectedAt = at;
            apply(table, table.rules.leave(table.state, member.seat.seat, at));
          }
        }
        const before = table.state;
        apply(
          table,
          table.rules.advance(table.state, at, {
            deal: (handNumber, seats) =>
              dealDeck(
                newServerSeed(),
                seats.map((seat) => memberAtSeat(table, seat)?.clientSeed ?? ''),
                handNumber,
              ),
          }),
        );
        if (table.state !== before) broadcast(table);
        for (const member of [...table.members.values()])
          if (!member.socket && !member.seat && member.disconnectedAt !== null) {
            leaveTable(member);
            members.delete(member.session.id);
          }
      } catch (error) {
        // A fault in a game's rules must not keep anyone's chips: the hand is voided, every stake goes back.
        onError(error);
        try {
          apply(table, table.rules.voidHand(table.state, at));
          broadcast(table);
        } catch (voidError) {
          onError(voidError);
        }
      }
    }
    await dependencies.pendingMoves.retry();
    await dependencies.transfer?.pendingMoves.retry();
  }

  /**
   * After a restart: the hand a crash interrupted is void (its stakes are back in the stacks of the last hand line),
   * and every seat session still open is cashed out with that stack; a buy-in or top-up bet whose answer was lost is
   * rolled back; a cash-out already announced is sent again under the same transaction id.
   */
  async function recover(): Promise<{ cashedOut: number; rolledBack: number }> {
    const journalled = foldSeatJournal(await dependencies.journal.read());
    let cashedOut = 0;
    let rolledBack = 0;
    for (const seat of journalled.values()) {
      if (seat.settled) continue;
      const { opened } = seat;
      const { pendingMoves } = walletOf(opened.walletModel);
      for (const [transactionId, buyState] of seat.buys) {
        if (buyState.state !== 'sent') continue;
        rolledBack += 1;
        pendingMoves.add(
          {
            kind: 'rollback',
            token: opened.token,
            playerId: opened.playerId,
            referenceTransactionId: transactionId,
            roundId: opened.roundId,
          },
          () => void dependencies.journal.append({ type: 'rolled-back', roundId: opened.roundId, transactionId }),
        );
      }
      if (seat.boughtMinor === 0 && seat.closing === null) continue;
      const amountMinor = seat.closing ?? seat.stackMinor;
      if (seat.closing === null)
        await dependencies.journal.append({ type: 'closing', roundId: opened.roundId, amountMinor });
      cashedOut += 1;
      pendingMoves.add(
        {
          kind: 'win',
          token: opened.token,
          playerId: opened.playerId,
          transactionId: `${opened.roundId}:cashout`,
          roundId: opened.roundId,
          currency: opened.currency,
          amount: textOfMinor(amountMinor),
        },
        (balance) => void dependencies.journal.append({ type: 'settled', roundId: opened.roundId, balance }),
      );
    }
    await dependencies.pendingMoves.retry();
    await dependencies.transfer?.pendingMoves.retry();
    return { cashedOut, rolledBack };
  }

  return {
    channel: { join: attach },
    tick,
    recover,
    /** For tests and the operator: a table's state and what the house took there. */
    tableOf: (key: string) => {
      const table = tables.get(key);
      return table ? { state: table.state, houseTakeMinor: table.houseTakeMinor, rules: table.rules } : undefined;
    },
    tableKeys: () => [...tables.keys()],
    /** Every write the tables queued has reached the journal (tests). */
    settle: async () => {
      for (const table of tables.values()) await table.writes;
    },
  };
}

export type P2pTables = ReturnType<typeof createP2pTables>;
