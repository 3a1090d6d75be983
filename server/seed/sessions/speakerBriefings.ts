import { ROOMS, TRACKS, TYPE, type Track } from '../catalog';
import { H, DAYS, type ProgramBuilder } from './builder';

/** Speaker briefings: hidden from the public program, open only to those listed. */
export function addSpeakerBriefings(program: ProgramBuilder): void {
  const { session, chairsOf } = program;
  for (const day of DAYS) {
    const s = session(TYPE.briefing, TRACKS[6] as Track, ROOMS.studio, `Speaker Briefing, Day ${day + 1}`, {
      day,
      start: 7 * H + 15,
      end: 7 * H + 45,
    });
    s.live_config_object = {
      hide_from_public: 1,
      has_breakout_room: 1,
      session_breakout_rooms: [{ id: `briefing-${day + 1}`, label: 'Briefing room' }],
    };
    s.session_chair_array = chairsOf(1, 'Host');
  }
}
