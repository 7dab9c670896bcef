import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRelay } from '../apps/house-vendor/src/live/room-relay.ts';
import { createPendingMoves } from '../apps/house-vendor/src/play/pending-moves.ts';
import { createMemoryJournal } from '../apps/house-vendor/src/play/round-journal.ts';
import { fishPosition, isOnField } from '../apps/house-vendor/src/fishing/fishing-field.ts';
import { createMemoryFishingJournal } from '../apps/house-vendor/src/fishing/fishing-journal.ts';
import {
  captureChance,
  drawCapture,
  fishingGames,
  ownExpectedAward,
  spinBossWheel,
} from '../apps/house-vendor/src/fishing/fishing-math.ts';
import { shotRandom } from '../apps/house-vendor/src/fishing/fishing-shot.ts';
import { createFishingPlay } from '../apps/house-vendor/src/fishing/fishing-play.ts';
import { publishedGames, verifyRound } from './verify-fishing-round.mjs';

const script = fileURLToPath(new URL('./verify-fishing-round.mjs', import.meta.url));

/** The script as a player runs it: exit code 0 when the round checks out. */
function runScript(entry, commitment) {
  try {
    execFileSync(process.execPath, [script, '--commitment', commitment], {
      input: JSON.stringify(entry),
      encoding: 'utf8',
    });
    return 0;
  } catch (error) {
    return error.status;
  }
}

/** A wallet that takes every bet and pays every win (the round's money is not what this test checks). */
function acceptingWallet() {
  let balanceMinor = 1_000_000;
  const answer = () => ({ ok: true, value: { balance: (balanceMinor / 100).toFixed(2), currency: 'THB' } });
  const minor = (text) => Math.round(Number(text) * 100);
  return {
    authenticate: async () => {
      throw new Error('not used');
    },
    balance: async () => answer(),
    bet: async (input) => {
      balanceMinor -= minor(input.amount);
      return answer();
    },
    win: async (input) => {
      balanceMinor += minor(input.amount);
      return answer();
    },
    betWin: async () => {
      throw new Error('not used');
    },
    rollback: async () => answer(),
  };
}

class PageSocket extends EventEmitter {
  readyState = 1;
  sent = [];
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  say(message) {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }
  last(type) {
    return this.sent.filter((message) => message.type === type).at(-1);
  }
}

/** Plays one real 100-bullet magazine of Coral Reef Hunt, aimed at the smallest fish in sight, and closes it. */
async function playRound() {
  const wallet = acceptingWallet();
  const history = createMemoryJournal();
  const clock = { at: Date.UTC(2026, 10, 26, 12, 0, 0) };
  const play = createFishingPlay({
    wallet,
    pendingMoves: createPendingMoves(wallet, () => {}),
    journal: createMemoryFishingJournal([]),
    history,
    relay: createMemoryRelay(),
    roomSecret: 'verifier-test-room-secret-32-chars',
    now: () => clock.at,
  });
  const socket = new PageSocket();
  play.channel.join(
    {
      id: 'verifier',
      mode: 'real',
      walletModel: 'seamless',
      token: 'token-verifier',
      playerId: 'player-verifier',
      currency: 'THB',
      language: 'en',
      gameName: 'Coral Reef Hunt',
      vendorGameId: 'fish:coral-reef',
      timeZone: 'Asia/Bangkok',
      balanceMinor: 1_000_000,
      lastSeenAt: 0,
      lastSpinAt: 0,
    },
    socket,
  );
  socket.say({ type: 'join', room: 'novice' });
  await vi.waitFor(() => expect(socket.last('welcome')).toBeDefined());
  socket.say({ type: 'buy', bulletValue: '0.20', size: 100, clientSeed: 'a-seed-from-my-browser' });
  await vi.waitFor(() => expect(socket.last('round')).toBeDefined());
  const multiplierOf = (speciesId) =>
    fishingGames['coral-reef'].species.find((species) => species.id === speciesId)?.multiplier ?? 1_000;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2));
  for (let shot = 0; shot < 100; shot += 1) {
    clock.at += 130;
    const known = [
      ...(socket.last('welcome').fish ?? []),
      ...socket.sent.filter((message) => message.type === 'fish').flatMap((message) => message.fish),
    ].filter((fish) => isOnField(fishPosition(fish, clock.at), -80));
    const target = known.sort((first, second) => multiplierOf(first.speciesId) - multiplierOf(second.speciesId))[0];
    socket.say({ type: 'fire', angle: -Math.PI / 2, targetId: target?.id ?? null });
    await settle();
    await play.tick();
  }
  for (let step = 0; step < 40; step += 1) {
    clock.at += 100;
    await play.tick();
    await settle();
  }
  await vi.waitFor(() => expect(socket.last('closed')).toBeDefined());
  const closed = socket.last('closed');
  const entry = history.entries().find((candidate) => candidate.roundId === closed.roundId);
  return { entry: JSON.parse(JSON.stringify(entry)), commitment: closed.commitment };
}

