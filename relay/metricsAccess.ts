import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { FORWARDING_HEADERS } from '../schemas/constants';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6 (uWebSockets.js writes every address in full). */
export function isLoopback(address: string) {
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  if (isIPv6(address)) return loopback.check(address, 'ipv6');
  return false;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read `/metrics`: a request with `Authorization: Bearer <token>` when a token is configured, or one
 * from the machine itself: its socket's remote address is loopback and it carries no forwarding header.
 * `remote` is the address of the TCP connection as the relay accepted it, never one read from a header.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return (remote: string, header: (name: string) => string | undefined) => {
    const authorization = header('authorization') ?? '';
    if (expected && authorization.startsWith('Bearer ')) {
      if (timingSafeEqual(digest(authorization.slice(7)), expected)) return true;
    }
    if (FORWARDING_HEADERS.some((name) => header(name) !== undefined)) return false;
    return isLoopback(remote);
  };
}
