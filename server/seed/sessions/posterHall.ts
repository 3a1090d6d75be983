import { ROOMS, TRACKS, TYPE } from '../catalog';
import { handout, posterImage } from './mediaLinks';
import { H, DAYS, type ProgramBuilder } from './builder';

/** Poster Hall: two poster sessions a day, twenty posters each. */
export function addPosterHall(program: ProgramBuilder): void {
  const { r, session, chairsOf, addChildren } = program;
  for (const day of DAYS) {
    for (const [start, end] of [
      [10 * H, 11 * H + 30],
      [15 * H, 16 * H + 30],
    ] as const) {
      const track = r.pick(TRACKS);
      const s = session(
        TYPE.poster,
        track,
        ROOMS.posterHall,
        `Poster Session ${day * 2 + (start < 12 * H ? 1 : 2)}: ${track.label}`,
        {
          day,
          start,
          end,
        },
      );
      s.live_config_object = { live_participation: 1 };
      const posters = addChildren(s, 'abstract', 20);
      for (const p of posters) {
        p.start_time_unix = s.start_time_unix as number;
        p.end_time_unix = s.end_time_unix as number;
        const n = p.ab_id ?? 0;
        p.poster_links_array = [
          { image_url: posterImage(n), thumbnail_url: posterImage(n), href: handout(n) },
        ];
      }
      s.session_chair_array = chairsOf(1, 'Poster Chair');
    }
  }
}