describe('the independent fishing verifier (scripts/verify-fishing-round.mjs)', { timeout: 60_000 }, () => {
  it("publishes the games' own RTPs and boss wheels", () => {
    for (const [id, published] of Object.entries(publishedGames)) {
      const game = fishingGames[id];
      expect(published.rtpBasisPoints).toBe(game.rtpBasisPoints);
      expect(published.boss).toBe(game.boss.id);
      expect(published.wheel).toEqual(game.boss.wheel.map((slice) => [slice.multiplier, slice.weight]));
    }
    expect(Object.keys(publishedGames).sort()).toEqual(Object.keys(fishingGames).sort());
  });

  it('accepts a real closed round and rejects a wrong seed, a changed draw, outcome, chance, payout or stake', async () => {
    const { entry, commitment } = await playRound();
    const shots = entry.draws.shots;
    expect(shots).toHaveLength(100);
    expect(shots.some((shot) => shot.outcome === 'capture')).toBe(true);
    expect(shots.some((shot) => shot.outcome === 'miss')).toBe(true);
    expect(createHash('sha256').update(entry.draws.serverSeed).digest('hex')).toBe(commitment);
    expect(verifyRound(entry, { commitment })).toEqual([]);
    expect(runScript(entry, commitment)).toBe(0);

    const changed = (change) => {
      const copy = structuredClone(entry);
      change(
        copy,
        copy.draws.shots.find((shot) => shot.outcome === 'capture'),
      );
      return copy;
    };
    expect(runScript(entry, 'f'.repeat(64))).toBe(1);
    expect(runScript({ ...entry, draws: { ...entry.draws, clientSeed: 'another-seed' } }, commitment)).toBe(1);
    expect(
      runScript(
        changed((_, capture) => (capture.draw += 1)),
        commitment,
      ),
    ).toBe(1);
    expect(
      runScript(
        changed((copy) => (copy.draws.shots.find((shot) => shot.outcome === 'miss').outcome = 'capture')),
        commitment,
      ),
    ).toBe(1);
    expect(
      runScript(
        changed((_, capture) => (capture.chance = { ...capture.chance, numerator: capture.chance.numerator + 1 })),
        commitment,
      ),
    ).toBe(1);
    expect(
      runScript(
        changed((copy, capture) => {
          capture.multiplier += 1;
          capture.winMinor += 20;
          copy.winMinor += 20;
        }),
        commitment,
      ),
    ).toBe(1);
    expect(runScript({ ...entry, winMinor: entry.winMinor + 20 }, commitment)).toBe(1);
    expect(runScript({ ...entry, stakeMinor: entry.stakeMinor + 20 }, commitment)).toBe(1);
  });

  it("replays a boss's wheel as the fishing code spins it, from the stream of its capture draw", () => {
    const reef = fishingGames['coral-reef'];
    const serverSeed = 'boss-server-seed';
    const commitment = createHash('sha256').update(serverSeed).digest('hex');
    const chance = captureChance(reef, ownExpectedAward(reef.boss));
    const base = { fishId: 'f', speciesId: 'kraken', expectedAward: '476', chance, takenAlong: [] };
    const roundOf = (shot) => ({
      roundId: 'round-1',
      vendorGameId: 'fish:coral-reef',
      stakeMinor: 100,
      winMinor: shot.winMinor,
      draws: { serverSeed, clientSeed: 'c', shots: [shot] },
    });
    let index = 0;
    for (; index < 20_000; index += 1)
      if (drawCapture(chance, shotRandom(serverSeed, 'c', 'round-1', index)).captured) break;
    const random = shotRandom(serverSeed, 'c', 'round-1', index);
    const { draw } = drawCapture(chance, random);
    const multiplier = spinBossWheel(reef.boss, random);
    const shot = { ...base, index, outcome: 'capture', draw, multiplier, winMinor: multiplier * 100 };
    expect(verifyRound(roundOf(shot), { commitment })).toEqual([]);
    const wrong = multiplier === 300 ? 400 : 300;
    expect(
      verifyRound(roundOf({ ...shot, multiplier: wrong, winMinor: wrong * 100 }), { commitment }).join(' '),
    ).toContain('the draws give');
  });
});
