import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { DemoCalendar } from './calendar';
import {
  AUTHOR_ROLE,
  CLIP_SECONDS,
  CLIPS,
  IMAGE_COUNT,
  media,
  METHODS,
  PDF_COUNT,
  type Room,
  ROOMS,
  SETTINGS,
  type SessionType,
  TRACKS,
  type Track,
  TYPE,
} from './catalog';
import { type PersonDoc, personOf, type UserInsert } from './people';
import type { Random } from './random';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Draft = Mutable<SessionItemDoc>;
type LiveConfigDoc = Mutable<NonNullable<SessionItemDoc['live_config_object']>>;

export interface ProgramInput {
  r: Random;
  cal: DemoCalendar;
  speakers: UserInsert[];
  sourceHex: string;
  conferenceId: string;
}

const H = 60;

/** Videos, PDFs and images the program points at (written by media.ts). */
export const clipOf = (n: number) => CLIPS[n % CLIPS.length] as (typeof CLIPS)[number];
const video = (clip: string) => ({
  session_video_url: media(`${clip}.mp4`),
  session_video_url_medium: media(`${clip}_medium.mp4`),
  session_video_url_low: media(`${clip}_low.mp4`),
});
const thumbnail = (clip: string) => media(`images/${clip}-thumbnail.svg`);
const transcript = (clip: string) => media(`${clip}.transcript.json`);
const handout = (n: number) => media(`pdf/handout-${(n % PDF_COUNT.handouts) + 1}.pdf`);
const featureImage = (n: number) => media(`images/feature-${(n % IMAGE_COUNT.features) + 1}.svg`);
const posterImage = (n: number) => media(`images/poster-${(n % IMAGE_COUNT.posters) + 1}.svg`);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The whole program: about 450 sessions with their abstracts and program items. */
export function generateProgram(input: ProgramInput): SessionItemDoc[] {
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
        c.video_links_array = [
          {
            href: media(`${clip}.mp4`),
            title: c.title,
            image_url: thumbnail(clip),
            duration: CLIP_SECONDS,
            transcript: transcript(clip),
          },
        ];
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

  /** Streaming, replay, credits and attachments of a scheduled session in `room`. */
  function dress(s: Draft, room: Room, type: SessionType) {
    const live: LiveConfigDoc = {};
    const clip = clipOf(s.session_id);
    if (room.streamed) {
      s.live_channel_id = `room-${room.id}`;
      Object.assign(
        live,
        { stream_Url: media(`${clip}.mp4`), faux_live_app: 1, has_polling: r.chance(0.3) ? 1 : 0 },
        video(clip),
      );
      live.image_url = thumbnail(clip);
      live.live_participation = 1;
      live.abstract_qna = type.id === TYPE.oral.id ? 1 : 0;
      if (r.chance(0.7)) {
        s.video_links_array = [
          {
            href: media(`${clip}.mp4`),
            title: `${s.title} (recording)`,
            image_url: thumbnail(clip),
            duration: CLIP_SECONDS,
            transcript: transcript(clip),
            ...(r.chance(0.3) ? { Public_AfterPresented: 1 as const } : {}),
          },
        ];
      }
      const release = r.next();
      if (release < 0.1) live.on_demand_video_availability_offset = 1;
      else if (release < 0.2) live.HideOnDemandVideosUntilSessionOver = 1;
      else if (release < 0.25) live.release_management = { ondemand_release_offset: 2 };
    } else if (r.chance(0.3)) {
      live.has_breakout_room = 1;
      live.session_breakout_rooms = [
        { id: `s${s.session_id}-a`, label: 'Table A', capacity: 12 },
        { id: `s${s.session_id}-b`, label: 'Table B', capacity: 12 },
      ];
    }
    const credited: number[] = [
      TYPE.keynote.id,
      TYPE.plenary.id,
      TYPE.oral.id,
      TYPE.symposium.id,
      TYPE.workshop.id,
    ];
    if (credited.includes(type.id) && s.start_time_unix !== undefined && s.end_time_unix !== undefined) {
      const hours = Math.round(((s.end_time_unix - s.start_time_unix) / 3_600_000) * 4) / 4;
      s.credits_array = [
        { label: 'CME', value: hours, credit_id: 'cme' },
        ...(r.chance(0.3) ? [{ label: 'CNE', value: hours, credit_id: 'cne' }] : []),
      ];
      if (room.streamed && r.chance(0.25)) {
        live.awareness_check_total_count = 3;
        live.awareness_check_pass_count = 2;
        live.awareness_check_start_offset = 60;
      }
    }
    if (r.chance(0.4)) {
      s.file_links_array = [
        {
          fieldid: 1,
          name: 'Session handout.pdf',
          href: handout(s.session_id),
          ...(r.chance(0.3) ? { Public_AfterPresented: 1 as const } : {}),
        },
        ...(r.chance(0.3) ? [{ fieldid: 2, name: 'Slides.pdf', href: handout(s.session_id + 3) }] : []),
      ];
    }
    if (r.chance(0.15)) {
      live.additional_session_data = [
        {
          label: 'Learning Objectives',
          content:
            '<ul><li>Describe the problem and its burden.</li><li>Compare current approaches.</li><li>Plan an evaluation at your institution.</li></ul>',
        },
      ];
    }
    if (Object.keys(live).length > 0) s.live_config_object = live;
  }

  const days = [0, 1, 2];

  // Grand Ballroom: keynotes and plenaries.
  const ballroomSlots: [number, number, SessionType][] = [
    [8 * H, 9 * H, TYPE.keynote],
    [9 * H + 15, 10 * H + 15, TYPE.plenary],
    [10 * H + 30, 11 * H + 30, TYPE.plenary],
    [13 * H, 14 * H, TYPE.keynote],
    [14 * H + 15, 15 * H + 45, TYPE.plenary],
    [16 * H, 17 * H, TYPE.plenary],
    [17 * H + 15, 18 * H, TYPE.plenary],
  ];
  for (const day of days) {
    for (const [start, end, type] of ballroomSlots) {
      const track = r.pick(TRACKS);
      const title =
        type.id === TYPE.keynote.id
          ? `Keynote: ${cap(r.pick(track.problems))} and the future of ${track.label.toLowerCase()}`
          : `Plenary: ${cap(r.pick(track.problems))} — ${r.pick(['where the evidence stands', 'from pilots to practice', 'a debate', 'the year in review'])}`;
      const s = session(type, track, ROOMS.ballroom, title, { day, start, end });
      s.feature_image = featureImage(s.session_id);
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

  // Session rooms: oral abstracts, symposia, panels, workshops and roundtables, back to back with breaks.
  for (const day of days) {
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

  // Exhibit Hall Theater: sponsored industry sessions every hour.
  for (const day of days) {
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

  // Poster Hall: two poster sessions a day, twenty posters each.
  for (const day of days) {
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

  // Virtual Studio: meet-the-expert rooms, each half hour, in a breakout room or an external meeting.
  for (const day of days) {
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

  // Speaker briefings: hidden from the public program, open only to those listed.
  for (const day of days) {
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

  // Conference TV: a channel that runs all day, every day, with an hourly programme.
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
  for (const day of days) {
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
    };
    s.session_chair_array = chairsOf(1, 'Host');
    const children = addChildren(s, 'program', 24, 60);
    children.forEach((c, hour) => {
      c.title = `${segments[hour % segments.length]}: ${cap(r.pick(TRACKS).problems[hour % 6] as string)}`;
    });
  }

  // Office hours: slots spread over the three days.
  for (let i = 0; i < 30; i++) {
    const track = TRACKS[i % TRACKS.length] as Track;
    const slots = r
      .sample(
        days.flatMap((day) => [10, 11, 14, 16].map((hour) => ({ day, hour }))),
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

  // On-demand library: no start time; videos with program items.
  for (let i = 0; i < 60; i++) {
    const track = r.pick(TRACKS);
    const clip = clipOf(i);
    const s = session(
      TYPE.onDemand,
      track,
      undefined,
      `On-Demand: ${cap(r.pick(track.problems))} — ${r.pick(['an introduction', 'advanced topics', 'case reviews', 'methods masterclass'])}`,
      undefined,
    );
    s.video_links_array = [
      {
        href: media(`${clip}.mp4`),
        title: s.title,
        image_url: thumbnail(clip),
        duration: CLIP_SECONDS,
        transcript: transcript(clip),
      },
    ];
    s.live_config_object = { ...video(clip), image_url: thumbnail(clip) };
    if (i % 12 === 0) s.credits_array = [{ label: 'CME', value: 0.5, credit_id: 'cme' }];
    if (i % 15 === 0) s.file_links_array = [{ fieldid: 1, name: 'Reading list.pdf', href: handout(i) }];
    for (const c of addChildren(s, 'program', r.int(2, 3))) {
      c.video_links_array = [
        { href: media(`${clipOf(c.program_id ?? 0)}.mp4`), title: c.title, duration: CLIP_SECONDS },
      ];
    }
  }

  // A few scheduled sessions whose videos are available on their day only.
  for (const s of items.filter((x) => x.session_type_id === TYPE.industry.id).slice(0, 6)) {
    s.live_config_object = { ...s.live_config_object, access_day_only: 1 };
  }

  return items;
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
