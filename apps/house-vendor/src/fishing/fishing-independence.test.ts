import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { flyBullet, seatPositions } from './fishing-field.js';
import { createFishSchedule } from './fish-schedule.js';
import { captureChance, drawCapture, fishingGames } from './fishing-math.js';
import { resolveShot } from './fishing-shot.js';

const game = fishingGames['coral-reef']!;
const schedule = createFishSchedule(game, 'independence-room');

/** A's bullet at one fish, resolved in a room whose other fish are as `others` leaves them. */
function resolveAgainst(at: number, targetId: string, keep: (id: string) => boolean, index: number) {
  const alive = schedule.swimmingAt(at).filter((fish) => fish.id === targetId || keep(fish.id));
  const flight = flyBullet({ origin: seatPositions[0]!, angle: -1, firedAt: at, targetId, alive });
  return resolveShot({
    game,
    index,
    flight,
    alive: schedule.swimmingAt(flight.impactAt).filter((fish) => fish.id === targetId || keep(fish.id)),
    serverSeed: 'player-a-seed',
    clientSeed: 'player-a-client-seed',
    roundId: 'player-a-round',
    bulletValueMinor: 100,
  });
}

describe('fishing independence', () => {
  it("a player's capture chance and draw do not depend on other players or on the room's recent payouts", () => {
    let compared = 0;
    for (let step = 0; step < 300; step += 1) {
      const at = 1_000_000 + step * 977;
      const target = schedule
        .visibleAt(at)
        .find((fish) => ['minnow', 'clownfish', 'pufferfish', 'lionfish', 'shark', 'kraken'].includes(fish.speciesId));
      if (!target) continue;
      // Alone in the room; with another player who has just captured half the fish (a room that paid out a lot);
      // and with another whose captures emptied everything else (the boss and every big fish just paid).
      const alone = resolveAgainst(at, target.id, () => true, step);
      const afterBigPayouts = resolveAgainst(at, target.id, (id) => id.charCodeAt(id.length - 3) % 2 === 0, step);
      const afterEverything = resolveAgainst(at, target.id, () => false, step);
      if (alone.outcome === 'refund') continue;
      compared += 1;
      for (const other of [afterBigPayouts, afterEverything]) {
        expect(other.chance).toEqual(alone.chance);
        expect(other.draw).toBe(alone.draw);
        expect(other.outcome).toBe(alone.outcome);
        expect(other.winMinor).toBe(alone.winMinor);
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('decides a capture from the RTP, the expected award and the random stream only', () => {
    // The decision's inputs are its whole signature: no player, balance, room or history can reach it.
    expect(captureChance.length).toBe(2);
    expect(drawCapture.length).toBe(2);
    const chance = captureChance(game, new Fraction(10));
    expect(chance).toEqual({ numerator: 12, denominator: 125 });
  });
});
