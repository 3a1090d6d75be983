import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInUser } from '../../../schemas/user';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, eventId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.eventId, eventId), eq(users.email, normaliseEmail(email))))
    .limit(1);
  return row;
}

export async function findUser(db: Db, eventId: string, uuid: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.eventId, eventId), eq(users.uuid, uuid)))
    .limit(1);
  return row;
}

export async function findUsers(db: Db, eventId: string, uuids: string[]): Promise<UserRow[]> {
  if (uuids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.eventId, eventId), inArray(users.uuid, uuids)));
}

/** Staff and admins keep every login: they are exempt from dual-login kick-out. */
export const isExemptFromKickOut = (u: UserRow) => u.isAdmin || u.xcdStaff || u.exhibitorStaff;

const socialMessage = (v: number): -1 | 0 | 1 => (v < 0 ? -1 : v > 0 ? 1 : 0);

export function toSignedInUser(u: UserRow, ssotoken: string): SignedInUser {
  return {
    uuid: u.uuid,
    attenuuid: u.uuid,
    reviewid: u.uuid,
    ReviewID: u.uuid,
    user_uuid: u.uuid,
    Firstname: u.firstname,
    Lastname: u.lastname,
    Email: u.email,
    Picture: u.picture,
    ssotoken,
    is_admin: u.isAdmin,
    ghost: u.ghost,
    live_stream_only: u.liveStreamOnly,
    xcd_staff: u.xcdStaff,
    exhibitor_staff: u.exhibitorStaff,
    lounge_moderator: u.loungeModerator,
    badges: u.badges,
    session_access_array: u.sessionAccess,
    force_into_itinerary: u.forceIntoItinerary,
    social_message: socialMessage(u.socialMessage),
    limited_access_attendee: u.limitedAccess,
    tags: u.tags,
    tagsUpdated: false,
    profileUpdated: false,
    Company: u.company,
  };
}

/** The contact card of 001 §3: what any attendee may see of another. */
export const toContact = (
  u: Pick<UserRow, 'uuid' | 'firstname' | 'lastname' | 'company' | 'picture' | 'country' | 'prefix'>,
) => ({
  uuid: u.uuid,
  Firstname: u.firstname,
  Lastname: u.lastname,
  Company: u.company,
  Picture: u.picture,
  Country: u.country,
  Mr: u.prefix,
});
