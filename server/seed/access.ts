import type { SessionItemDoc } from '../../schemas/sessionItem';
import { BADGE, TYPE } from './catalog';
import type { UserInsert } from './people';

/**
 * Who may open which session (session_access_array): everyone with a pass gets the open sessions; workshops need
 * the Workshop Pass badge, VIP roundtables the VIP badge, speaker briefings the Speaker badge; organisers and
 * admins get everything; a limited-access attendee gets keynotes, plenaries and Conference TV only. Authors and
 * chairs always get their own sessions.
 */
export function createAccessRules(items: readonly SessionItemDoc[]) {
  const sessions = items.filter((i) => i.internal_type === 'session');
  const ofType = (...types: number[]) =>
    sessions.filter((s) => types.includes(Number(s.session_type_id))).map((s) => s.session_id);
  const all = sessions.map((s) => s.session_id);
  const workshops = ofType(TYPE.workshop.id);
  const roundtables = ofType(TYPE.roundtable.id);
  const briefings = ofType(TYPE.briefing.id);
  const restricted = new Set([...workshops, ...roundtables, ...briefings]);
  const open = all.filter((id) => !restricted.has(id));
  const limited = ofType(TYPE.keynote.id, TYPE.plenary.id, TYPE.tv.id);

  const own = new Map<string, number[]>();
  for (const s of items) {
    for (const p of [...(s.author_array ?? []), ...(s.session_chair_array ?? [])]) {
      const list = own.get(p.uuid) ?? [];
      if (!list.includes(s.session_id)) list.push(s.session_id);
      own.set(p.uuid, list);
    }
  }
  const cache = new Map<string, number[]>();

  return {
    all,
    open,
    restricted,
    limited,
    /** The sorted session ids the user may open. */
    accessFor(u: UserInsert): number[] {
      const badges = u.badges ?? [];
      const everything = u.isAdmin || badges.includes(BADGE.organizer);
      const key = `${everything}:${u.limitedAccess}:${badges.join(',')}`;
      let base = cache.get(key);
      if (!base) {
        if (everything) base = all;
        else if (u.limitedAccess) base = limited;
        else {
          base = [...open];
          if (badges.includes(BADGE.workshopPass)) base.push(...workshops);
          if (badges.includes(BADGE.vip)) base.push(...roundtables);
          if (badges.includes(BADGE.speaker)) base.push(...briefings);
          base.sort((a, b) => a - b);
        }
        cache.set(key, base);
      }
      const mine = own.get(u.uuid);
      if (!mine) return base;
      return [...new Set([...base, ...mine])].sort((a, b) => a - b);
    },
  };
}
