import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorSession } from '@croupier/contracts';
import type { WalletClient, WalletReply } from '@croupier/contracts/vendor-wallet-client';
import type { FeatureSpinAnswer, OpenSessionAnswer, SpinAnswer, TableStateAnswer } from './play/play-contract.js';
import { createPendingMoves } from './play/pending-moves.js';
import { createMemoryJournal } from './play/round-journal.js';
import { createSessionStore } from './play/session-store.js';
import { createSlotPlay } from './play/slot-play.js';
import { createTablePlay } from './play/table-play.js';
import { createSeededRandom } from './random/random-source.js';
import { parseVendorEnvironment } from './vendor-environment.js';
import { createVendorServer } from './vendor-server.js';

/** The platform's wallet as the vendor sees it: a balance per player, and every call remembered. */
function walletDouble() {
  const calls: { operation: string; input: Record<string, unknown> }[] = [];
  let balanceMinor = 100_000;
  const session = (token: string): VendorSession => ({
    playerId: token.startsWith('demo') ? null : 'player-1',
    mode: token.startsWith('demo') ? 'demo' : 'real',
    nickname: 'Somchai',
    currency: 'THB',
    balance: token.startsWith('demo') ? null : (balanceMinor / 100).toFixed(2),
    language: 'th',
    brand: 'demo',
    gameCode: 'PG-00001',
    vendorGameId: token.includes('pvp-unknown')
      ? 'pvp:whist'
      : token.includes('pvp')
        ? 'pvp:pok-deng'
        : token.includes('fish')
          ? 'fish:coral-reef'
          : token.includes('cluster')
            ? 'slot:lotus-cascade'
            : token.includes('coins')
              ? 'slot:jade-coins'
              : token.includes('dragon')
                ? 'dragon-tiger'
                : token.includes('table')
                  ? 'baccarat'
                  : token.includes('ways')
                    ? 'slot:floating-market'
                    : 'slot:golden-temple',
    gameName: 'วัดทอง',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    ...(token.includes('buy-on') ? { featureBuy: true } : {}),
    ...(token.includes('bidding') ? { pokDengBanker: 'bidding' as const } : {}),
  });
  const answer = (): WalletReply<{ balance: string; currency: string }> => ({
    ok: true,
    value: { balance: (balanceMinor / 100).toFixed(2), currency: 'THB' },
  });
  const minor = (text: string) => Math.round(Number(text) * 100);
  const client: WalletClient = {
    authenticate: async (token) => {
      calls.push({ operation: 'authenticate', input: { token } });
      return token.startsWith('bad')
        ? { ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: '', value: null }
        : { ok: true, value: session(token) };
    },
    balance: async () => answer(),
    bet: async (input) => {
      calls.push({ operation: 'bet', input });
      if (minor(input.amount) > balanceMinor)
        return { ok: false, status: 400, code: 'INSUFFICIENT_FUNDS', message: '', value: answer().ok ? null : null };
      balanceMinor -= minor(input.amount);
      return answer();
    },
    win: async (input) => {
      calls.push({ operation: 'win', input });
      balanceMinor += minor(input.amount);
      return answer();
    },
    betWin: async (input) => {
      calls.push({ operation: 'betWin', input });
      balanceMinor += minor(input.win) - minor(input.bet);
      return answer();
    },
    rollback: async (input) => {
      calls.push({ operation: 'rollback', input });
      return answer();
    },
  };
  return { client, calls, balance: () => balanceMinor };
}

