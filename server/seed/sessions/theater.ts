import { ROOMS, TRACKS, TYPE } from '../catalog';
import { H, DAYS, cap, type ProgramBuilder } from './builder';

/** Exhibit Hall Theater: sponsored industry sessions every hour. */
export function addTheater(program: ProgramBuilder): void {
  const { r, session, authorsOf, dress } = program;
  for (const day of DAYS) {
    for (let hour = 9; hour <= 17; hour++) {
      if (hour === 12) continue;
      const track = r.pick(TRACKS);
      const s = session(
        TYPE.industry,
        track,
        ROOMS.theater,
        `Industry Theater: ${cap(r.pick(track.problems))} in practice`,
        {
          day,
          start: hour * H,
          end: hour * H + 45,
        },
      );
      dress(s, ROOMS.theater, TYPE.industry);
      s.live_config_object = { ...s.live_config_object, special_label: { label: 'Sponsored', icon: 'star' } };
      s.author_array = authorsOf(r.int(1, 2));
    }
  }
}
