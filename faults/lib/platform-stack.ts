import { randomBytes } from 'node:crypto';
import { preparePlayers } from './bet-load.js';
import type { BetPlayer } from './bet-load.js';
import { createHouseVendor } from './house-vendor.js';
import type { HouseVendor } from './house-vendor.js';
import { startLoadBalancer } from './load-balancer.js';
import type { LoadBalancer } from './load-balancer.js';
import { createPlatformInstance } from './platform-instance.js';
import type { PlatformInstance } from './platform-instance.js';
import { startRedisServer } from './redis-server.js';
import type { RedisServer } from './redis-server.js';
import type { ScenarioContext } from './scenario.js';
import { startVendorProxy } from './vendor-proxy.js';
import type { VendorProxy } from './vendor-proxy.js';

export type PlatformStack = {
  databaseUrl: string;
  /** Present when started with `redis: true`. */
  redis: RedisServer | undefined;
  /** Instance A and instance B, both serving behind the load balancer. */
  instances: readonly [PlatformInstance, PlatformInstance];
  loadBalancer: LoadBalancer;
  /** Signs the HOUSE vendor's requests (and the house vendor's, if a scenario starts one). */
  houseVendorSecret: string;
  /** Funded members with an open HOUSE session, for `createBetLoad`. */
  players: BetPlayer[];
  /** Present when started with `houseVendor: true`: running, calling the platform through the load balancer. */
  houseVendor: HouseVendor | undefined;
  /** Present when started with `vendorProxy: true`: between the platform and the house vendor, in `pass` mode. */
  vendorProxy: VendorProxy | undefined;
};

/** The name of the database `startPlatformStack` makes for a scenario (for what must be set up before it). */
export const stackDatabaseName = (context: ScenarioContext) =>
  `faults_${context.directory.split('/').at(-1)?.replaceAll('-', '_') ?? 'scenario'}`;

/**
 * The usual stage of a scenario: a fresh database in the run's cluster, optionally a Redis of its own, instances A
 * and B (A boots first: it migrates and seeds), HAProxy in front of them from deploy/haproxy/haproxy.cfg, and
 * `players` funded players; with `houseVendor`, the house vendor process too (HOUSE and HOUSE_TW are seeded with its
 * address); with `vendorProxy` too, a proxy the scenario controls sits between the platform and the house vendor
 * (the vendors are seeded with the proxy's address). Everything is stopped when the scenario ends.
 */
export async function startPlatformStack(
  context: ScenarioContext,
  options: {
    redis?: boolean;
    houseVendor?: boolean;
    vendorProxy?: boolean;
    players: number;
    environment?: Record<string, string>;
  },
): Promise<PlatformStack> {
  const databaseName = stackDatabaseName(context);
  const databaseUrl = await context.cluster.createDatabase(databaseName);
  const redis = options.redis ? await startRedisServer() : undefined;
  if (redis) context.defer(() => redis.destroy());
  const houseVendorSecret = randomBytes(32).toString('hex');
  const houseVendor = options.houseVendor
    ? await createHouseVendor({ secret: houseVendorSecret, logDirectory: context.directory })
    : undefined;
  const vendorProxy = houseVendor && options.vendorProxy ? await startVendorProxy(houseVendor.port) : undefined;
  if (vendorProxy) context.defer(() => vendorProxy.stop());
  const houseVendorPort = vendorProxy?.port ?? houseVendor?.port;
  const instanceOptions = {
    databaseUrl,
    ...(houseVendorPort ? { houseVendorPort } : {}),
    redisUrl: redis?.url,
    houseVendorSecret,
    logDirectory: context.directory,
    ...(options.environment ? { environment: options.environment } : {}),
  };
  const a = await createPlatformInstance({ ...instanceOptions, name: 'instance-a' });
  const b = await createPlatformInstance({ ...instanceOptions, name: 'instance-b' });
  context.defer(() => Promise.all([a.stop(), b.stop()]));
  await a.start();
  // A has migrated and seeded: B boots while the players are written.
  const bStarted = b.start();
  const players = await preparePlayers(databaseUrl, options.players, 'faults');
  await bStarted;
  const loadBalancer = await startLoadBalancer({ backends: [a, b], logDirectory: context.directory });
  context.defer(() => loadBalancer.stop());
  if (houseVendor) {
    context.defer(() => houseVendor.stop());
    await houseVendor.start(loadBalancer.url);
  }
  return { databaseUrl, redis, instances: [a, b], loadBalancer, houseVendorSecret, players, houseVendor, vendorProxy };
}
