import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges: never fetched for a user. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

const isPrivate = (address: string) => {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(mapped) === 6 ? 'ipv6' : 'ipv4';
  return privateRanges.check(mapped, family);
};

/**
 * Whether every address a host name resolves to is public, so that a fetch made on a user's behalf cannot
 * reach the server's own network.
 */
export async function isPublicHost(hostname: string): Promise<boolean> {
  const name = hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(name) ? [{ address: name }] : await lookup(name, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isPrivate(a.address));
  } catch {
    return false;
  }
}
