import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { DemoCalendar } from '../calendar';
import {
  AUTHOR_ROLE,
  METHODS,
  ROOMS,
  SETTINGS,
  TRACKS,
  type Room,
  type SessionType,
  type Track,
} from '../catalog';
import { type PersonDoc, personOf, type UserInsert } from '../people';
import type { Random } from '../random';
import { dressSession } from './dress';
import { clipOf, videoLink } from './mediaLinks';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Draft = Mutable<SessionItemDoc>;

export interface ProgramInput {
  r: Random;
  cal: DemoCalendar;
  speakers: UserInsert[];
  sourceHex: string;
  conferenceId: string;
}

/** Minutes in an hour, for times of day written as minutes after midnight. */
export const H = 60;
/** The demo's three conference days. */
export const DAYS = [0, 1, 2];

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type ProgramBuilder = ReturnType<typeof createProgramBuilder>;

/**
 * The program while it is generated: the items so far, the next ids, and the helpers that add a session, its
 * people and its children. Every step draws from the one `r`, so the steps' order fixes the program.
 */
export function createProgramBuilder(input: ProgramInput) {
  const { r, cal, speakers } = input;
  const items: Draft[] = [];
  let nextSession = 1001;
  let nextAbstract = 20001;
  let nextProgram = 30001;

  const people = (n: number) => r.sample(speakers, n);
  const filterValues = (room: Room | undefined) =>
    !room
      ? ['Virtual']
      : room.id === ROOMS.studio.id || room.id === ROOMS.tv.id
        ? ['Virtual']
        : room.streamed
          ? ['Hybrid']
          : ['In person'];

  function session(
    type: SessionType,
    track: Track,
    room: Room | undefined,
    title: string,
    time: { day: number; start: number; end: number } | undefined,
  ): Draft {
    const id = nextSession++;
    const d: Draft = {
      _id: `session_${id}`,
      internal_type: 'session',
      session_id: id,
      conference_id: input.conferenceId,
      source_hex: input.sourceHex,
      session_type_id: type.id,
      proposal_type: type.label,
      program_track_id: track.id,
      program_track_name: track.label,
      title,
      description: `<p>${cap(sentence(track))}</p><p>${cap(sentence(track))}</p>`,
      tags: [track.tag],
      custom_filter_value_array: filterValues(room),
    };
    if (room) d.room_id = room.id;
    if (time) {
      d.start_time_unix = cal.at(time.day, time.start);
      d.end_time_unix = cal.at(time.day, time.end);
    }
    items.push(d);
    return d;
  }

  function sentence(track: Track) {
    return r.pick([
      `this session brings together clinicians, researchers and engineers working on ${r.pick(track.problems)}.`,
      `speakers share what worked, what did not, and what they would do differently about ${r.pick(track.problems)}.`,
      `expect practical lessons on ${r.pick(track.problems)} ${r.pick(SETTINGS)}.`,
      `the discussion covers study design, data quality and implementation in ${track.label.toLowerCase()}.`,
      `attendees will leave with tools they can apply to ${r.pick(track.problems)} at their own institutions.`,
    ]);
  }

  const abstractTitle = (track: Track) =>
    `${r.pick(METHODS)} for ${r.pick(track.problems)} ${r.pick(SETTINGS)}`;

  function authorsOf(n: number, presenterRole: number = AUTHOR_ROLE.presenting): PersonDoc[] {
    return people(n).map((u, i) =>
      personOf(u, {
        presenter: i === 0 ? 1 : 0,
        author_role_ids: [
          i === 0 ? presenterRole : i === n - 1 && n > 2 ? AUTHOR_ROLE.senior : AUTHOR_ROLE.coAuthor,
        ],
      }),
    );
  }
  const chairsOf = (n: number, chairType = 'Chair') =>
    people(n).map((u, i) => personOf(u, { chair_type: i === 0 ? chairType : `Co-${chairType}` }));

  /** Children of a session: abstracts or program items, back to back from the session's start. */
  function addChildren(parent: Draft, kind: 'abstract' | 'program', n: number, minutesEach?: number) {
    const children: Draft[] = [];
    const track = TRACKS.find((t) => t.id === parent.program_track_id) ?? (TRACKS[0] as Track);
    for (let i = 0; i < n; i++) {
      const abstract = kind === 'abstract';
      const id = abstract ? nextAbstract++ : nextProgram++;
      const title = abstract
        ? abstractTitle(track)
        : `${cap(r.pick(track.problems))}: ${r.pick(['lessons from the field', 'state of the art', 'what comes next', 'a practical guide', 'evidence and open questions', 'a case study'])}`;
      const c: Draft = {
        _id: `${abstract ? 'abstract' : 'program'}_${id}`,
        internal_type: abstract ? 'abstract' : 'program',
        session_id: parent.session_id,
        conference_id: parent.conference_id,
        source_hex: parent.source_hex,
        title,
        description: abstract
          ? `<p>${cap(r.pick(track.problems))} remains a challenge ${r.pick(SETTINGS)}. ${cap(title)}.</p>`
          : `<p>${cap(sentence(track))}</p>`,
        tags: [track.tag],
        author_array: authorsOf(abstract ? r.int(3, 5) : r.int(1, 2)),
      };
      if (abstract) c.ab_id = id;
      else c.program_id = id;
      for (const key of [
        'session_type_id',
        'proposal_type',
        'program_track_id',
        'program_track_name',
        'room_id',
      ] as const) {
        if (parent[key] !== undefined) Object.assign(c, { [key]: parent[key] });
      }
      if (abstract) {
        c.description_array = [
          {
            label: 'Background',
            content: `<p>${cap(r.pick(track.problems))} affects outcomes and costs.</p>`,
          },
          {
            label: 'Methods',
            content: `<p>${r.pick(METHODS)} ${r.pick(SETTINGS)}, with ${r.int(120, 48000)} participants.</p>`,
          },
          {
            label: 'Results',
            content: `<p>The approach improved the primary outcome by ${r.int(4, 38)}% (95% CI ${r.int(1, 3)}–${r.int(40, 55)}%).</p>`,
          },
          {
            label: 'Conclusions',
            content: '<p>The findings support wider evaluation and careful implementation.</p>',
          },
        ];
      }
      if (parent.start_time_unix !== undefined && parent.end_time_unix !== undefined) {
        const span = parent.end_time_unix - parent.start_time_unix;
        const each = minutesEach ? minutesEach * 60_000 : Math.floor(span / n);
        c.start_time_unix = parent.start_time_unix + i * each;
        c.end_time_unix = Math.min(parent.end_time_unix, c.start_time_unix + each);
        c.parent_start = parent.start_time_unix;
      }
      if (parent.live_config_object?.session_video_url && r.chance(0.5)) {
        const clip = clipOf(id);
        c.video_links_array = [videoLink(clip, c.title)];
      }
      items.push(c);
      children.push(c);
    }
    parent.child_items_array = children.map((c) => ({
      id: (c.ab_id ?? c.program_id) as number,
      type: c.internal_type === 'abstract' ? ('abstract' as const) : ('program_item' as const),
    }));
    const presenters = new Map<string, PersonDoc>();
    for (const c of children)
      for (const a of c.author_array ?? []) if (a.presenter === 1) presenters.set(a.uuid, a);
    parent.author_array = [...presenters.values()];
    return children;
  }

  const dress = (s: Draft, room: Room, type: SessionType) => dressSession(r, s, room, type);
  return { r, cal, items, session, authorsOf, chairsOf, addChildren, dress };
}