const double = walletDouble();
let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
const now = () => clock;
const clientDirectory = mkdtempSync(path.join(tmpdir(), 'vendor-client-'));
mkdirSync(path.join(clientDirectory, 'assets'));
mkdirSync(path.join(clientDirectory, 'icons'));
writeFileSync(path.join(clientDirectory, 'icons', 'baccarat-0123456789-256w.webp'), 'RIFF');
writeFileSync(path.join(clientDirectory, 'slot.html'), '<!doctype html><title>slot</title>');
writeFileSync(path.join(clientDirectory, 'table.html'), '<!doctype html><title>table</title>');
writeFileSync(path.join(clientDirectory, 'fishing.html'), '<!doctype html><title>fishing</title>');
writeFileSync(path.join(clientDirectory, 'pvp.html'), '<!doctype html><title>pvp</title>');
writeFileSync(path.join(clientDirectory, 'holdem.html'), '<!doctype html><title>holdem</title>');
writeFileSync(path.join(clientDirectory, 'assets', 'slot-abc.js'), 'console.log(1)');
const journal = createMemoryJournal();
const random = createSeededRandom('vendor-test');
const pendingMoves = createPendingMoves(double.client, () => undefined);
const tables = createTablePlay({ wallet: double.client, journal, random, pendingMoves, now });
const sessions = createSessionStore(now);
const server = createVendorServer({
  wallet: double.client,
  sessions,
  slots: createSlotPlay({ wallet: double.client, journal, random, pendingMoves, now }),
  tables,
  cardGameIds: ['pok-deng'],
  clientDirectory,
  frameAncestors: ['http://127.0.0.1:*'],
});
let base = '';

