/**
 * Videos from video hosts (002 §3: a booth video's `iframeHtml`, a product's `youtube` or `video` resource): which
 * players the platform frames. Only these origins are framed; the server's Content-Security-Policy allows them in
 * `frame-src` beside CSP_EMBED_ORIGINS, and the web app turns a host's address into its player's address here,
 * so that a page never frames anything else (docs/decisions.md "Embedded videos").
 */

/** The players pages may frame: YouTube's privacy-enhanced player and Vimeo's player. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

function parse(address: string): URL | null {
  try {
    const url = new URL(address.startsWith('//') ? `https:${address}` : address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A start time in whole seconds (`t=90`, `t=1m30s`, `start=90`), or null. */
function startOf(url: URL): number | null {
  const raw = url.searchParams.get('start') ?? url.searchParams.get('t');
  if (!raw) return null;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!m) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtubeIdOf(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return parts[0] ?? null;
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return null;
  if (parts[0] === 'watch') return url.searchParams.get('v');
  if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v')
    return parts[1] ?? null;
  return null;
}

function vimeoOf(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.includes(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? 1 : -1) : 0;
  const id = at >= 0 ? parts[at] : undefined;
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = url.searchParams.get('h') ?? parts[at + 1] ?? null;
  return { id, hash: hash && /^[\da-f]{6,20}$/i.test(hash) ? hash : null };
}

/**
 * The player address to frame for a video host's address (a watch page, a short link or an embed address), or
 * null when the address is not a video of a known host. The address is rebuilt from the video's id alone.
 */
export function videoPlayerSrc(address: string): string | null {
  const url = parse(address.trim());
  if (!url) return null;
  const youtube = youtubeIdOf(url);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    const start = startOf(url);
    return `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtube}${start ? `?start=${start}` : ''}`;
  }
  const vimeo = vimeoOf(url);
  if (vimeo) return `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeo.id}${vimeo.hash ? `?h=${vimeo.hash}` : ''}`;
  return null;
}
