import { ROOMS, TRACKS, TYPE } from '../catalog';
import { H, DAYS, cap, type ProgramBuilder } from './builder';

/** Virtual Studio: meet-the-expert rooms, each half hour, in a breakout room or an external meeting. */
export function addExpertRooms(program: ProgramBuilder): void {
  const { r, session, authorsOf } = program;
  for (const day of DAYS) {
    for (let hour = 9; hour <= 17; hour++) {
      const track = r.pick(TRACKS);
      const s = session(TYPE.expert, track, ROOMS.studio, `Meet the Expert: ${cap(r.pick(track.problems))}`, {
        day,
        start: hour * H,
        end: hour * H + 30,
      });
      s.author_array = authorsOf(1);
      s.live_config_object =
        hour % 3 === 0
          ? { external_meeting_platform_url: `https://meet.example.com/demo-expert-${s.session_id}` }
          : {
              has_breakout_room: 1,
              session_breakout_rooms: [{ id: `expert-${s.session_id}`, label: 'Expert room', capacity: 20 }],
            };
    }
  }
}
