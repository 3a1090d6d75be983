import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { EventRow } from '../areas/events/queries';
import { namedUuid, slugify } from './ids';
import type { Schedule, ScheduleEntry, SchedulePerson } from './model';

const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/** An acronym both schedule formats take: lower-case letters, digits and underscores, at least four. */
const acronymOf = (text: string) => {
  const a = text.toLowerCase().replace(/[^a-z0-9_]/g, '');
  return a.length >= 4 ? a : `${a}conf`.slice(0, Math.max(4, a.length + 4));
};

/**
 * The event's program as a schedule: its timed sessions in time order, with what an import kept of each
 * (`schedule_source`: guid, id, slug, texts, the persons' own ids) and the platform's current title, times,
 * room, track, type, persons and links. Sessions made in the platform get a guid named by the event and item.
 */
export function scheduleOfProgram(
  event: EventRow,
  docs: readonly SessionItemDoc[],
  appUrl: (path: string) => string,
): Schedule {
  const config = event.config;
  const kept = config.program_schedule;
  const timeZone = kept?.time_zone_name ?? config.timezone ?? 'UTC';
  const acronym = kept?.acronym ?? acronymOf(event.urlId);
  const label = (list: readonly { id: string | number; label: string }[] | undefined, id: unknown) =>
    id === undefined ? undefined : list?.find((x) => String(x.id) === String(id))?.label;
  const roomName = (id: unknown) =>
    id === undefined
      ? undefined
      : config.session_room_array?.find((r) => String(r.session_room_id) === String(id))?.session_room_name;
  const sessions = docs
    .filter((d) => d.internal_type === 'session' && d.start_time_unix !== undefined)
    .sort((a, b) => a.start_time_unix! - b.start_time_unix! || a.session_id - b.session_id);
  const entries = sessions.map((d): ScheduleEntry => {
    const src = d.schedule_source;
    const id = src?.id || d.session_id;
    const known = new Map((src?.persons ?? []).map((p) => [p.uuid, p]));
    const person =
      (role: SchedulePerson['role']) => (p: NonNullable<SessionItemDoc['author_array']>[number]) => {
        const k = known.get(p.uuid);
        return {
          name: k?.name ?? `${p.Firstname} ${p.Lastname}`.trim(),
          role,
          ...(k?.id !== undefined ? { id: k.id } : {}),
          guid: k?.guid ?? namedUuid(`person|${event.id}|${p.uuid}`),
          ...(p.Biography ? { biography: p.Biography } : {}),
        } satisfies SchedulePerson;
      };
    const files = d.file_links_array ?? [];
    const type = label(config.session_type_array, d.session_type_id) ?? d.proposal_type ?? 'Session';
    const slugTitle = slugify(d.title).slice(0, 60).replace(/-+$/, '');
    return {
      guid: src?.guid ?? namedUuid(`session|${event.id}|${d._id}`),
      id,
      ...(src?.code ? { code: src.code } : {}),
      slug:
        src?.slug ??
        `${acronym}-${id}-${slugTitle.length >= 4 ? slugTitle : `${slugTitle}-session`.replace(/^-/, '')}`,
      ...(src?.uid ? { uid: src.uid } : {}),
      title: d.title,
      subtitle: src?.subtitle ?? '',
      type,
      track: label(config.program_track_array, d.program_track_id) ?? d.program_track_name ?? '',
      room: roomName(d.room_id) ?? '',
      start: d.start_time_unix!,
      end: d.end_time_unix ?? d.start_time_unix!,
      abstract: src?.abstract ?? '',
      description: src ? src.description : plain(d.description),
      language: src ? src.language : null,
      url: src?.url ?? appUrl(`/main/sessions/${d.session_id}`),
      ...(src?.recording ? { recording: src.recording } : {}),
      persons: [
        ...(d.author_array ?? []).map(person('author')),
        ...(d.session_chair_array ?? []).map(person('chair')),
      ],
      links: files.filter((f) => f.fieldid === 'link').map((f) => ({ href: f.href, title: f.name })),
      attachments: files.filter((f) => f.fieldid !== 'link').map((f) => ({ href: f.href, title: f.name })),
    };
  });
  return {
    conference: {
      title: kept?.title ?? event.title,
      acronym,
      timeZone,
      baseUrl: kept?.base_url ?? appUrl('/'),
    },
    entries,
    rejected: [],
  };
}
