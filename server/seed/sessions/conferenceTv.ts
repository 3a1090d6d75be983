import { media, ROOMS, TRACKS, TYPE, type Track } from '../catalog';
import { thumbnail, video } from './mediaLinks';
import { H, DAYS, cap, type ProgramBuilder } from './builder';

/** Conference TV: a channel that runs all day, every day, with an hourly programme. */
export function addConferenceTv(program: ProgramBuilder): void {
  const { r, session, chairsOf, addChildren } = program;
  const segments = [
    'News desk',
    'Interview',
    'Highlights',
    'Poster walk',
    'Sponsor spotlight',
    'Debate',
    'Explainer',
    'Live Q&A',
  ];
  for (const day of DAYS) {
    const track = TRACKS[day % TRACKS.length] as Track;
    const s = session(TYPE.tv, track, ROOMS.tv, `Conference TV — Day ${day + 1}`, {
      day,
      start: 0,
      end: 24 * H,
    });
    s.live_channel_id = 'conference-tv';
    s.live_config_object = {
      stream_Url: media('clip2.mp4'),
      faux_live_app: 1,
      faux_playlist_mode: 1,
      ...video('clip2'),
      image_url: thumbnail('clip2'),
      mini_description: 'Round-the-clock coverage of the conference.',
      live_participation: 1,
      has_polling: 1,
    };
    s.session_chair_array = chairsOf(1, 'Host');
    const children = addChildren(s, 'program', 24, 60);
    children.forEach((c, hour) => {
      c.title = `${segments[hour % segments.length]}: ${cap(r.pick(TRACKS).problems[hour % 6] as string)}`;
    });
  }
}
