import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFileFishingJournal } from './fishing/fishing-journal.js';
import { createFishingPlay } from './fishing/fishing-play.js';
import { attachLiveSockets } from './live/live-sockets.js';
import { createMemoryRelay, createRedisRelay } from './live/room-relay.js';
import { createP2pTables } from './p2p/p2p-tables.js';
import { createFileSeatJournal } from './p2p/seat-journal.js';
import { createMemoryTableDirectory, createRedisTableDirectory } from './p2p/table-directory.js';
import { tableGame } from './p2p/table-rules.js';
import { createWalletClient } from '@croupier/contracts/vendor-wallet-client';
import { createPendingMoves } from './play/pending-moves.js';
import { createFileJournal } from './play/round-journal.js';
import { createSessionStore } from './play/session-store.js';
import { createSlotPlay } from './play/slot-play.js';
import { createPokDengRules } from './pokdeng/pok-deng-rules.js';
import { createHoldemRules } from './holdem/holdem-rules.js';
import { createTablePlay } from './play/table-play.js';
import { createCryptoRandom } from './random/random-source.js';
import { createHeldWalletClient } from './transfer/held-wallet-client.js';
import { openFileHeldWalletJournal } from './transfer/held-wallet-journal.js';
import { createHeldWalletStore } from './transfer/held-wallet-store.js';
import { createTransferEndpoints, transferVendorCode } from './transfer/transfer-endpoints.js';
import { parseVendorEnvironment } from './vendor-environment.js';
import { createVendorLogger } from './vendor-logger.js';
import { createVendorServer } from './vendor-server.js';

let environment;
try {
  environment = parseVendorEnvironment(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createVendorLogger(environment.LOG_LEVEL);
const platformUrl = environment.PLATFORM_URL ?? `http://127.0.0.1:${environment.PORT}`;
const wallet = createWalletClient({
  baseUrl: platformUrl,
  vendorCode: 'HOUSE',
  secret: environment.HOUSE_VENDOR_SECRET,
});
const onError = (error: unknown) => logger.error({ err: error }, 'house vendor error');
const pendingMoves = createPendingMoves(wallet, onError);
const journal = createFileJournal(path.resolve(environment.DATA_DIR, 'house-vendor'));
const random = createCryptoRandom();
// Transfer mode: the same games on money the platform moved here, kept in an append-only journal.
const heldWallet = createHeldWalletStore(
  openFileHeldWalletJournal(path.resolve(environment.DATA_DIR, 'house-vendor', 'transfer-wallet.jsonl')),
);
const heldWalletClient = createHeldWalletClient({
  store: heldWallet,
  platform: createWalletClient({
    baseUrl: platformUrl,
    vendorCode: transferVendorCode,
    secret: environment.HOUSE_VENDOR_SECRET,
  }),
});
const transfer = { wallet: heldWalletClient, pendingMoves: createPendingMoves(heldWalletClient, onError) };
// Live rooms (fishing, card tables) reach players on other vendor instances through this relay.
const relay = environment.REDIS_URL ? createRedisRelay(environment.REDIS_URL, onError) : createMemoryRelay();
// Which instance owns each card table, and the tables' free seats, seen by every instance (decision 0065).
const tableDirectory = environment.REDIS_URL
  ? createRedisTableDirectory(environment.REDIS_URL, { onError })
  : createMemoryTableDirectory();
const sessions = createSessionStore();
const tables = createTablePlay({ wallet, journal, random, pendingMoves, transfer });
// Player-versus-player card tables (the games plug into the shared table layer of src/p2p).
const cardGames = [
  tableGame(createPokDengRules()),
  tableGame(createHoldemRules('six-max')),
  tableGame(createHoldemRules('heads-up')),
];
const server = createVendorServer({
  wallet,
  sessions,
  slots: createSlotPlay({ wallet, journal, random, pendingMoves, transfer }),
  tables,
  transfer: {
    wallet: heldWalletClient,
    endpoints: createTransferEndpoints({ store: heldWallet, secret: environment.HOUSE_VENDOR_SECRET }),
  },
  cardGameIds: cardGames.map((game) => game.gameId),
  clientDirectory: fileURLToPath(new URL('../dist/client', import.meta.url)),
  frameAncestors: environment.FRAME_ANCESTORS,
  onError,
});

const fishing = createFishingPlay({
  wallet,
  pendingMoves,
  transfer,
  journal: createFileFishingJournal(path.resolve(environment.DATA_DIR, 'house-vendor', 'fishing-rounds.jsonl')),
  history: journal,
  relay,
  roomSecret: environment.HOUSE_VENDOR_SECRET,
});
// Rounds a crash left open are settled from the journal before any page can open a new one.
await fishing.recover().catch(onError);

// Player-versus-player card tables: seats a crash left open are cashed out at their stacks before the last hand.
// The journal is this instance's own (its DATA_DIR): only the owner of a table writes its lines.
const cardTables = createP2pTables({
  wallet,
  pendingMoves,
  transfer,
  journal: createFileSeatJournal(path.resolve(environment.DATA_DIR, 'house-vendor', 'card-tables.jsonl')),
  history: journal,
  games: cardGames,
  onError,
  cluster: { directory: tableDirectory, relay },
});
await cardTables.recover().catch(onError);

attachLiveSockets(server, { sessions, channels: { fishing: fishing.channel, pvp: cardTables.channel } });

let cardTablesTicking = false;
const cardTablesTicker = setInterval(() => {
  if (cardTablesTicking) return;
  cardTablesTicking = true;
  cardTables
    .tick()
    .catch(onError)
    .finally(() => {
      cardTablesTicking = false;
    });
}, 250);

// Bullets land within a frame or two of their impact time.
let fishingTicking = false;
const fishingTicker = setInterval(() => {
  if (fishingTicking) return;
  fishingTicking = true;
  fishing
    .tick()
    .catch(onError)
    .finally(() => {
      fishingTicking = false;
    });
}, 50);

let ticking = false;
const ticker = setInterval(() => {
  if (ticking) return;
  ticking = true;
  tables
    .tick()
    .catch(onError)
    .finally(() => {
      ticking = false;
    });
}, 250);

function shutdown() {
  clearInterval(ticker);
  clearInterval(fishingTicker);
  clearInterval(cardTablesTicker);
  // Tables are not handed over: their leases lapse, pages elsewhere hear TABLE_CLOSED, the restart cashes out.
  cardTables.stop();
  server.close(() => void Promise.allSettled([relay.close(), tableDirectory.close()]).finally(() => process.exit(0)));
  setTimeout(() => process.exit(1), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

server.listen(environment.HOUSE_VENDOR_PORT, environment.HOST, () => {
  logger.info({ port: environment.HOUSE_VENDOR_PORT }, 'house vendor listening');
});
