import { CACHE } from '../../../schemas/constants';
import type { ContactLink, ListedItemJson, SnapshotLink } from '../../../schemas/program';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { fileName, type SnapshotGroup, type Snapshots } from './snapshots';

/** The staleness accepted: the query's cacheDelta, else the event's, else the default of 000 §9. */
const maxAge = (event: EventRow, given: number | undefined, fallback: number = CACHE.DEFAULT_CACHE_DELTA_S) =>
  given ?? event.config.cacheDelta ?? fallback;

const snapshotUrl = (g: SnapshotGroup, name: string) => `/api/snapshots/${g.eventId}/${name}`;

/** Hidden items (hide_from_public) the user may open: listed for them alone, in the link reply. */
function directItems(group: SnapshotGroup, user: UserRow): ListedItemJson[] {
  const hidden = group.hidden;
  if (!hidden || hidden.size === 0) return [];
  const ids = user.isAdmin
    ? [...hidden.keys()]
    : [...new Set([...user.sessionAccess, ...(group.hiddenByPerson?.get(user.uuid) ?? [])])];
  return ids.flatMap((id) => hidden.get(id) ?? []);
}

/** The link replies of the session, attendee and contact snapshots (000 §7): the file to fetch and its version. */
export function createProgramLinks(snapshots: Snapshots) {
  return {
    async session(
      event: EventRow,
      user: UserRow,
      q: { virtual_only?: boolean | undefined; cacheDelta?: number | undefined },
    ): Promise<SnapshotLink & { direct: ListedItemJson[] }> {
      const kind = q.virtual_only ? 'session-virtual' : 'session';
      const group = await snapshots.forLink(event, kind, maxAge(event, q.cacheDelta));
      return {
        url: snapshotUrl(group, fileName(kind, group.version)),
        version: group.version,
        direct: directItems(group, user),
      };
    },

    async attendee(event: EventRow, q: { cacheDelta?: number | undefined }): Promise<SnapshotLink> {
      const group = await snapshots.forLink(event, 'attendee', maxAge(event, q.cacheDelta));
      return { url: snapshotUrl(group, fileName('attendee', group.version)), version: group.version };
    },

    /** `changed` says whether the client, holding the contacts of `q.hash`, must load them again. */
    async contact(
      event: EventRow,
      q: { cacheDelta?: number | undefined; hash?: string | undefined },
    ): Promise<ContactLink> {
      const age = maxAge(event, q.cacheDelta, CACHE.ALL_CONTACTS_CACHE_DELTA_S);
      const group = await snapshots.forLink(event, 'contact', age);
      const hash = group.hash ?? '';
      return {
        url: snapshotUrl(group, fileName('contact', group.version)),
        version: group.version,
        hash,
        changed: q.hash !== hash,
        batches: group.files.slice(1).map((f) => snapshotUrl(group, f.name)),
      };
    },
  };
}
export type ProgramLinks = ReturnType<typeof createProgramLinks>;
