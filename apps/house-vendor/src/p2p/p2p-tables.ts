import { randomBytes, randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { textOfMessage } from '../live/live-sockets.js';
import { createMemoryRelay } from '../live/room-relay.js';
import type { RoomRelay } from '../live/room-relay.js';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { minorOfText, textOfMinor } from '../play/money-text.js';
import type { RoundJournal } from '../play/round-journal.js';
import type { PlaySession } from '../play/session-store.js';
import type { SessionWallet } from '../play/session-wallet.js';
import { foldSeatJournal } from './seat-journal.js';
import type { OpenedSeat, SeatJournal, SeatJournalEvent } from './seat-journal.js';
import { createMemoryTableDirectory } from './table-directory.js';
import type { TableDirectory, TableRecord } from './table-directory.js';
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
  'TABLE_CLOSED',
  ...gateCodes,
] as const;

/** Hands a page can read back at its table. */
const historyKept = 30;
/** A seat whose page stays away this long is stood up at the end of the hand and cashed out. */
export const defaultDisconnectLeaveMs = 3 * 60_000;
/** How long a table's owner lease lasts unless renewed (renewed every third of it), and an instance's presence. */
export const defaultLeaseMs = 9_000;

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

/** A page at a table this instance owns; its socket may be on any instance (`instanceId`, relay room `pageId`). */
type Member = {
  session: PlaySession;
  pageId: string;
  instanceId: string;
  connected: boolean;
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
  /** The seat count the directory last heard, so it is told again only when it changes. */
  announced: number;
  /** Wall-clock time of the last renewal the directory confirmed. */
  renewedAt: number;
  unsubscribe: () => void;
};

/** A page whose socket this instance holds, and the table (owned here or elsewhere) it sits at. */
type Page = {
  id: string;
  session: PlaySession;
  socket: WebSocket;
  rules: TableRules<unknown>;
  tableKey: string | null;
  owner: string | null;
  seated: boolean;
  clientSeed: string;
  queue: Promise<unknown>;
  unsubscribe: () => void;
};

/** A page's wish, relayed to the table's owner with what the owner needs of its session. */
type Command = { pageId: string; instanceId: string; session: PlaySession; body: Record<string, unknown> };
/** An owner's message for one page: only that page's room hears it, so a seat's cards never reach another page. */
type Delivery = { tableKey: string; owner: string; message: Record<string, unknown> };

/** Tables shared by several vendor instances (decision 0065): absent, one process with the same code paths. */
export type P2pCluster = {
  directory: TableDirectory;
  relay: RoomRelay;
  instanceId?: string;
  leaseMs?: number;
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
  cluster?: P2pCluster;
};

/** `pvp:<game>` → the game's id. */
export function pvpGameIdOf(session: PlaySession): string | undefined {
  return session.vendorGameId.startsWith('pvp:') ? session.vendorGameId.slice(4) : undefined;
}

/**
 * Player-versus-player card tables (reference §2.8, §3.11–§3.13): tables keyed by game and stake level, seats whose
 * money is one wallet round each (sitting down is a `bet` of the buy-in, top-ups more bets in the round, leaving one
 * `win` of the stack that closes it), the live channel `pvp`, clocks, disconnects, and the journal that brings every
 * chip back after a crash. The games themselves are pure rules (TableRules).
 *
 * Several vendor instances share the tables (decision 0065). Each table has one owner instance, which holds its lease
 * in the directory and alone runs its state, clocks, money calls and journal. A page stays on the instance it
 * connected to (its session lives there): that instance finds a table in the directory, relays the page's wishes to
 * the owner's table room and hands the owner's messages from the page's own room to the socket. One process uses
 * the same path over a memory relay and directory.
 */
