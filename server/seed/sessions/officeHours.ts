import { ROOMS, TRACKS, TYPE, type Track } from '../catalog';
import { H, DAYS, type ProgramBuilder } from './builder';

/** Office hours: slots spread over the three days. */
export function addOfficeHours(program: ProgramBuilder): void {
  const { r, cal, session, authorsOf } = program;
  for (let i = 0; i < 30; i++) {
    const track = TRACKS[i % TRACKS.length] as Track;
    const slots = r
      .sample(
        DAYS.flatMap((day) => [10, 11, 14, 16].map((hour) => ({ day, hour }))),
        r.int(2, 3),
      )
      .sort((a, b) => a.day - b.day || a.hour - b.hour)
      .map(({ day, hour }) => ({
        start: cal.at(day, hour * H),
        end: cal.at(day, hour * H + r.pick([30, 45, 60])),
      }));
    const s = session(
      TYPE.officeHours,
      track,
      ROOMS.studio,
      `Office Hours: ${track.label} with ${r.pick(['the faculty', 'the editors', 'the programme committee', 'early-career mentors'])}`,
      undefined,
    );
    s.office_hours = slots;
    s.start_time_unix = (slots[0] as { start: number }).start;
    s.end_time_unix = (slots[slots.length - 1] as { end: number }).end;
    s.author_array = authorsOf(r.int(1, 3)).map((p) => ({ ...p, presenter: 1 }));
    s.live_config_object = {
      session_office_hour_capacity: r.pick([10, 25, 25]),
      ...(i % 10 === 9
        ? { office_hours_external_link: `https://meet.example.com/office-hours-${s.session_id}` }
        : {}),
    };
  }
}
