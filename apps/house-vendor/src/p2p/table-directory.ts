import { Redis } from 'ioredis';

/** What every vendor instance may know of a card table: who runs it, its brand rule, how many seats are taken. */
export type TableRecord = { owner: string; variant: string; occupied: number };

/**
 * Where the card tables of all vendor instances are found (decision 0065). A table's record is its owner's lease:
 * it expires unless the owner renews it, so a dead instance's tables vanish from the directory on their own.
 * Instances also say they are alive, so an owner can tell when the instance relaying a page has died, and each
 * seated player's table is written down, so a reloaded page finds its seat whichever instance owns the table.
 */
export type TableDirectory = {
  /** Prefix of the relay rooms the tables use, so tests (and deployments) sharing a Redis do not hear each other. */
  readonly namespace: string;
  /** Takes a free table key for this owner; false when another instance holds it. */
  claim(tableKey: string, record: TableRecord, leaseMs: number): Promise<boolean>;
  /** Renews the lease (with the record's new seat count) only while this owner holds it; false when it is lost. */
  renew(tableKey: string, record: TableRecord, leaseMs: number): Promise<boolean>;
  /** Gives the key up, only if this owner still holds it. */
  release(tableKey: string, owner: string): Promise<void>;
  read(tableKey: string): Promise<TableRecord | null>;
  markAlive(instanceId: string, leaseMs: number): Promise<void>;
  isAlive(instanceId: string): Promise<boolean>;
  setSeat(gameId: string, playerId: string, tableKey: string): Promise<void>;
  seatOf(gameId: string, playerId: string): Promise<string | null>;
  /** Forgets a player's seat, only if it is still this table's (he may have sat elsewhere since). */
  clearSeat(gameId: string, playerId: string, tableKey: string): Promise<void>;
  close(): Promise<void>;
};

/** A seat index entry outlives any table: a stale one only costs a page one unanswered look. */
const seatKeptMs = 24 * 60 * 60_000;

const valueOf = (record: TableRecord) => `${record.owner} ${JSON.stringify(record)}`;

function recordOf(value: string | null): TableRecord | null {
  if (value === null) return null;
  try {
    return JSON.parse(value.slice(value.indexOf(' ') + 1)) as TableRecord;
  } catch {
    return null;
  }
}

/** One process (tests, and a vendor without Redis): the same leases, kept in memory, on the wall clock. */
export function createMemoryTableDirectory(options: { now?: () => number; namespace?: string } = {}): TableDirectory {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key)?.value ?? null;
  };
  const set = (key: string, value: string, ttlMs: number) => void entries.set(key, { value, expiresAt: now() + ttlMs });
  return {
    namespace: options.namespace ?? '',
    async claim(tableKey, record, leaseMs) {
      if (get(`table:${tableKey}`) !== null) return false;
      set(`table:${tableKey}`, valueOf(record), leaseMs);
      return true;
    },
    async renew(tableKey, record, leaseMs) {
      if (recordOf(get(`table:${tableKey}`))?.owner !== record.owner) return false;
      set(`table:${tableKey}`, valueOf(record), leaseMs);
      return true;
    },
    async release(tableKey, owner) {
      if (recordOf(get(`table:${tableKey}`))?.owner === owner) entries.delete(`table:${tableKey}`);
    },
    read: async (tableKey) => recordOf(get(`table:${tableKey}`)),
    markAlive: async (instanceId, leaseMs) => set(`instance:${instanceId}`, '1', leaseMs),
    isAlive: async (instanceId) => get(`instance:${instanceId}`) !== null,
    setSeat: async (gameId, playerId, tableKey) => set(`seat:${gameId}:${playerId}`, tableKey, seatKeptMs),
    seatOf: async (gameId, playerId) => get(`seat:${gameId}:${playerId}`),
    async clearSeat(gameId, playerId, tableKey) {
      if (get(`seat:${gameId}:${playerId}`) === tableKey) entries.delete(`seat:${gameId}:${playerId}`);
    },
    async close() {
      entries.clear();
    },
  };
}

/** Renews only a lease this owner holds (the value starts with its id and a space). */
const renewScript = `
local value = redis.call('GET', KEYS[1])
if value and string.sub(value, 1, string.len(ARGV[1]) + 1) == ARGV[1] .. ' ' then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Deletes a key only while it holds what the caller says (a lease of this owner, a seat at this table). */
const releaseScript = `
local value = redis.call('GET', KEYS[1])
if value and (value == ARGV[1] or string.sub(value, 1, string.len(ARGV[1]) + 1) == ARGV[1] .. ' ') then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/** Every vendor instance sharing this Redis sees the same tables; `prefix` keeps deployments (and tests) apart. */
export function createRedisTableDirectory(
  url: string,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): TableDirectory {
  const prefix = options.prefix ?? 'house-vendor:';
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', options.onError ?? (() => {}));
  const key = (name: string) => `${prefix}pvp:${name}`;
  return {
    namespace: prefix,
    async claim(tableKey, record, leaseMs) {
      return (await redis.set(key(`table:${tableKey}`), valueOf(record), 'PX', leaseMs, 'NX')) === 'OK';
    },
    async renew(tableKey, record, leaseMs) {
      const renewed = await redis.eval(
        renewScript,
        1,
        key(`table:${tableKey}`),
        record.owner,
        valueOf(record),
        leaseMs,
      );
      return renewed === 1;
    },
    async release(tableKey, owner) {
      await redis.eval(releaseScript, 1, key(`table:${tableKey}`), owner);
    },
    read: async (tableKey) => recordOf(await redis.get(key(`table:${tableKey}`))),
    async markAlive(instanceId, leaseMs) {
      await redis.set(key(`instance:${instanceId}`), '1', 'PX', leaseMs);
    },
    isAlive: async (instanceId) => (await redis.exists(key(`instance:${instanceId}`))) === 1,
    async setSeat(gameId, playerId, tableKey) {
      await redis.set(key(`seat:${gameId}:${playerId}`), tableKey, 'PX', seatKeptMs);
    },
    seatOf: (gameId, playerId) => redis.get(key(`seat:${gameId}:${playerId}`)),
    async clearSeat(gameId, playerId, tableKey) {
      await redis.eval(releaseScript, 1, key(`seat:${gameId}:${playerId}`), tableKey);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
