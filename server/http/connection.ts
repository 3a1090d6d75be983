import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { FORWARDING_HEADERS } from '../../schemas/constants';
import type { AppEnv } from './env';

/**
 * What the server that accepted a request knows of its connection: the relay's bridge passes
 * `{ remoteAddress }`, @hono/node-server passes its `incoming` request; tests pass either or nothing.
 */
export interface ConnectionBindings {
  remoteAddress?: string;
  incoming?: Pick<IncomingMessage, 'socket'>;
}

const withoutMappedPrefix = (address: string) =>
  address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;

/** The address of the peer of the connection (a proxy's, when there is one), or undefined when not known. */
export function remoteAddress(c: Context<AppEnv>): string | undefined {
  const env = c.env as ConnectionBindings | undefined;
  const address = env?.remoteAddress ?? env?.incoming?.socket?.remoteAddress;
  return address ? withoutMappedPrefix(address) : undefined;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
/** 127.0.0.0/8 or ::1, in any spelling (IPv4-mapped, or IPv6 written in full as uWebSockets.js does). */
const isLoopback = (address: string) =>
  isIPv4(address) ? loopback.check(address, 'ipv4') : isIPv6(address) && loopback.check(address, 'ipv6');

/**
 * The client's address. Behind a trusted proxy (TRUST_PROXY=1: one proxy in front, which appends the address
 * it saw) the last X-Forwarded-For entry; otherwise the connection's own peer, whatever headers say.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return withoutMappedPrefix(forwarded);
  }
  return remoteAddress(c) ?? 'unknown';
}

/**
 * The request came from the machine that runs the platform, straight (no proxy in between): its peer is a
 * loopback address and it carries no forwarding header.
 */
export function isFromThisMachine(c: Context<AppEnv>): boolean {
  const address = remoteAddress(c);
  if (!address || !isLoopback(address)) return false;
  return FORWARDING_HEADERS.every((h) => c.req.header(h) === undefined);
}
