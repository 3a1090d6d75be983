import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where media files are served. */
export const MEDIA_PREFIX = '/media/';
/** What an address without a current signature answers. */
export const MEDIA_SIGN_IN_MESSAGE = 'This file needs a current address from the app. Please sign in again.';
/** Where the images uploaded for wall posts are served, signed like media. */
export const WALL_IMAGE_PREFIX = '/api/wall/images/';
const SIGNED_PREFIXES = [MEDIA_PREFIX, WALL_IMAGE_PREFIX];
/** How long a signed media address stays valid (a long recording watched with pauses fits in it). */
export const MEDIA_URL_TTL_MS = 4 * 60 * 60 * 1000;
/** Expiry times are rounded up to this, so that one file keeps one address (and the browser's cache) for a while. */
const EXPIRY_STEP_MS = 10 * 60 * 1000;

/** Pictures (logos, ads, thumbnails, posters) are open to everyone: the sign-in page and locked cards show them. */
const OPEN_MEDIA = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

export const isOpenMedia = (path: string) => OPEN_MEDIA.test(path);

const decoded = (address: string) => {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
};

/** The player derives a video's `_medium` and `_low` qualities from its name: one signature covers all three. */
const signedPath = (path: string) => path.replace(/_(low|medium)(\.[a-z0-9]+)$/i, '$2');

export interface MediaSigner {
  /** The time (ms) a signature made now for at most `until` expires. */
  expiry(now: number, until?: number): number;
  /** A same-origin media or wall image address with `expires` and `signature`; other addresses unchanged. */
  sign(address: string, expiresMs: number): string;
  /** Whether the query of a media path carries a valid, unexpired signature for it. */
  verify(
    path: string,
    query: { expires?: string | undefined; signature?: string | undefined },
    now: number,
  ): boolean;
}

/** Signed media addresses: HMAC-SHA256 of the path and expiry under a key derived from the server secret. */
export function createMediaSigner(secret: Uint8Array): MediaSigner {
  const key = createHmac('sha256', secret).update('media-url-signing').digest();
  const mac = (path: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${signedPath(path)}\n${expires}`)
      .digest('base64url');
  return {
    expiry(now, until = Number.POSITIVE_INFINITY) {
      const rounded = Math.ceil((now + MEDIA_URL_TTL_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
      return Math.min(rounded, until);
    },
    sign(address, expiresMs) {
      const signed = SIGNED_PREFIXES.some((prefix) => address.startsWith(prefix));
      if (!signed || address.includes('?') || isOpenMedia(address)) return address;
      const expires = Math.floor(expiresMs / 1000);
      return `${address}?expires=${expires}&signature=${mac(decoded(address), expires)}`;
    },
    verify(path, query, now) {
      const expires = Number(query.expires);
      if (!Number.isInteger(expires) || expires * 1000 < now || !query.signature) return false;
      const given = Buffer.from(query.signature);
      const wanted = Buffer.from(mac(path, expires));
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}

/** A copy of a JSON value with every media address in it signed. */
export function signMediaIn<T>(value: T, signer: MediaSigner, expiresMs: number): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.startsWith(MEDIA_PREFIX) ? signer.sign(v, expiresMs) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
