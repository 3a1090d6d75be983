import { lookup as dnsLookup } from 'node:dns/promises';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './publicAddress';

/**
 * Every way a fetch can fail (a refused address, DNS, connection, timeout, too many redirects, too large)
 * is this one error with one message, so that a caller's answer cannot tell an internal port that is open
 * from one that is closed.
 */
export class FetchRefused extends Error {
  constructor() {
    super('The address cannot be fetched');
    this.name = 'FetchRefused';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Largest body read; a longer one is a refusal. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed, each to a checked address; default 3. */
  maxRedirects?: number;
  /** Allow loopback and private addresses (tests, intranets, the operator's own services). */
  allowPrivate?: boolean;
  /** Which resolved addresses may be reached; public ones (or all with allowPrivate) by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** Name resolution; the system's by default. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface FetchedDocument {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  url: URL;
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** The addresses to connect to: every address of the host, all public unless private ones are allowed. */
async function checkedAddresses(url: URL, opts: SafeFetchOptions): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await (opts.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new FetchRefused();
  const isAllowed = opts.isAllowedAddress ?? (opts.allowPrivate ? () => true : isPublicAddress);
  if (!addresses.every((a) => isAllowed(a.address))) throw new FetchRefused();
  return addresses;
}

/** A lookup that answers only the addresses already checked: the connection cannot be rebound by DNS. */
const pinnedLookup =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [ResolvedAddress];
    callback(null, first.address, first.family);
  };

/** One request to a checked address; the body is read up to the limit. */
function requestOnce(url: URL, addresses: ResolvedAddress[], opts: SafeFetchOptions, signal: AbortSignal) {
  return new Promise<FetchedDocument>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        lookup: pinnedLookup(addresses),
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new FetchRefused());
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url }),
        );
        res.on('error', () => reject(new FetchRefused()));
        // Destroyed before its end (timeout, limit): settles nothing when the body was already complete.
        res.on('close', () => reject(new FetchRefused()));
      },
    );
    req.on('error', () => reject(new FetchRefused()));
    req.end(opts.body);
  });
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * Fetches an http(s) address given by a user or by configuration: each host is resolved and every address
 * checked to be public, the connection goes to exactly those addresses, redirects are followed by hand
 * (each hop checked again), and the body and the time are bounded. Any failure is a `FetchRefused`.
 */
export async function safeFetch(address: string | URL, opts: SafeFetchOptions): Promise<FetchedDocument> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused();
  }
  const maxRedirects = opts.maxRedirects ?? 3;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    if (!isHttp(url)) throw new FetchRefused();
    const addresses = await checkedAddresses(url, opts).catch(() => {
      throw new FetchRefused();
    });
    const fetched = await requestOnce(url, addresses, opts, signal);
    const location = fetched.status >= 300 && fetched.status < 400 ? fetched.headers.location : undefined;
    if (!location) return fetched;
    try {
      url = new URL(location, url);
    } catch {
      throw new FetchRefused();
    }
  }
  throw new FetchRefused();
}
