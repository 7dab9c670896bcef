import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { findBeaconRound, keepBeaconRound } from './lottery.repository.js';

/**
 * The public randomness mixed into every in-house draw after its sales close (lottery.md §6.2). The rule is fixed
 * in advance: a draw uses the first beacon round whose time is at least one second after its close, so the value
 * cannot be known by anyone, us included, while bets are taken.
 */
export type BeaconReading = { value: string; source: string };

export type Beacon = {
  /** What the verifier page says about the beacon (`drand` or the embedded demo's `local-stand-in`). */
  kind: 'drand' | 'local-stand-in';
  /** The round a draw closing at `closeAt` uses, and when that round's value comes out. */
  roundFor: (closeAt: Date) => { round: number; at: Date };
  /** The round's value, or null while it is not out yet or cannot be reached. */
  read: (round: number, now: Date) => Promise<BeaconReading | null>;
};

/**
 * The published beacon rule (docs/fairness-v1.md): drand's quicknet, a round every 3 s since its genesis, and a
 * draw takes the first round whose time is at least one second after its close. The local stand-in keeps the same
 * clock and rule, so a proof names its round the same way whichever beacon made it.
 */
export const beaconRule = {
  drandChainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  genesisSeconds: 1_692_803_367,
  periodSeconds: 3,
  closeMarginSeconds: 1,
} as const;

/** The round a draw closing at `closeAt` uses, and when that round's value comes out. */
export function beaconRoundFor(closeAt: Date): { round: number; at: Date } {
  // Whole milliseconds throughout, as the specification states it, so no reimplementation meets a rounding choice.
  const elapsedMs = closeAt.getTime() + beaconRule.closeMarginSeconds * 1000 - beaconRule.genesisSeconds * 1000;
  const round = Math.max(1, Math.ceil(elapsedMs / (beaconRule.periodSeconds * 1000)) + 1);
  return { round, at: roundTime(round) };
}

/** Which kind of beacon a stored source names (`drand:<chain>:<round>`, `local-stand-in:<round>`); null for others. */
export function beaconKindOf(source: string | null): Beacon['kind'] | null {
  if (source?.startsWith('drand:')) return 'drand';
  if (source?.startsWith('local-stand-in:')) return 'local-stand-in';
  return null;
}

function roundTime(round: number): Date {
  return new Date((beaconRule.genesisSeconds + (round - 1) * beaconRule.periodSeconds) * 1000);
}

/**
 * The embedded demo's stand-in, disclosed as such on the verifier page: 32 random bytes made the first time a
 * round is read at or after its time, and kept, so a crash reads the same value again. Unlike drand, players must
 * trust that we did not make it earlier; the hash chain still binds every result to a seed committed in advance.
 */
export function createLocalBeacon(db: Database): Beacon {
  const source = 'local-stand-in';
  return {
    kind: 'local-stand-in',
    roundFor: beaconRoundFor,
    async read(round, now) {
      if (now < roundTime(round)) return null;
      const kept =
        (await findBeaconRound(db, source, round)) ??
        (await keepBeaconRound(db, source, round, randomBytes(32).toString('hex')));
      return kept ? { value: kept.value, source: `${source}:${round}` } : null;
    },
  };
}

/**
 * drand (threshold BLS, publicly verifiable): `GET <url>/<chain hash>/public/<round>` answers the round's
 * randomness. Values are kept once read. Any fault reads as "not out yet"; the draw is voided only when the
 * published deadline passes without a value.
 */
export function createDrandBeacon(input: {
  db: Database;
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Beacon {
  const source = `drand:${beaconRule.drandChainHash}`;
  const fetchJson = input.fetch ?? fetch;
  return {
    kind: 'drand',
    roundFor: beaconRoundFor,
    async read(round, now) {
      const kept = await findBeaconRound(input.db, source, round);
      if (kept) return { value: kept.value, source: `${source}:${round}` };
      if (now < roundTime(round)) return null;
      try {
        const response = await fetchJson(
          `${input.url.replace(/\/$/, '')}/${beaconRule.drandChainHash}/public/${round}`,
          {
            signal: AbortSignal.timeout(input.timeoutMs ?? 2_000),
          },
        );
        if (!response.ok) return null;
        const body = (await response.json()) as { round?: unknown; randomness?: unknown };
        if (body.round !== round || typeof body.randomness !== 'string' || !/^[0-9a-f]{64}$/.test(body.randomness)) {
          return null;
        }
        const stored = await keepBeaconRound(input.db, source, round, body.randomness);
        return stored ? { value: stored.value, source: `${source}:${round}` } : null;
      } catch {
        return null;
      }
    },
  };
}
