import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createGamesService } from '../modules/games/index.js';
import { game } from '../modules/games/games.tables.js';
import { createMemberService } from '../modules/member/index.js';
import { createMerchantService } from '../modules/merchant/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import type { AuthenticatedMember } from './shared/authenticated-member.js';
import type { GameEngineLauncher } from './shared/game-engine-launcher.js';
import { launchGame } from './launch-game.js';

const clock = fixedClock(new Date('2026-06-01T10:00:00Z'));
let seeded: Awaited<ReturnType<typeof createSeededTestDatabase>>;
let merchant: Merchant;
let player: AuthenticatedMember;
let trial: AuthenticatedMember;
const launches: { engine: string | null; mode: string; member: string | null }[] = [];
const engines: Record<string, GameEngineLauncher> = {
  HOUSE: async ({ game: launched, mode, member }) => {
    launches.push({ engine: launched.engine, mode, member: member?.member.username ?? null });
    return `/seamless?game=${launched.id}&mode=${mode}`;
  },
};

beforeAll(async () => {
  seeded = await createSeededTestDatabase(clock);
  const { db } = seeded.database;
  merchant = await createMerchantService({ db, clock }).resolveMerchant({ code: 'demo' });
  const members = createMemberService({ db, clock });
  const demo = await members.findByUsername(merchant.id, 'demo');
  if (!demo) throw new Error('demo member missing');
  player = { member: demo, sessionId: 's', token: 't', isAgent: false, isTrial: false };
  const trialMember = await members.createTrialMember(merchant.id, '10.0.0.1');
  trial = { member: trialMember, sessionId: 's2', token: 't2', isAgent: false, isTrial: true };
  // Two slots get a test engine, one with demo play (supportPlay 0) and one without.
  const slots = await db
    .select({ id: game.id })
    .from(game)
    .where(and(eq(game.merchantId, merchant.id), eq(game.gameType, 'RNG')))
    .orderBy(game.id)
    .limit(2);
  for (const [index, supportPlay] of [0, 1].entries()) {
    await db
      .update(game)
      .set({ engine: 'HOUSE:slot-5x3', supportPlay })
      .where(eq(game.id, slots[index]?.id ?? 0));
  }
});
afterAll(async () => {
  await seeded.database.close();
});

async function engineGame(supportPlay: number) {
  const [row] = await seeded.database.db
    .select()
    .from(game)
    .where(and(eq(game.merchantId, merchant.id), eq(game.engine, 'HOUSE:slot-5x3'), eq(game.supportPlay, supportPlay)));
  if (!row) throw new Error('no engine game');
  return row;
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

describe('launchGame', () => {
  const dependencies = () => ({ games: createGamesService({ db: seeded.database.db, clock }), engines });
  const launch = (input: { nodeId: number; member: AuthenticatedMember | null; demo: boolean }) =>
    launchGame(dependencies(), { ...input, merchant, language: 'th' });

  it('opens the engine in the game frame for real money and records the recent game', async () => {
    const slot = await engineGame(1);
    const answer = await launch({ nodeId: slot.id, member: player, demo: false });
    expect(answer).toMatchObject({ kind: 'frame', url: `/seamless?game=${slot.id}&mode=real`, mode: 'real' });
    expect(launches.at(-1)).toEqual({ engine: 'HOUSE:slot-5x3', mode: 'real', member: 'demo' });
    const recent = await dependencies().games.listRecent(
      { merchantId: merchant.id, memberId: player.member.id, language: 'en' },
      { pageNo: 1, pageSize: 20 },
    );
    expect(recent.content[0]?.nodeId).toBe(slot.id);
  });

  it('gives visitors and trial accounts demo play only where supportPlay is 0', async () => {
    const trialSlot = await engineGame(0);
    const paidSlot = await engineGame(1);
    expect(await launch({ nodeId: trialSlot.id, member: null, demo: true })).toMatchObject({ mode: 'demo' });
    expect(launches.at(-1)).toMatchObject({ mode: 'demo', member: null });
    expect(await launch({ nodeId: trialSlot.id, member: trial, demo: true })).toMatchObject({ mode: 'demo' });
    expect(await codeOf(launch({ nodeId: trialSlot.id, member: trial, demo: false }))).toBe(
      'TRIAL_ACCOUNT_NOT_ALLOWED',
    );
    expect(await codeOf(launch({ nodeId: trialSlot.id, member: null, demo: false }))).toBe('NOT_LOGGED_IN');
    expect(await codeOf(launch({ nodeId: paidSlot.id, member: null, demo: true }))).toBe('DEMO_NOT_AVAILABLE');
    expect(await codeOf(launch({ nodeId: paidSlot.id, member: trial, demo: true }))).toBe('DEMO_NOT_AVAILABLE');
  });

  it('answers GAME_MAINTENANCE for an unregistered engine and for maintenance, NOT_FOUND for a disabled game', async () => {
    const slot = await engineGame(1);
    const { db } = seeded.database;
    await db.update(game).set({ engine: 'ELSEWHERE:not-yet-built' }).where(eq(game.id, slot.id));
    expect(await codeOf(launch({ nodeId: slot.id, member: player, demo: false }))).toBe('GAME_MAINTENANCE');
    await db.update(game).set({ engine: 'HOUSE:slot-5x3', maintenance: true }).where(eq(game.id, slot.id));
    expect(await codeOf(launch({ nodeId: slot.id, member: player, demo: false }))).toBe('GAME_MAINTENANCE');
    await db.update(game).set({ maintenance: false, enabled: false }).where(eq(game.id, slot.id));
    expect(await codeOf(launch({ nodeId: slot.id, member: player, demo: false }))).toBe('NOT_FOUND');
    await db.update(game).set({ enabled: true }).where(eq(game.id, slot.id));
    expect(await codeOf(launch({ nodeId: slot.id, member: player, demo: false }))).toBe('OK');
  });
});
