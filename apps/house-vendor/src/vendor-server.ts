import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { transferWalletPaths } from '@croupier/contracts';
import type { TransferWalletOperation } from '@croupier/contracts';
import type { OpenSessionAnswer, VendorLanguage } from './play/play-contract.js';
import { PlayError } from './play/play-error.js';
import { textOfMinor, minorOfText } from './play/money-text.js';
import { maskedDisplayName } from './play/display-name.js';
import { demoBalanceMinor } from './play/session-store.js';
import type { SessionStore } from './play/session-store.js';
import type { SlotPlay } from './play/slot-play.js';
import { slotModelOf } from './play/slot-play.js';
import type { TablePlay } from './play/table-play.js';
import { tableKindOf } from './play/table-play.js';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import type { TransferEndpoints } from './transfer/transfer-endpoints.js';
import { summarizeSlotModel } from './slots/index.js';
import { featureSlotModelOf } from './play/feature-slot-play.js';
import { summarizeFeatureSlot } from './slots/feature-summary.js';
import { summarizeTable } from './tables/table-config.js';
import { fishingGameOf } from './fishing/fishing-play.js';
import { summarizeFishingGame } from './fishing/fishing-math.js';

export type VendorServerDependencies = {
  wallet: WalletClient;
  sessions: SessionStore;
  slots: SlotPlay;
  tables: TablePlay;
  /**
   * Transfer mode: the held wallet's client (which authenticates launches as the transfer-mode vendor) and the
   * platform's transfer wallet API. Without it, only seamless launches open.
   */
  transfer?: { wallet: WalletClient; endpoints: TransferEndpoints };
  /** The player-versus-player card games the `pvp` live channel runs (`pvp:<id>` launches). */
  cardGameIds?: readonly string[];
  /** The built game pages (vite's output). */
  clientDirectory: string;
  /** Origins allowed to frame the game pages (the platform's sites). */
  frameAncestors: readonly string[];
  onError?: (error: unknown) => void;
};

const languages: readonly VendorLanguage[] = ['th', 'en', 'pt-BR', 'fil'];
const transferOperations = Object.keys(transferWalletPaths) as TransferWalletOperation[];
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

const ok = (response: ServerResponse, value: unknown) => send(response, 200, { success: true, message: '', value });

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new PlayError('VALIDATION_FAILED');
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new PlayError('VALIDATION_FAILED');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The house vendor's HTTP face: its game pages (framed by the platform's sites), the pages' small API, a health
 * check, and in transfer mode the platform's transfer wallet API. Stakes and wins go to the platform's seamless
 * wallet API, or for a transfer-mode launch to the held wallet the platform moved money into.
 */
