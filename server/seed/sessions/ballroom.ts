import { ROOMS, TRACKS, TYPE, type SessionType } from '../catalog';
import { featureImage } from './mediaLinks';
import { H, DAYS, cap, type ProgramBuilder } from './builder';

/** Grand Ballroom: keynotes and plenaries. */
export function addBallroom(program: ProgramBuilder): void {
  const { r, session, authorsOf, chairsOf, addChildren, dress } = program;
  const ballroomSlots: [number, number, SessionType][] = [
    [8 * H, 9 * H, TYPE.keynote],
    [9 * H + 15, 10 * H + 15, TYPE.plenary],
    [10 * H + 30, 11 * H + 30, TYPE.plenary],
    [13 * H, 14 * H, TYPE.keynote],
    [14 * H + 15, 15 * H + 45, TYPE.plenary],
    [16 * H, 17 * H, TYPE.plenary],
    [17 * H + 15, 18 * H, TYPE.plenary],
  ];
  for (const day of DAYS) {
    for (const [start, end, type] of ballroomSlots) {
      const track = r.pick(TRACKS);
      const title =
        type.id === TYPE.keynote.id
          ? `Keynote: ${cap(r.pick(track.problems))} and the future of ${track.label.toLowerCase()}`
          : `Plenary: ${cap(r.pick(track.problems))} — ${r.pick(['where the evidence stands', 'from pilots to practice', 'a debate', 'the year in review'])}`;
      const s = session(type, track, ROOMS.ballroom, title, { day, start, end });
      s.feature_image = featureImage(type, track);
      s.live_config_object = {};
      dress(s, ROOMS.ballroom, type);
      if (type.id === TYPE.keynote.id) {
        s.author_array = authorsOf(1);
        s.session_chair_array = chairsOf(1);
      } else {
        addChildren(s, 'program', r.int(2, 3));
        s.session_chair_array = chairsOf(r.int(1, 2));
      }
    }
  }
}
