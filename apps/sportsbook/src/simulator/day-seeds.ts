import { createHmac, randomBytes } from 'node:crypto';
import type { SportKey } from '../domain/sportsbook-model.js';

/**
 * Where each sport's daily seed comes from. The feed asks once per sport and business day and must get the same
 * answer after a restart, or a published commitment would no longer match: a source is therefore a pure function
 * of a secret kept outside the feed (the app keeps it beside its data) or a store that persists what it drew.
 */
export type DaySeedSource = (sport: SportKey, day: string) => string;

/**
 * Seeds derived from one long-lived secret: HMAC-SHA256(secret, "<sport>:<day>") in hex. Whoever holds the secret
 * knows every future seed, so it stays on the server; players only ever see a day's seed after that day closed.
 */
export function derivedDaySeeds(secret: string): DaySeedSource {
  if (secret.length < 16) throw new RangeError('the seed secret must be at least 16 characters');
  return (sport, day) => createHmac('sha256', secret).update(`${sport}:${day}`).digest('hex');
}

/** Fresh random seeds kept in memory: for tests and a throwaway demo (a restart draws new ones). */
export function randomDaySeeds(): DaySeedSource {
  const seeds = new Map<string, string>();
  return (sport, day) => {
    const key = `${sport}:${day}`;
    let seed = seeds.get(key);
    if (!seed) {
      seed = randomBytes(32).toString('hex');
      seeds.set(key, seed);
    }
    return seed;
  };
}
