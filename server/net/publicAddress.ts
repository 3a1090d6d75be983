import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not the public internet: this network, private, shared, loopback, link-local, documentation, benchmarking, multicast, reserved. */
const NON_PUBLIC_V4: readonly (readonly [number, number])[] = [
  [ip4('0.0.0.0'), 8],
  [ip4('10.0.0.0'), 8],
  [ip4('100.64.0.0'), 10],
  [ip4('127.0.0.0'), 8],
  [ip4('169.254.0.0'), 16],
  [ip4('172.16.0.0'), 12],
  [ip4('192.0.0.0'), 24],
  [ip4('192.0.2.0'), 24],
  [ip4('192.88.99.0'), 24],
  [ip4('192.168.0.0'), 16],
  [ip4('198.18.0.0'), 15],
  [ip4('198.51.100.0'), 24],
  [ip4('203.0.113.0'), 24],
  [ip4('224.0.0.0'), 4],
  [ip4('240.0.0.0'), 4],
];

function ip4(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const inRange = (value: number, [base, prefix]: readonly [number, number]) => {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(base / size);
};

const isPublicV4 = (value: number) => !NON_PUBLIC_V4.some((range) => inRange(value, range));

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two). */
function groups6(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v = ip4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(v / 65536).toString(16)}:${(v % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

const v4Of = (hi: number, lo: number) => hi * 65536 + lo;

function isPublicV6(address: string): boolean {
  const g = groups6(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped): judged by their IPv4.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) {
    if (g5 === 0 && g6 === 0) return false;
    return isPublicV4(v4Of(g6, g7));
  }
  // 64:ff9b::/96, the NAT64 well-known prefix: judged by its IPv4; 64:ff9b:1::/48 is local-use NAT64.
  if (g0 === 0x64 && g1 === 0xff9b) {
    if (g2 === 1) return false;
    return g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && isPublicV4(v4Of(g6, g7));
  }
  // 2002::/16, 6to4: judged by the IPv4 in its next 32 bits.
  if (g0 === 0x2002) return isPublicV4(v4Of(g1, g2));
  // Teredo (2001::/32) hides its IPv4; documentation 2001:db8::/32.
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8)) return false;
  // Unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8.
  if ((g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return false;
  if ((g0 & 0xff00) === 0xff00) return false;
  // Only the global unicast block 2000::/3 is routed on the public internet.
  return (g0 & 0xe000) === 0x2000;
}

/** Whether an IP address (v4 or v6, with or without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPublicV4(ip4(bare));
  if (isIPv6(bare)) return isPublicV6(bare);
  return false;
}
