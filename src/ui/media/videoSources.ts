/**
 * The pure side of the session video: quality sources, progress kept in localStorage (complete above 90 %),
 * and the caption tracks of a transcript document (language → VTT address).
 */
import { VIDEO } from '../../../schemas/constants';

export type Quality = 'high' | 'medium' | 'low';
export const QUALITIES: readonly Quality[] = ['high', 'medium', 'low'];
export const PLAYBACK_RATES = VIDEO.PLAYBACK_RATES;
export const SEEK_STEP_S = VIDEO.SEEK_S;
export const COMPLETE_RATIO = VIDEO.COMPLETE_RATIO;

/** The address of each quality: the given _low/_medium addresses, else the file name with that suffix. */
export function qualitySources(
  href: string,
  given: { low?: string | undefined; medium?: string | undefined } = {},
): Record<Quality, string> {
  const suffixed = (suffix: string) => href.replace(/(\.[a-z0-9]+)(\?.*)?$/i, `_${suffix}$1$2`);
  return { high: href, medium: given.medium ?? suffixed('medium'), low: given.low ?? suffixed('low') };
}

export interface Progress {
  readonly time: number;
  readonly duration: number;
  readonly complete: boolean;
}

/** A media address without its signature, which changes each time the server hands the address out. */
export const unsignedAddress = (href: string) =>
  href.replace(/[?&](?:expires|signature)=[^&#]*/g, '').replace(/^([^?#]*)&/, '$1?');

export const progressKey = (href: string) => `video-progress:${unsignedAddress(href)}`;

export function nextProgress(previous: Progress | null, time: number, duration: number): Progress {
  const complete = previous?.complete === true || (duration > 0 && time / duration > COMPLETE_RATIO);
  return { time, duration, complete };
}

export function readProgress(storage: Storage | null, href: string): Progress | null {
  try {
    const raw = storage?.getItem(progressKey(href));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Progress>;
    if (typeof v.time !== 'number' || typeof v.duration !== 'number') return null;
    return { time: v.time, duration: v.duration, complete: v.complete === true };
  } catch {
    return null;
  }
}

export function writeProgress(storage: Storage | null, href: string, p: Progress) {
  try {
    storage?.setItem(progressKey(href), JSON.stringify(p));
  } catch {
    // storage full or blocked: progress is a convenience
  }
}

export interface CaptionTrack {
  readonly srclang: string;
  readonly label: string;
  readonly src: string;
}

/** Caption tracks of a transcript document; entries that are not language → address pairs are skipped. */
export function captionTracks(doc: unknown, languageName: (code: string) => string): CaptionTrack[] {
  if (typeof doc !== 'object' || doc === null) return [];
  return Object.entries(doc as Record<string, unknown>).flatMap(([lang, src]) =>
    typeof src === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(lang)
      ? [{ srclang: lang, label: languageName(lang), src }]
      : [],
  );
}
