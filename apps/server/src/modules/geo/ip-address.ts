import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT and unique-local ranges: never a country of their own. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:10.0.0.1` is treated as `10.0.0.1`. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isPublicAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  if (family === 0) return false;
  return !nonPublic.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
}
