import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { DemoCalendar } from './calendar';
import { AUTHOR_ROLE, TYPE } from './catalog';
import { personOf, type UserInsert } from './people';
import { addBallroom } from './sessions/ballroom';
import { addSessionRooms } from './sessions/sessionRooms';
import { addTheater } from './sessions/theater';
import { addPosterHall } from './sessions/posterHall';
import { addExpertRooms } from './sessions/expertRooms';
import { addSpeakerBriefings } from './sessions/speakerBriefings';
import { addConferenceTv } from './sessions/conferenceTv';
import { addOfficeHours } from './sessions/officeHours';
import { addOnDemandLibrary } from './sessions/onDemandLibrary';
import { createProgramBuilder, type Draft, type ProgramInput } from './sessions/builder';

/** The whole program: about 450 sessions with their abstracts and program items, room by room. */
export function generateProgram(input: ProgramInput): SessionItemDoc[] {
  const program = createProgramBuilder(input);
  addBallroom(program);
  addSessionRooms(program);
  addTheater(program);
  addPosterHall(program);
  addExpertRooms(program);
  addSpeakerBriefings(program);
  addConferenceTv(program);
  addOfficeHours(program);
  addOnDemandLibrary(program);

  // A few scheduled sessions whose videos are available on their day only.
  for (const s of program.items.filter((x) => x.session_type_id === TYPE.industry.id).slice(0, 6)) {
    s.live_config_object = { ...s.live_config_object, access_day_only: 1 };
  }

  return program.items;
}

/**
 * Casts the demo speaker: chair of today's Conference TV (live all day), presenting author of the first oral
 * abstract of day 1, chair of a symposium on day 3, presenter of a keynote and of an on-demand item.
 */
export function castDemoSpeaker(items: SessionItemDoc[], speaker: UserInsert, cal: DemoCalendar): number[] {
  const drafts = items as Draft[];
  const chair = personOf(speaker, { chair_type: 'Host' });
  const author = personOf(speaker, { presenter: 1, author_role_ids: [AUTHOR_ROLE.presenting] });
  const onDay = (s: Draft, day: number) =>
    s.start_time_unix !== undefined &&
    s.start_time_unix >= cal.dayStart(day) &&
    s.start_time_unix < cal.dayEnd(day);
  const sessions = drafts.filter((s) => s.internal_type === 'session');
  const find = (type: number, day: number | null) =>
    sessions.find((s) => s.session_type_id === type && (day === null ? true : onDay(s, day)));
  const cast: number[] = [];
  const tv = find(TYPE.tv.id, 1);
  if (tv) {
    tv.session_chair_array = [chair];
    cast.push(tv.session_id);
  }
  const oral = find(TYPE.oral.id, 0);
  const firstAbstract =
    oral && drafts.find((c) => c.internal_type === 'abstract' && c.session_id === oral.session_id);
  if (oral && firstAbstract) {
    firstAbstract.author_array = [author, ...(firstAbstract.author_array ?? []).slice(1)];
    oral.author_array = [author, ...(oral.author_array ?? []).slice(1)];
    cast.push(oral.session_id);
  }
  const symposium = find(TYPE.symposium.id, 2);
  if (symposium) {
    symposium.session_chair_array = [{ ...chair, chair_type: 'Chair' }];
    cast.push(symposium.session_id);
  }
  const keynote = find(TYPE.keynote.id, 1);
  if (keynote) {
    keynote.author_array = [author];
    cast.push(keynote.session_id);
  }
  const onDemand = find(TYPE.onDemand.id, null);
  const item =
    onDemand && drafts.find((c) => c.internal_type === 'program' && c.session_id === onDemand.session_id);
  if (onDemand && item) {
    item.author_array = [author];
    onDemand.author_array = [author, ...(onDemand.author_array ?? []).slice(1)];
    cast.push(onDemand.session_id);
  }
  return cast;
}