export function createP2pTables(dependencies: P2pTablesDependencies) {
  const now = dependencies.now ?? Date.now;
  const newServerSeed = dependencies.newServerSeed ?? (() => randomBytes(32).toString('hex'));
  const disconnectLeaveMs = dependencies.disconnectLeaveMs ?? defaultDisconnectLeaveMs;
  const onError = dependencies.onError ?? (() => {});
  const games = new Map(dependencies.games.map((rules) => [rules.gameId, rules]));
  const directory = dependencies.cluster?.directory ?? createMemoryTableDirectory();
  const relay = dependencies.cluster?.relay ?? createMemoryRelay();
  const instanceId = dependencies.cluster?.instanceId ?? randomUUID();
  const leaseMs = dependencies.cluster?.leaseMs ?? defaultLeaseMs;
  const tableRoom = (key: string) => `${directory.namespace}pvp-table:${key}`;
  const pageRoom = (pageId: string) => `${directory.namespace}pvp-page:${pageId}`;
  /** Tables this instance owns. */
  const tables = new Map<string, Table>();
  /** Members of the tables this instance owns, by session id. */
  const members = new Map<string, Member>();
  /** Pages whose sockets this instance holds, by session id. */
  const pages = new Map<string, Page>();
  /** One command at a time per session at the owner: a sit completes before the action behind it. */
  const commandQueues = new Map<string, Promise<unknown>>();
  let stopped = false;

  const walletOf = (walletModel: 'seamless' | 'transfer'): SessionWallet => {
    if (walletModel === 'seamless') return dependencies;
    if (!dependencies.transfer) throw new TableRefusal('WALLET_UNAVAILABLE');
    return dependencies.transfer;
  };

  function deliver(pageId: string, tableKey: string, message: Record<string, unknown>) {
    relay.publish(pageRoom(pageId), { tableKey, owner: instanceId, message } satisfies Delivery);
  }

  function send(table: Table, member: Member, message: Record<string, unknown>) {
    if (member.connected) deliver(member.pageId, table.key, message);
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

  function occupied(table: Table): number {
    return new Set([...table.rules.seats(table.state).map((seat) => seat.seat), ...table.reserved.keys()]).size;
  }

  const recordOf = (table: Table): TableRecord => ({
    owner: instanceId,
    variant: table.variant,
    occupied: occupied(table),
  });

  /**
   * Opens a table here if its key is free in the directory. The table's room is listened to before the lease is
   * taken, so a page that finds the table in the directory cannot send its first wish before the owner hears.
   */
  async function openOwned(rules: TableRules<unknown>, level: StakeLevel, number: number, variant: string) {
    const key = `pvp:${rules.gameId}:${level.id}:${number}`;
    if (tables.has(key)) return false;
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
      announced: 0,
      renewedAt: Date.now(),
      unsubscribe: () => {},
    };
    table.unsubscribe = relay.subscribe(tableRoom(key), (message) => {
      if (!stopped && tables.get(key) === table) onCommand(table, message as Command);
    });
    await relay.ready(tableRoom(key));
    if (tables.has(key) || !(await directory.claim(key, recordOf(table), leaseMs))) {
      table.unsubscribe();
      return false;
    }
    tables.set(key, table);
    return true;
  }

  /** An emptied extra table is given up (the first of each level stays open, so a level always shows one). */
  function closeOwned(table: Table) {
    if (tables.get(table.key) !== table) return;
    tables.delete(table.key);
    table.unsubscribe();
    directory.release(table.key, instanceId).catch(onError);
  }

  /** The directory hears a table's seat count whenever it changes, so joins on every instance see free seats. */
  function announce(table: Table) {
    const seats = occupied(table);
    if (seats === table.announced || tables.get(table.key) !== table) return;
    table.announced = seats;
    directory
      .renew(table.key, recordOf(table), leaseMs)
      .then((held) => {
        if (held) table.renewedAt = Date.now();
        else closeLost(table);
      })
      .catch(onError);
  }

  /**
   * The lease was lost while this instance lives (Redis unreachable longer than a lease, a stalled process): another
   * instance may open the same key, so this table stops here. The running hand is void, every seat is cashed out at
   * its stack, and every page is told its table closed.
   */
  function closeLost(table: Table) {
    if (tables.get(table.key) !== table) return;
    try {
      if (table.rules.handRunning(table.state)) apply(table, table.rules.voidHand(table.state, now()));
      for (const seat of table.rules.seats(table.state)) cashOut(table, seat);
    } catch (error) {
      onError(error);
    }
    for (const member of [...table.members.values()]) {
      send(table, member, { type: 'error', code: 'TABLE_CLOSED', value: null });
      send(table, member, { type: 'left' });
      table.members.delete(member.session.id);
      member.table = null;
      if (members.get(member.session.id) === member) members.delete(member.session.id);
    }
    tables.delete(table.key);
    table.unsubscribe();
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
    for (const member of table.members.values()) send(table, member, viewFor(table, member));
    announce(table);
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
    for (const member of table.members.values()) send(table, member, historyFor(table, member));
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
    directory.clearSeat(table.rules.gameId, seat.playerId, table.key).catch(onError);
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
            if (member) send(table, member, { type: 'cashed-out', amount: textOfMinor(amountMinor), balance });
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

  /** A page comes to a table this instance owns (its own instance found the table in the directory). */
  function join(table: Table, command: Command) {
    const { session } = command;
    let member = members.get(session.id);
    if (member?.seat) throw new TableRefusal('ALREADY_SEATED');
    if (member && member.table !== table) leaveTable(member);
    member ??= {
      session,
      pageId: command.pageId,
      instanceId: command.instanceId,
      connected: true,
      table: null,
      seat: null,
      busy: false,
      disconnectedAt: null,
      clientSeed: randomBytes(16).toString('hex'),
    };
    member.session = session;
    member.pageId = command.pageId;
    member.instanceId = command.instanceId;
    member.connected = true;
    member.disconnectedAt = null;
    if (isClientSeed(command.body.clientSeed)) member.clientSeed = command.body.clientSeed;
    member.table = table;
    table.members.set(session.id, member);
    members.set(session.id, member);
    send(table, member, viewFor(table, member));
    send(table, member, historyFor(table, member));
  }

  function leaveTable(member: Member) {
    const table = member.table;
    if (!table || member.seat) return;
    table.members.delete(member.session.id);
    member.table = null;
    if (members.get(member.session.id) === member) members.delete(member.session.id);
  }

  /**
   * A page opened (or reopened) on some instance while its player holds a seat here: the same session takes its seat
   * back; a reloaded page (a new session of the same player) takes the seat left without a page (the seat's wallet
   * round and launch token stay those it was bought with).
   */
  function attach(table: Table, command: Command) {
    const { session } = command;
    let member = members.get(session.id);
    if (member?.table !== table && session.playerId) {
      const orphan = [...table.members.values()].find(
        (other) => !other.connected && other.seat !== null && other.session.playerId === session.playerId,
      );
      if (orphan) {
        members.delete(orphan.session.id);
        table.members.delete(orphan.session.id);
        session.balanceMinor = orphan.session.balanceMinor;
        orphan.session = session;
        table.members.set(session.id, orphan);
        members.set(session.id, orphan);
        member = orphan;
      }
    }
    if (!member || member.table !== table) {
      deliver(command.pageId, table.key, { type: 'not-here' });
      return;
    }
    member.pageId = command.pageId;
    member.instanceId = command.instanceId;
    member.connected = true;
    member.disconnectedAt = null;
    if (member.seat) apply(table, table.rules.setConnected(table.state, member.seat.seat, true, now()));
    send(table, member, viewFor(table, member));
    send(table, member, historyFor(table, member));
  }

  /** The page's socket closed, or the instance holding it died: the seat stays, played by the game's defaults. */
  function disconnect(member: Member) {
    member.connected = false;
    member.disconnectedAt = now();
    const table = member.table;
    if (!table) {
      members.delete(member.session.id);
      return;
    }
    if (!member.seat) {
      leaveTable(member);
      return;
    }
    apply(table, table.rules.setConnected(table.state, member.seat.seat, false, now()));
    broadcast(table);
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
    announce(table);
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
      // A reloaded page finds this seat from whichever instance it opens on.
      directory.setSeat(table.rules.gameId, session.playerId, table.key).catch(onError);
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
      send(table, member, { type: 'left' });
      leaveTable(member);
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

  /** The owner's side of a relayed wish. */
  async function runCommand(table: Table, command: Command) {
    const { body } = command;
    switch (body.type) {
      case 'join':
        return join(table, command);
      case 'attach':
        return attach(table, command);
      case 'detach': {
        const member = members.get(command.session.id);
        if (member?.table === table && member.pageId === command.pageId && member.connected) disconnect(member);
        return;
      }
      case 'part': {
        const member = members.get(command.session.id);
        if (member?.table === table) leaveTable(member);
        return;
      }
    }
    const member = table.members.get(command.session.id);
    if (!member) throw new TableRefusal(body.type === 'sit' || body.type === 'leave' ? 'NOT_AT_TABLE' : 'NOT_SEATED');
    switch (body.type) {
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
        if (isClientSeed(body.seed)) member.clientSeed = body.seed;
        return;
      default:
        throw new TableRefusal('INVALID_MESSAGE');
    }
  }

  function onCommand(table: Table, command: Command) {
    const sessionId = command.session.id;
    const queued = (commandQueues.get(sessionId) ?? Promise.resolve())
      .then(() => runCommand(table, command))
      .catch((error: unknown) => {
        if (error instanceof TableRefusal)
          deliver(command.pageId, table.key, { type: 'error', code: error.code, value: error.value });
        else {
          onError(error);
          deliver(command.pageId, table.key, { type: 'error', code: 'WALLET_UNAVAILABLE', value: null });
        }
      });
    commandQueues.set(sessionId, queued);
    void queued.then(() => {
      if (commandQueues.get(sessionId) === queued) commandQueues.delete(sessionId);
    });
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

  // The page's side: its socket, on the instance it connected to, and the wishes it relays to the table's owner.

  function toPage(page: Page, message: Record<string, unknown>) {
    if (page.socket.readyState === 1) page.socket.send(JSON.stringify(message));
  }

  function command(page: Page, tableKey: string, body: Record<string, unknown>) {
    relay.publish(tableRoom(tableKey), {
      pageId: page.id,
      instanceId,
      session: page.session,
      body,
    } satisfies Command);
  }

  /** The first table of the level (and the launch's variant) with a free seat, in any instance; else a new one here. */
  async function place(rules: TableRules<unknown>, level: StakeLevel, variant: string) {
    // Table numbers are shared by the level's variants: a number held by another brand rule is skipped.
    for (let number = 1; number <= 1_000; number += 1) {
      const key = `pvp:${rules.gameId}:${level.id}:${number}`;
      let record = await directory.read(key);
      if (!record) {
        if (await openOwned(rules, level, number, variant)) return { key, owner: instanceId };
        record = await directory.read(key);
        if (!record) continue;
      }
      if (record.variant === variant && record.occupied < level.seatCount) return { key, owner: record.owner };
    }
    throw new TableRefusal('SEAT_TAKEN');
  }

  function tableClosed(page: Page) {
    page.tableKey = null;
    page.owner = null;
    page.seated = false;
    toPage(page, { type: 'error', code: 'TABLE_CLOSED', value: null });
    toPage(page, { type: 'left' });
  }

  /** What the owner sends a page: the page keeps track of its table, and the socket gets the message. */
  function onDelivery(page: Page, delivery: Delivery) {
    const { tableKey, owner, message } = delivery;
    if (message.type === 'not-here') {
      if (page.tableKey === tableKey) page.tableKey = page.owner = null;
      return;
    }
    if (page.tableKey !== null && page.tableKey !== tableKey) return;
    if (message.type === 'table') {
      page.tableKey = tableKey;
      page.owner = owner;
      page.seated = message.mySeat !== null;
      page.session.balanceMinor = minorOfText(String(message.balance)) ?? page.session.balanceMinor;
    } else if (message.type === 'cashed-out')
      page.session.balanceMinor = minorOfText(String(message.balance)) ?? page.session.balanceMinor;
    else if (message.type === 'left' || (message.type === 'error' && message.code === 'TABLE_CLOSED')) {
      page.tableKey = page.owner = null;
      page.seated = false;
    }
    toPage(page, message);
  }

  async function handle(page: Page, text: string) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch {
      throw new TableRefusal('INVALID_MESSAGE');
    }
    switch (body.type) {
      case 'join': {
        if (page.seated) throw new TableRefusal('ALREADY_SEATED');
        const level = page.rules.levels.find((candidate) => candidate.id === body.level);
        if (!level) throw new TableRefusal('INVALID_LEVEL');
        if (page.tableKey) command(page, page.tableKey, { type: 'part' });
        page.tableKey = page.owner = null;
        const variant = page.rules.variantOf?.(page.session) ?? 'default';
        const found = await place(page.rules, level, variant);
        page.tableKey = found.key;
        page.owner = found.owner;
        command(page, found.key, { type: 'join', clientSeed: page.clientSeed });
        return;
      }
      case 'client-seed':
        if (!isClientSeed(body.seed)) throw new TableRefusal('INVALID_MESSAGE');
        page.clientSeed = body.seed;
        if (page.tableKey) command(page, page.tableKey, body);
        return;
      case 'sit':
      case 'leave':
      case 'top-up':
      case 'act':
      case 'sit-out':
        if (!page.tableKey)
          throw new TableRefusal(body.type === 'sit' || body.type === 'leave' ? 'NOT_AT_TABLE' : 'NOT_SEATED');
        command(page, page.tableKey, body);
        return;
      default:
        throw new TableRefusal('INVALID_MESSAGE');
    }
  }

  function enqueue(page: Page, work: () => Promise<unknown>) {
    page.queue = page.queue.then(work).catch((error: unknown) => {
      if (error instanceof TableRefusal) toPage(page, { type: 'error', code: error.code, value: error.value });
      else {
        onError(error);
        toPage(page, { type: 'error', code: 'WALLET_UNAVAILABLE', value: null });
      }
    });
  }

  /** The live channel `pvp`: the page's socket once it named its session; the session's game picks the rules. */
  function attachSocket(session: PlaySession, socket: WebSocket) {
    const gameId = pvpGameIdOf(session);
    const rules = gameId === undefined ? undefined : games.get(gameId);
    if (!rules) return socket.close(4404, 'NOT_FOUND');
    const previous = pages.get(session.id);
    let page: Page;
    if (previous) {
      // The same page reconnecting over a socket that is not closed yet: the new socket takes over.
      page = previous;
      const replaced = page.socket;
      page.socket = socket;
      if (replaced !== socket) replaced.close(4409, 'REPLACED');
    } else {
      const id = randomUUID();
      page = {
        id,
        session,
        socket,
        rules,
        tableKey: null,
        owner: null,
        seated: false,
        clientSeed: randomBytes(16).toString('hex'),
        queue: Promise.resolve(),
        unsubscribe: () => {},
      };
      const opened = page;
      page.unsubscribe = relay.subscribe(pageRoom(id), (message) => {
        if (!stopped && pages.get(session.id) === opened) onDelivery(opened, message as Delivery);
      });
      pages.set(session.id, page);
    }
    const current = page;
    toPage(current, {
      type: 'ready',
      serverTime: now(),
      game: rules.gameId,
      levels: rules.levels.map(levelView),
      balance: textOfMinor(session.balanceMinor),
    });
    enqueue(current, async () => {
      await relay.ready(pageRoom(current.id));
      if (!current.tableKey && session.playerId) {
        // A seat this player holds at any instance's table of this game: its owner gives it back to this page.
        const tableKey = await directory.seatOf(rules.gameId, session.playerId);
        const record = tableKey ? await directory.read(tableKey) : null;
        if (!tableKey || !record) return;
        current.tableKey = tableKey;
        current.owner = record.owner;
      }
      if (current.tableKey) command(current, current.tableKey, { type: 'attach' });
    });
    socket.on('message', (data) => {
      // Messages of one page are relayed in order; the owner handles each session's wishes in order too.
      enqueue(current, () => handle(current, textOfMessage(data)));
    });
    socket.on('close', () => {
      if (current.socket !== socket) return;
      enqueue(current, async () => {
        if (pages.get(session.id) !== current || current.socket !== socket) return;
        pages.delete(session.id);
        if (current.tableKey) command(current, current.tableKey, { type: 'detach' });
        current.unsubscribe();
      });
    });
  }

  /**
   * Every third of a lease: this instance says it is alive and renews its tables' leases; pages whose table's owner
   * vanished are told (TABLE_CLOSED) and may sit again; members whose page's instance died are disconnected.
   */
  let maintaining = false;
  async function maintain() {
    if (maintaining || stopped) return;
    maintaining = true;
    try {
      await directory.markAlive(instanceId, leaseMs);
      for (const table of [...tables.values()]) {
        // An emptied extra table is given up here rather than at once, so a page leaving and joining the same level
        // is not sent to a table closing under it.
        if (table.members.size === 0 && table.seated.size === 0 && table.reserved.size === 0 && table.number > 1) {
          closeOwned(table);
          continue;
        }
        let held: boolean;
        try {
          held = await directory.renew(table.key, recordOf(table), leaseMs);
          if (held) table.renewedAt = Date.now();
        } catch (error) {
          onError(error);
          // Redis out of reach: the lease in it runs out on the wall clock, and so does this table.
          held = Date.now() - table.renewedAt < leaseMs;
        }
        if (!held) closeLost(table);
      }
      for (const page of [...pages.values()]) {
        if (!page.tableKey || !page.owner) continue;
        const key = page.tableKey;
        if (page.owner === instanceId) {
          // A lost lease already told the page (closeLost); a join that met a table given up is told here.
          if (!tables.has(key)) tableClosed(page);
          continue;
        }
        const record = await directory.read(key);
        if (page.tableKey === key && record?.owner !== page.owner) tableClosed(page);
      }
      const relaying = new Set<string>();
      for (const member of members.values())
        if (member.connected && member.instanceId !== instanceId) relaying.add(member.instanceId);
      for (const other of relaying) {
        if (await directory.isAlive(other)) continue;
        for (const member of [...members.values()])
          if (member.connected && member.instanceId === other) disconnect(member);
      }
    } catch (error) {
      onError(error);
    } finally {
      maintaining = false;
    }
  }
  directory.markAlive(instanceId, leaseMs).catch(onError);
  const maintenance = setInterval(() => void maintain(), Math.max(50, Math.floor(leaseMs / 3)));
  maintenance.unref();

  /** Clocks, hand starts and ends; pages away too long are stood up. The server calls it a few times a second. */
  async function tick() {
    if (stopped) return;
    const at = now();
    for (const table of [...tables.values()]) {
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
          if (!member.connected && !member.seat && member.disconnectedAt !== null) leaveTable(member);
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

  /**
   * This instance stops as if it died: no more ticks, renewals or relayed messages, nothing released or cashed out.
   * Its leases lapse and its journal is what a restart recovers from (the server's shutdown, and tests' crashes).
   */
  function stop() {
    stopped = true;
    clearInterval(maintenance);
    for (const table of tables.values()) table.unsubscribe();
    for (const page of pages.values()) page.unsubscribe();
  }

  return {
    channel: { join: attachSocket },
    tick,
    recover,
    stop,
    instanceId,
    /** Renews leases and checks other instances now, rather than at the next third of a lease (tests). */
    maintain,
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
