import { CLIP_SECONDS, CLIPS, IMAGE_COUNT, media, PDF_COUNT, type SessionType, type Track } from '../catalog';

/** Videos, PDFs and images the program points at (written by media.ts). */
export const clipOf = (n: number) => CLIPS[n % CLIPS.length] as (typeof CLIPS)[number];
export const video = (clip: string) => ({
  session_video_url: media(`${clip}.mp4`),
  session_video_url_medium: media(`${clip}_medium.mp4`),
  session_video_url_low: media(`${clip}_low.mp4`),
});
export const thumbnail = (clip: string) => media(`images/${clip}-thumbnail.svg`);
export const transcript = (clip: string) => media(`${clip}.transcript.json`);
export const handout = (n: number) => media(`pdf/handout-${(n % PDF_COUNT.handouts) + 1}.pdf`);
/** A session's banner, naming its own type and track. */
export const featureImage = (type: SessionType, track: Track) =>
  media(`images/feature-${type.id}-${track.id}.svg`);
export const posterImage = (n: number) => media(`images/poster-${(n % IMAGE_COUNT.posters) + 1}.svg`);

/** A recording of the clip in an item's video list. */
export const videoLink = (clip: string, title: string) => ({
  href: media(`${clip}.mp4`),
  title,
  image_url: thumbnail(clip),
  duration: CLIP_SECONDS,
  transcript: transcript(clip),
});
