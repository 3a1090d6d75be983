import { CLIP_SECONDS, media, TRACKS, TYPE } from '../catalog';
import { cap, type ProgramBuilder } from './builder';
import { clipOf, handout, thumbnail, video, videoLink } from './mediaLinks';

/** The library's session of the continuing-education journey (one with credits, not the first on-demand one). */
const CE_JOURNEY = 12;

/** On-demand library: no start time; videos with program items. */
export function addOnDemandLibrary(program: ProgramBuilder): void {
  const { r, session, addChildren } = program;
  for (let i = 0; i < 60; i++) {
    const track = r.pick(TRACKS);
    const clip = clipOf(i);
    const s = session(
      TYPE.onDemand,
      track,
      undefined,
      `On-Demand: ${cap(r.pick(track.problems))} — ${r.pick(['an introduction', 'advanced topics', 'case reviews', 'methods masterclass'])}`,
      undefined,
    );
    s.video_links_array = [videoLink(clip, s.title)];
    s.live_config_object = { ...video(clip), image_url: thumbnail(clip) };
    if (i % 12 === 0) s.credits_array = [{ label: 'CME', value: 0.5, credit_id: 'cme' }];
    if (i === CE_JOURNEY) {
      // The continuing-education journey: a short video with one awareness check, then the credit choice,
      // the evaluation and the certificate.
      s.credits_array = [
        { label: 'CME', value: 0.5, credit_id: 'cme' },
        { label: 'CNE', value: 0.5, credit_id: 'cne' },
      ];
      s.live_config_object = {
        ...s.live_config_object,
        awareness_check_total_count: 1,
        awareness_check_pass_count: 1,
        awareness_check_start_offset: 2,
      };
    }
    if (i % 15 === 0) s.file_links_array = [{ fieldid: 1, name: 'Reading list.pdf', href: handout(i) }];
    for (const c of addChildren(s, 'program', r.int(2, 3))) {
      c.video_links_array = [
        { href: media(`${clipOf(c.program_id ?? 0)}.mp4`), title: c.title, duration: CLIP_SECONDS },
      ];
    }
  }
}