async function api<Value>(method: 'GET' | 'POST', route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; value: Value; code?: string };
  return { status: response.status, ...json };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('house vendor server', () => {
  it('answers its health check and refuses a bad environment, naming the field', async () => {
    expect((await api('GET', '/healthz')).success).toBe(true);
    expect(() => parseVendorEnvironment({ HOUSE_VENDOR_PORT: '99999', HOUSE_VENDOR_SECRET: 'x'.repeat(32) })).toThrow(
      /HOUSE_VENDOR_PORT/,
    );
    expect(() => parseVendorEnvironment({})).toThrow(/HOUSE_VENDOR_SECRET/);
  });

  it('serves the page of the launched game, framable only by the listed sites', async () => {
    const page = await fetch(`${base}/play?token=abc&game=slot:golden-temple&lang=th`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://127.0.0.1:*");
    expect(await page.text()).toContain('<title>slot</title>');
    expect((await fetch(`${base}/play?game=poker`)).status).toBe(404);
    const asset = await fetch(`${base}/client/assets/slot-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/client/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('serves the fishing page and opens a fishing session with its species, stated RTP and rooms', async () => {
    const page = await fetch(`${base}/play?token=abc&game=fish:coral-reef&lang=th`);
    expect(await page.text()).toContain('<title>fishing</title>');
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-fish-token-1234567890' });
    expect(opened.value.vendorGameId).toBe('fish:coral-reef');
    expect(opened.value.fishing?.rtpPercent).toBe('96.00');
    expect(opened.value.fishing?.species.map((species) => species.kind)).toEqual(
      expect.arrayContaining(['normal', 'boss', 'bomb', 'chain', 'drill']),
    );
    expect(opened.value.fishing?.rooms.map((room) => room.id)).toEqual(['novice', 'standard', 'expert']);
  });

  it('serves the card-table page for pvp launches and opens a session only for a game the pvp channel runs', async () => {
    const page = await fetch(`${base}/play?token=abc&game=pvp:pok-deng&lang=th`);
    expect(await page.text()).toContain('<title>pvp</title>');
    // Hold'em has its own page on the same channel.
    const holdem = await fetch(`${base}/play?token=abc&game=pvp:holdem-heads-up&lang=th`);
    expect(await holdem.text()).toContain('<title>holdem</title>');
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-pvp-token-1234567890' });
    expect(opened.value).toMatchObject({ vendorGameId: 'pvp:pok-deng', mode: 'real' });
    const unknown = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-pvp-unknown-1234567890' });
    expect(unknown).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("keeps the brand's Pok Deng banker rule and a masked name (never the nickname whole) on the launch's session", async () => {
    const fixed = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-pvp-token-1234567890' });
    expect(sessions.find(fixed.value.sessionId)).toMatchObject({ pokDengBanker: 'fixed', displayName: 'So***' });
    const bidding = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-pvp-bidding-1234567890' });
    expect(sessions.find(bidding.value.sessionId)).toMatchObject({ pokDengBanker: 'bidding' });
    expect(JSON.stringify(bidding.value)).not.toContain('Somchai');
  });

  it("serves the games' icons as WebP, cached for a year", async () => {
    const icon = await fetch(`${base}/client/icons/baccarat-0123456789-256w.webp`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/webp');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('opens a session from the launch token with the model summary and stakes', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-token-1234567890' });
    expect(opened.value).toMatchObject({
      mode: 'real',
      currency: 'THB',
      balance: '1000.00',
      language: 'th',
      walletModel: 'seamless',
    });
    expect(opened.value.slot?.statedRtpPercent).toBeGreaterThan(90);
    expect(opened.value.stakes?.length).toBeGreaterThan(2);
    const refused = await api('POST', '/api/sessions', { token: 'bad-token-1234567890' });
    expect(refused.code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('settles a real spin as one bet-and-win of the engine outcome, and keeps the pace', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-token-abcdefghij' });
    const before = double.balance();
    const stake = opened.value.stakes?.[0] ?? '';
    const spin = await api<SpinAnswer>('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake });
    expect(spin.success).toBe(true);
    const call = double.calls.at(-1);
    expect(call).toMatchObject({ operation: 'betWin', input: { bet: stake, win: spin.value.win, currency: 'THB' } });
    expect(spin.value.win).toBe((spin.value.outcome.totalWinMinor / 100).toFixed(2));
    expect(double.balance()).toBe(before - Math.round(Number(stake) * 100) + spin.value.outcome.totalWinMinor);
    const tooFast = await api('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake });
    expect(tooFast.code).toBe('TOO_FAST');
    clock += 2_500;
    const badStake = await api('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake: '0.03' });
    expect(badStake.code).toBe('INVALID_STAKE');
    const history = await api<{ rounds: unknown[] }>('GET', `/api/slot/history?sessionId=${opened.value.sessionId}`);
    expect(history.value.rounds).toHaveLength(1);
  });

  it('plays a ways game: its summary says 243 ways of 25 coins, a spin settles its ways wins', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-ways-token-1234567' });
    expect(opened.value.vendorGameId).toBe('slot:floating-market');
    expect(opened.value.slot).toMatchObject({
      shape: 'ways',
      ways: 243,
      betUnits: 25,
      lines: [],
      statedRtpPercent: 95.8,
      hitRatePercent: 35.46,
      volatility: 'medium',
    });
    clock += 2_500;
    const badStake = await api('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake: '1.01' });
    expect(badStake.code).toBe('INVALID_STAKE');
    const before = double.balance();
    const spin = await api<SpinAnswer>('POST', '/api/slot/spin', { sessionId: opened.value.sessionId, stake: '1.00' });
    expect(spin.success).toBe(true);
    const { outcome } = spin.value;
    expect(outcome.base.lineWins).toEqual([]);
    const waysMinor = outcome.base.wayWins.reduce((total, win) => total + win.winMinor, 0);
    expect(outcome.base.winMinor).toBe(waysMinor + outcome.base.scatter.winMinor);
    expect(double.calls.at(-1)).toMatchObject({ operation: 'betWin', input: { bet: '1.00', win: spin.value.win } });
    expect(double.balance()).toBe(before - 100 + outcome.totalWinMinor);
  });

  it('plays a cluster game: its summary states the exact figures, a round settles its tumbles as one bet-and-win', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-cluster-token-12345' });
    expect(opened.value.slot).toBeUndefined();
    expect(opened.value.featureSlot).toMatchObject({
      engine: 'cluster',
      statedRtpPercent: 95.77,
      hitRatePercent: 35.56,
      volatility: 'low',
      cluster: { minimumCluster: 4, tumbleMultipliers: [1, 2, 3, 5], maxTumbles: 10 },
      buy: null,
    });
    clock += 2_500;
    const badStake = await api('POST', '/api/slot/feature-spin', { sessionId: opened.value.sessionId, stake: '10.05' });
    expect(badStake.code).toBe('INVALID_STAKE');
    const refusedBuy = await api('POST', '/api/slot/feature-spin', {
      sessionId: opened.value.sessionId,
      stake: '10.00',
      buy: true,
    });
    expect(refusedBuy).toMatchObject({ status: 403, code: 'FEATURE_BUY_OFF' });
    const before = double.balance();
    const round = await api<FeatureSpinAnswer>('POST', '/api/slot/feature-spin', {
      sessionId: opened.value.sessionId,
      stake: '10.00',
    });
    expect(round.success).toBe(true);
    const { outcome } = round.value;
    expect(outcome.engine).toBe('cluster');
    expect(double.calls.at(-1)).toMatchObject({ operation: 'betWin', input: { bet: '10.00', win: round.value.win } });
    expect(double.balance()).toBe(before - 1000 + outcome.totalWinMinor);
    const tooFast = await api('POST', '/api/slot/feature-spin', { sessionId: opened.value.sessionId, stake: '10.00' });
    expect(tooFast.code).toBe('TOO_FAST');
    const history = await api<{ rounds: { freeSpins: number }[] }>(
      'GET',
      `/api/slot/history?sessionId=${opened.value.sessionId}`,
    );
    expect(history.value.rounds).toEqual([expect.objectContaining({ stake: '10.00', freeSpins: 0 })]);
  });

  it('offers the hold-and-win buy only where the launch says the brand allows it, and charges its price', async () => {
    const off = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-coins-token-123456' });
    expect(off.value.featureSlot).toMatchObject({ engine: 'hold-and-win', buy: null, statedRtpPercent: 95.44 });
    clock += 2_500;
    const refused = await api('POST', '/api/slot/feature-spin', {
      sessionId: off.value.sessionId,
      stake: '20.00',
      buy: true,
    });
    expect(refused.code).toBe('FEATURE_BUY_OFF');
    const on = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-coins-buy-on-token-1' });
    expect(on.value.featureSlot?.buy).toEqual({ priceStakes: 52, startCoins: 6, rtpPercent: 95.04 });
    expect(on.value.featureSlot?.holdAndWin?.jackpots).toEqual({ mini: 20, minor: 50, major: 200, grand: 1000 });
    const before = double.balance();
    const badStake = await api('POST', '/api/slot/feature-spin', {
      sessionId: on.value.sessionId,
      stake: '1.01',
      buy: true,
    });
    expect(badStake.code).toBe('INVALID_STAKE');
    const paid = await api<FeatureSpinAnswer>('POST', '/api/slot/feature-spin', {
      sessionId: on.value.sessionId,
      stake: '20.00',
      buy: true,
    });
    expect(paid.success).toBe(true);
    expect(paid.value.stake).toBe('1040.00');
    const outcome = paid.value.outcome;
    expect(outcome.engine === 'hold-and-win' && outcome.feature?.startCoins.length).toBe(6);
    expect(double.calls.at(-1)).toMatchObject({ operation: 'betWin', input: { bet: '1040.00', win: paid.value.win } });
    expect(double.balance()).toBe(before - 104_000 + outcome.totalWinMinor);
  });

  it('plays demo spins on play money without touching the wallet', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'demo-token-1234567890' });
    expect(opened.value.mode).toBe('demo');
    const calls = double.calls.length;
    clock += 2_500;
    const spin = await api<SpinAnswer>('POST', '/api/slot/spin', {
      sessionId: opened.value.sessionId,
      stake: opened.value.stakes?.[0],
    });
    expect(spin.success).toBe(true);
    expect(double.calls.length).toBe(calls);
    expect(Number(spin.value.balance)).toBe(
      Number(opened.value.balance) - Number(spin.value.stake) + Number(spin.value.win),
    );
  });

  it('takes table bets while betting is open, draws, and pays each seat its return', async () => {
    const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token: 'real-table-1234567890' });
    const sessionId = opened.value.sessionId;
    clock = Date.UTC(2026, 10, 21, 11, 0, 0);
    await tables.tick();
    let state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
    while (state.value.phase !== 'betting') {
      clock += 1_000;
      await tables.tick();
      state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
    }
    const roundId = state.value.roundId;
    const placed = await api('POST', '/api/table/bets', {
      sessionId,
      roundId,
      bets: [{ spot: 'banker', amount: '100.00' }],
    });
    expect(placed.success).toBe(true);
    expect(double.calls.at(-1)).toMatchObject({ operation: 'bet', input: { amount: '100.00', roundId } });
    expect(double.calls.at(-1)?.input).not.toHaveProperty('hedged');
    // A later bet on the opposite side: the part it covers of the banker bet is reported with it (issue #19).
    const opposite = await api('POST', '/api/table/bets', {
      sessionId,
      roundId,
      bets: [{ spot: 'player', amount: '40.00' }],
    });
    expect(opposite.success).toBe(true);
    expect(double.calls.at(-1)).toMatchObject({ operation: 'bet', input: { amount: '40.00', hedged: '40.00' } });
    const wrongSpot = await api('POST', '/api/table/bets', {
      sessionId,
      roundId,
      bets: [{ spot: 'moon', amount: '10' }],
    });
    expect(wrongSpot.code).toBe('INVALID_BET');
    clock += 60_000;
    const late = await api('POST', '/api/table/bets', { sessionId, roundId, bets: [{ spot: 'player', amount: '10' }] });
    expect(late.code).toBe('BETTING_CLOSED');
    await tables.tick();
    const win = double.calls.find((call) => call.operation === 'win' && call.input.roundId === roundId);
    expect(win?.input).toMatchObject({ transactionId: `${roundId}:player-1:win`, roundId });
    const settled = journal.entries().find((entry) => entry.roundId === roundId);
    expect(settled?.winMinor).toBe(Math.round(Number(win?.input.amount) * 100));
  });

  it('shows the wallet balance after a winning round, on baccarat and on dragon-tiger', async () => {
    // Both main sides are covered, so every round returns money whatever the seeded draw: a win (or a tie's refund).
    for (const [token, kind, sides] of [
      ['real-table-balance-0001', 'baccarat', ['banker', 'player']],
      ['real-dragon-balance-001', 'dragon-tiger', ['dragon', 'tiger']],
    ] as const) {
      const opened = await api<OpenSessionAnswer>('POST', '/api/sessions', { token });
      const sessionId = opened.value.sessionId;
      clock += 60_000;
      await tables.tick();
      let state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
      while (state.value.phase !== 'betting') {
        clock += 1_000;
        await tables.tick();
        state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
      }
      const roundId = state.value.roundId;
      const placed = await api<{ balance: string }>('POST', '/api/table/bets', {
        sessionId,
        roundId,
        bets: sides.map((spot) => ({ spot, amount: '50.00' })),
      });
      expect(Math.round(Number(placed.value.balance) * 100)).toBe(double.balance());
      // Both sides of the pair in one bet: all of it is hedged (twice the smaller side).
      expect(double.calls.at(-1)).toMatchObject({ operation: 'bet', input: { amount: '100.00', hedged: '100.00' } });
      const afterBets = double.balance();
      clock += 60_000;
      await tables.tick();
      const settled = journal.entries().find((entry) => entry.roundId === roundId && entry.vendorGameId === kind);
      expect(settled?.winMinor).toBeGreaterThan(0);
      expect(double.balance()).toBe(afterBets + (settled?.winMinor ?? 0));
      state = await api<TableStateAnswer>('GET', `/api/table/state?sessionId=${sessionId}`);
      expect(Math.round(Number(state.value.balance) * 100)).toBe(double.balance());
    }
  });
});
