import { DIRECT_MESSAGE_RATE } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import { BadRequest, Forbidden, NotFound, RateLimited } from '../../../schemas/errors';
import type {
  ProfileEditReply,
  ProfileEditRequest,
  ProfileField,
  ProfileReply,
  ProfileRole,
  ProfileSession,
  SendEmailRequest,
} from '../../../schemas/profile';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { SignedInCache } from '../auth/signedInCache';
import { findUser, type UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { recentAttempts } from '../limits/recentAttempts';
import { mayOpen } from '../program/access';
import { attendeeRules, isHiddenFromPublic, shownBadgeIds } from '../program/build';
import type { users } from '../../db/schema';
import { sanitizePostHtml } from '../wall/sanitize';
import { checkAnswers, customFieldsOf, editableFields } from './customFields';
import { itemsOfPerson, sessionsByIds, updateUser } from './queries';
import { isVisiblePerson, mayEmail, mayStartChat } from './rules';

export type Profiles = ReturnType<typeof createProfiles>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

const socialMessageOf = (v: number): -1 | 0 | 1 => (v < 0 ? -1 : v > 0 ? 1 : 0);

const flags = (config: unknown) =>
  (typeof config === 'object' && config !== null ? config : {}) as Record<
    string,
    0 | 1 | boolean | undefined
  >;

/**
 * What attendee_profile_edit hides from the edit form, and the name parts attendee_name does not show (a hidden
 * prefix, the middle name and suffix unless shown, degrees it hides): all left out of the form and the edit.
 */
function editHides(event: EventRow) {
  const c = flags(event.config.attendee_profile_edit);
  const names = flags(event.config.attendee_name);
  return {
    prefix: isOn(names.hide_prefix),
    middle: !isOn(names.show_middle_name),
    suffix: !isOn(names.show_name_suffix),
    publicToggle: isOn(c.hide_public_toggle),
    degrees: isOn(c.hide_degrees) || isOn(names.hide_degrees),
    institution: isOn(c.hide_institution),
    title: isOn(c.hide_title),
    biography: isOn(c.hide_biography),
  };
}

const PROFILE_NOT_FOUND = 'This profile was not found.';

const fullName = (u: Pick<UserRow, 'prefix' | 'firstname' | 'lastname'>) =>
  [u.prefix, u.firstname, u.lastname].filter(Boolean).join(' ');

/** The person's sessions as the viewer may know of them: presentations (authors) and moderated (chairs). */
function sessionCards(
  viewer: UserRow,
  uuid: string,
  docs: SessionItemDoc[],
  sessions: Map<number, SessionItemDoc>,
) {
  const presentations: ProfileSession[] = [];
  const moderated: ProfileSession[] = [];
  for (const doc of docs) {
    const session = doc.internal_type === 'session' ? undefined : sessions.get(doc.session_id);
    const family = [doc, session];
    const open = mayOpen(viewer, doc.session_id, family);
    // A hidden item is unknown to those who may not open it: it is left out, not locked.
    if (isHiddenFromPublic(doc, session) && !open) continue;
    const base = {
      internal_type: doc.internal_type,
      session_id: doc.session_id,
      ...(doc.ab_id !== undefined ? { ab_id: doc.ab_id } : {}),
      ...(doc.program_id !== undefined ? { program_id: doc.program_id } : {}),
      title: doc.title,
      ...(doc.start_time_unix !== undefined ? { start_time_unix: doc.start_time_unix } : {}),
      ...(doc.end_time_unix !== undefined ? { end_time_unix: doc.end_time_unix } : {}),
      locked: !open,
    };
    const author = (doc.author_array ?? []).find((p) => p.uuid === uuid);
    if (author) {
      const roles: ProfileRole[] = isOn(author.presenter) ? ['presenter', 'author'] : ['author'];
      presentations.push({ ...base, roles });
    }
    const chair = (doc.session_chair_array ?? []).find((p) => p.uuid === uuid);
    if (chair)
      moderated.push({
        ...base,
        roles: ['chair'],
        ...(chair.chair_type ? { chair_type: chair.chair_type } : {}),
      });
  }
  return { presentations, moderated };
}

/**
 * Profiles (002 §2 "Profiles"): a person as this viewer may see them, and Send Email (attendee_send_email),
 * which mails the person through the platform without showing their address.
 */
export function createProfiles(deps: {
  db: Db;
  mailer: Mailer;
  clock: { now(): number };
  /** Tells the signed-in cache that the account changed. */
  stale: SignedInCache['stale'];
}) {
  async function target({ event, user }: Actor, uuid: string): Promise<UserRow> {
    const person = uuid === user.uuid ? user : await findUser(deps.db, event.id, uuid);
    if (!person || !isVisiblePerson(user, person)) throw new NotFound({ message: PROFILE_NOT_FOUND });
    return person;
  }

  return {
    async profile(actor: Actor, uuid: string): Promise<ProfileReply> {
      const { event, user } = actor;
      const person = await target(actor, uuid);
      const self = person.uuid === user.uuid;
      const docs = await itemsOfPerson(deps.db, event.id, person.uuid);
      const parents = [
        ...new Set(docs.filter((d) => d.internal_type !== 'session').map((d) => d.session_id)),
      ];
      const sessions = new Map(
        (await sessionsByIds(deps.db, event.id, parents)).map((d) => [d.session_id, d] as const),
      );
      // Details of a private profile are its owner's and the admins'; others see the contact card.
      const details = self || user.isAdmin || person.publicProfile;
      const company = self || user.isAdmin || !isOn(event.config.hide_company_attendees);
      const biography = !isOn(event.config.disable_biography_tab);
      return {
        uuid: person.uuid,
        is_self: self,
        Firstname: person.firstname,
        Lastname: person.lastname,
        Middle: person.middle,
        Namesuffix: person.nameSuffix,
        Mr: person.prefix,
        Picture: person.picture,
        ...(company ? { Company: person.company } : {}),
        ...(details
          ? {
              ContactTitle: person.contactTitle,
              ContactDegrees: person.degrees,
              City: person.city,
              State: person.state,
              Country: person.country,
              ...(biography ? { Biography: person.biography } : {}),
            }
          : {}),
        badges: shownBadgeIds(person.badges, attendeeRules(event.config)),
        nonattendee_author: person.nonattendeeAuthor,
        custom_fields: details
          ? customFieldsOf(event.config.profile_custom_fields, person.customFields)
          : ([] as ProfileField[]),
        ...sessionCards(user, person.uuid, docs, sessions),
        can_email: mayEmail(event.config, user, person),
        can_chat: mayStartChat(event, user, person, deps.clock.now()),
        ...(self
          ? {
              own: {
                badge_overwrite: person.badgeOverwrite ?? null,
                social_message: socialMessageOf(person.socialMessage),
                public_profile: person.publicProfile,
                fields: editableFields(event.config.profile_custom_fields, person.customFields),
              },
            }
          : {}),
      };
    },

    /**
     * The own profile's edit (002 §7): refused with disable_update_profile; the fields attendee_profile_edit hides
     * are left as they are; the biography is sanitised; custom fields must be the event's, with offered values.
     */
    async edit({ event, user }: Actor, request: ProfileEditRequest): Promise<ProfileEditReply> {
      if (isOn(event.config.disable_update_profile))
        throw new Forbidden({ message: 'Profile updates are turned off for this event.' });
      const hidden = editHides(event);
      const fieldErrors = checkAnswers(event.config.profile_custom_fields, request.custom_fields ?? {});
      if (fieldErrors.length > 0)
        throw new BadRequest({
          message: `Invalid profile: ${fieldErrors[0]?.path}: ${fieldErrors[0]?.message}`,
          fields: fieldErrors,
        });
      const set: Partial<typeof users.$inferInsert> = {
        ...(request.Firstname !== undefined ? { firstname: request.Firstname } : {}),
        ...(request.Lastname !== undefined ? { lastname: request.Lastname } : {}),
        ...(request.Mr !== undefined && !hidden.prefix ? { prefix: request.Mr } : {}),
        ...(request.Middle !== undefined && !hidden.middle ? { middle: request.Middle } : {}),
        ...(request.Namesuffix !== undefined && !hidden.suffix ? { nameSuffix: request.Namesuffix } : {}),
        ...(request.Company !== undefined && !hidden.institution ? { company: request.Company } : {}),
        ...(request.ContactTitle !== undefined && !hidden.title
          ? { contactTitle: request.ContactTitle }
          : {}),
        ...(request.ContactDegrees !== undefined && !hidden.degrees
          ? { degrees: request.ContactDegrees }
          : {}),
        ...(request.Biography !== undefined && !hidden.biography
          ? { biography: sanitizePostHtml(request.Biography) }
          : {}),
        ...(request.social_message !== undefined ? { socialMessage: request.social_message } : {}),
        ...(request.public_profile !== undefined && !hidden.publicToggle
          ? { publicProfile: request.public_profile }
          : {}),
        ...(request.badge_overwrite !== undefined
          ? {
              badgeOverwrite:
                request.badge_overwrite.Firstname || request.badge_overwrite.Lastname
                  ? request.badge_overwrite
                  : null,
            }
          : {}),
        ...(request.custom_fields !== undefined
          ? {
              customFields: {
                ...user.customFields,
                ...(request.custom_fields as Record<string, string | string[]>),
              },
            }
          : {}),
      };
      if (Object.keys(set).length > 0) await updateUser(deps.db, deps.stale, event.id, user.uuid, set);
      return { success: true, message: 'Your profile has been updated.', tags: user.tags };
    },

    /** Mails the message to the person, replying to the sender; refused unless the Send Email rule holds. */
    async sendEmail(actor: Actor, uuid: string, request: SendEmailRequest): Promise<{ name: string }> {
      const { event, user } = actor;
      const person = await target(actor, uuid);
      if (!mayEmail(event.config, user, person))
        throw new Forbidden({ message: 'You cannot send an e-mail to this person.' });
      const attempts = recentAttempts(deps.db, deps.clock, DIRECT_MESSAGE_RATE.WINDOW);
      const key = `dm:${event.id}:${user.uuid}`;
      const pairKey = `dm-to:${event.id}:${user.uuid}:${person.uuid}`;
      if (
        await attempts.reached({
          [key]: DIRECT_MESSAGE_RATE.MAX_PER_SENDER,
          [pairKey]: DIRECT_MESSAGE_RATE.MAX_PER_RECIPIENT,
        })
      )
        throw new RateLimited({
          message: 'You have sent many messages. Please try again later.',
          retryAfterSeconds: Math.ceil(DIRECT_MESSAGE_RATE.WINDOW / 1000),
        });
      const sender = fullName(user) || user.email;
      await deps.mailer.send({
        to: person.email,
        replyTo: user.email,
        subject: `[${event.title}] Message from ${sender}`,
        text: [
          `${sender} sent you a message through ${event.title}:`,
          '',
          request.message,
          '',
          'Reply to this e-mail to answer them.',
        ].join('\n'),
      });
      await attempts.record([key, pairKey]);
      return { name: [person.firstname, person.lastname].filter(Boolean).join(' ') };
    },
  };
}
