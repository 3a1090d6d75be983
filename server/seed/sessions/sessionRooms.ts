import { AUTHOR_ROLE, ROOMS, SETTINGS, TRACKS, TYPE } from '../catalog';
import { H, DAYS, cap, type ProgramBuilder } from './builder';

/** Session rooms: oral abstracts, symposia, panels, workshops and roundtables, back to back with breaks. */
export function addSessionRooms(program: ProgramBuilder): void {
  const { r, session, authorsOf, chairsOf, addChildren, dress } = program;
  for (const day of DAYS) {
    for (const room of ROOMS.sessionRooms) {
      let t = 8 * H + r.pick([0, 15, 30]);
      for (;;) {
        const roll = r.next();
        const [type, minutes] =
          roll < 0.38
            ? [TYPE.oral, r.pick([60, 90])]
            : roll < 0.63
              ? [TYPE.symposium, 90]
              : roll < 0.8
                ? [TYPE.panel, 60]
                : roll < 0.93
                  ? [TYPE.workshop, 120]
                  : [TYPE.roundtable, 60];
        if (t < 13 * H && t + minutes > 12 * H) t = 13 * H;
        if (t + minutes > 18 * H + 30) break;
        const track = r.pick(TRACKS);
        const topic = cap(r.pick(track.problems));
        const title =
          type.id === TYPE.oral.id
            ? `Oral Abstracts: ${topic}`
            : type.id === TYPE.symposium.id
              ? `Symposium: ${topic} ${r.pick(SETTINGS)}`
              : type.id === TYPE.panel.id
                ? `Panel: Who is responsible for ${r.pick(track.problems)}?`
                : type.id === TYPE.workshop.id
                  ? `Hands-on Workshop: ${r.pick(['Building', 'Evaluating', 'Deploying', 'Auditing'])} tools for ${r.pick(track.problems)}`
                  : `VIP Roundtable: ${topic}`;
        const s = session(type, track, room, title, { day, start: t, end: t + minutes });
        dress(s, room, type);
        if (type.id === TYPE.oral.id) {
          addChildren(s, 'abstract', minutes / 15, 15);
          s.session_chair_array = chairsOf(2);
        } else if (type.id === TYPE.symposium.id) {
          addChildren(s, 'program', r.int(3, 4));
          s.session_chair_array = chairsOf(r.int(1, 2));
        } else if (type.id === TYPE.workshop.id) {
          addChildren(s, 'program', r.int(2, 3));
          s.session_chair_array = chairsOf(1, 'Facilitator');
        } else if (type.id === TYPE.panel.id) {
          s.author_array = authorsOf(r.int(3, 5), AUTHOR_ROLE.panelist).map((p) => ({ ...p, presenter: 1 }));
          s.session_chair_array = chairsOf(1, 'Moderator');
        } else {
          s.author_array = authorsOf(1);
          s.session_chair_array = chairsOf(1, 'Host');
        }
        t += minutes + r.pick([15, 15, 30]);
      }
    }
  }
}