export function createVendorServer(dependencies: VendorServerDependencies): Server {
  const { wallet, sessions, slots, tables } = dependencies;
  const pageSecurity = [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${dependencies.frameAncestors.join(' ')}`,
  ].join('; ');

  function sessionOf(id: unknown) {
    const session = typeof id === 'string' ? sessions.find(id) : undefined;
    if (!session) throw new PlayError('SESSION_NOT_FOUND');
    return session;
  }

  async function openSession(token: string): Promise<OpenSessionAnswer> {
    if (token.length < 16 || token.length > 256) throw new PlayError('LAUNCH_TOKEN_INVALID');
    let reply;
    let walletModel: 'seamless' | 'transfer' = 'seamless';
    try {
      reply = await wallet.authenticate(token);
      // The page knows only its token; a launch of the transfer-mode vendor is one the platform knows under that code.
      if (!reply.ok && reply.code === 'SESSION_NOT_FOUND' && dependencies.transfer) {
        reply = await dependencies.transfer.wallet.authenticate(token);
        walletModel = 'transfer';
      }
    } catch (error) {
      if (error instanceof WalletUnavailableError) throw new PlayError('WALLET_UNAVAILABLE');
      throw error;
    }
    if (!reply.ok) throw new PlayError(reply.code === 'PLAYER_BLOCKED' ? 'PLAYER_BLOCKED' : 'LAUNCH_TOKEN_INVALID');
    const launched = reply.value;
    const language = languages.find((candidate) => candidate === launched.language) ?? 'th';
    const session = sessions.open({
      mode: launched.mode,
      walletModel: launched.walletModel ?? walletModel,
      token,
      playerId: launched.playerId,
      currency: launched.currency,
      language,
      gameName: launched.gameName,
      vendorGameId: launched.vendorGameId,
      // A platform that does not say its brand's zone gets times in UTC, which at least names itself.
      timeZone: launched.timeZone ?? 'UTC',
      // Off unless the platform says the brand offers it (older platforms never say).
      featureBuy: launched.featureBuy === true,
      pokDengBanker: launched.pokDengBanker === 'bidding' ? 'bidding' : 'fixed',
      jackpot: launched.jackpot ?? null,
      displayName: maskedDisplayName(launched.nickname),
      balanceMinor: launched.mode === 'demo' ? demoBalanceMinor : (minorOfText(launched.balance ?? '0') ?? 0),
    });
    const answer: OpenSessionAnswer = {
      sessionId: session.id,
      mode: session.mode,
      currency: session.currency,
      balance: textOfMinor(session.balanceMinor),
      language,
      gameName: session.gameName,
      vendorGameId: session.vendorGameId,
      timeZone: session.timeZone,
      ...(session.mode === 'real' ? { walletModel: session.walletModel } : {}),
    };
    const featureModel = featureSlotModelOf(session);
    if (featureModel) {
      answer.featureSlot = summarizeFeatureSlot(featureModel, session.featureBuy === true);
      answer.stakes = featureModel.stakeOptionsMinor.map(textOfMinor);
    } else if (session.vendorGameId.startsWith('slot:')) {
      const model = slotModelOf(session);
      answer.slot = summarizeSlotModel(model);
      answer.stakes = model.stakeOptionsMinor.map(textOfMinor);
    } else if (session.vendorGameId.startsWith('fish:')) {
      const game = fishingGameOf(session);
      if (!game) throw new PlayError('NOT_FOUND');
      answer.fishing = summarizeFishingGame(game);
    } else if (session.vendorGameId.startsWith('pvp:')) {
      // The card tables speak over the live channel `pvp`: the session is all the page needs from here.
      if (!(dependencies.cardGameIds ?? []).includes(session.vendorGameId.slice(4))) throw new PlayError('NOT_FOUND');
    } else {
      const config = tables.configOf(tableKindOf(session));
      if (config) answer.table = summarizeTable(config);
    }
    return answer;
  }

  async function servePage(response: ServerResponse, url: URL) {
    const game = url.searchParams.get('game') ?? '';
    const page = game.startsWith('slot:')
      ? 'slot.html'
      : game.startsWith('fish:')
        ? 'fishing.html'
        : game.startsWith('pvp:holdem')
          ? 'holdem.html'
          : game.startsWith('pvp:')
            ? 'pvp.html'
            : ['baccarat', 'roulette', 'dragon-tiger'].includes(game)
              ? 'table.html'
              : null;
    if (!page) return send(response, 404, { success: false, message: 'Unknown game.', value: null, code: 'NOT_FOUND' });
    const html = await readFile(path.join(dependencies.clientDirectory, page));
    response.writeHead(200, {
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageSecurity,
      'Referrer-Policy': 'no-referrer',
    });
    response.end(html);
  }

  async function serveAsset(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const relative = path.normalize(decodeURIComponent(pathname.slice('/client/'.length)));
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new PlayError('NOT_FOUND');
    const file = path.join(dependencies.clientDirectory, relative);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // The build writes .br and .gz copies beside each asset (scripts/compress-assets.mjs).
    const encodings = (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding));
    let content: Buffer | undefined;
    let encoding: 'br' | 'gzip' | undefined;
    for (const candidate of encodings) {
      content = await readFile(`${file}.${candidate === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
      if (content) {
        encoding = candidate;
        break;
      }
    }
    content ??= await readFile(file).catch(() => undefined);
    if (!content) throw new PlayError('NOT_FOUND');
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(relative)] ?? 'application/octet-stream',
      // Built assets and the games' icons carry a content hash in their names.
      'Cache-Control':
        relative.startsWith('assets/') || relative.startsWith('icons/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(content);
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://vendor.local');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    switch (route) {
      case 'GET /healthz':
        return ok(response, { status: 'ok', pendingMoves: null });
      case 'GET /play':
        return servePage(response, url);
      case 'POST /api/sessions': {
        const body = await readJson(request);
        return ok(response, await openSession(text(body.token)));
      }
      case 'POST /api/slot/spin': {
        const body = await readJson(request);
        return ok(response, await slots.spin(sessionOf(body.sessionId), text(body.stake)));
      }
      case 'POST /api/slot/feature-spin': {
        const body = await readJson(request);
        return ok(response, await slots.featureSpin(sessionOf(body.sessionId), text(body.stake), body.buy === true));
      }
      case 'GET /api/slot/history':
        return ok(response, slots.history(sessionOf(url.searchParams.get('sessionId'))));
      case 'GET /api/table/state':
        return ok(response, tables.state(sessionOf(url.searchParams.get('sessionId'))));
      case 'POST /api/table/bets': {
        const body = await readJson(request);
        const bets = Array.isArray(body.bets) ? (body.bets as { spot: unknown; amount: unknown }[]) : [];
        return ok(
          response,
          await tables.placeBets(
            sessionOf(body.sessionId),
            text(body.roundId),
            bets.map((bet) => ({ spot: text(bet.spot), amount: text(bet.amount) })),
          ),
        );
      }
    }
    const transferOperation = transferOperations.find(
      (operation) => route === `POST ${transferWalletPaths[operation]}`,
    );
    if (transferOperation && dependencies.transfer)
      return dependencies.transfer.endpoints.serve(transferOperation, request, response);
    if (request.method === 'GET' && url.pathname.startsWith('/client/'))
      return serveAsset(request, response, url.pathname);
    throw new PlayError('NOT_FOUND');
  }

  return createServer((request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    route(request, response).catch((error: unknown) => {
      if (error instanceof PlayError)
        return send(response, error.status, {
          success: false,
          message: error.code,
          value: error.value,
          code: error.code,
        });
      dependencies.onError?.(error);
      send(response, 500, { success: false, message: 'Internal error.', value: null, code: 'INTERNAL_ERROR' });
    });
  });
}
