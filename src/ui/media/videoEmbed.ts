import { videoPlayerSrc } from '../../../schemas/videoEmbed';

/**
 * How to show a video given as a host's embed code (`iframeHtml`) and/or an address: a known host's player in a
 * frame, a file in a <video>, or only a link (a frame of an unknown site is never shown). The embed code is parsed
 * into an inert document to read addresses from it, never put into the page.
 */
export type VideoEmbed =
  | { kind: 'frame'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

/** An address of the platform itself: a path, not a protocol-relative address. */
export const isOwnPath = (address: string) => /^\/(?!\/)/.test(address);
/** Addresses a page may load media from or link to: the platform's own or http(s). */
export const isShowable = (address: string) => isOwnPath(address) || /^https?:\/\//i.test(address);

/** The addresses of the first frame and the first video source of an embed code. */
export function embedAddresses(html: string): { frame: string | null; file: string | null } {
  if (typeof DOMParser === 'undefined' || html.trim() === '') return { frame: null, file: null };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const attr = (selector: string) => doc.querySelector(selector)?.getAttribute('src')?.trim() || null;
  return { frame: attr('iframe[src]'), file: attr('video[src]') ?? attr('video source[src]') };
}

export function videoEmbedOf({
  html,
  url,
}: {
  html?: string | undefined;
  url?: string | undefined;
}): VideoEmbed | null {
  const code = embedAddresses(html ?? '');
  const address = url?.trim() || null;
  for (const candidate of [code.frame, address]) {
    const player = candidate ? videoPlayerSrc(candidate) : null;
    if (player) return { kind: 'frame', src: player };
  }
  for (const candidate of [address, code.file]) {
    if (candidate && isShowable(candidate)) return { kind: 'file', src: candidate };
  }
  const frame = code.frame?.startsWith('//') ? `https:${code.frame}` : code.frame;
  return frame && /^https?:\/\//i.test(frame) ? { kind: 'link', href: frame } : null;
}
