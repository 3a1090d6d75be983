import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';

/** Everyone who can sign in to an event: attendees, speakers, chairs, moderators, staff, admins. */
export const users = pgTable(
  'users',
  {
    uuid: text('uuid').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    prefix: text('prefix').notNull().default(''),
    /** Middle name and name suffix (002 §3 Middle, Namesuffix), shown when attendee_name asks for them. */
    middle: text('middle').notNull().default(''),
    nameSuffix: text('name_suffix').notNull().default(''),
    picture: text('picture').notNull().default('default-avatar.png'),
    company: text('company').notNull().default(''),
    contactTitle: text('contact_title').notNull().default(''),
    degrees: text('degrees').notNull().default(''),
    biography: text('biography').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    ghost: boolean('ghost').notNull().default(false),
    liveStreamOnly: boolean('live_stream_only').notNull().default(false),
    xcdStaff: boolean('xcd_staff').notNull().default(false),
    exhibitorStaff: boolean('exhibitor_staff').notNull().default(false),
    loungeModerator: boolean('lounge_moderator').notNull().default(false),
    limitedAccess: boolean('limited_access_attendee').notNull().default(false),
    nonattendeeAuthor: boolean('nonattendee_author').notNull().default(false),
    socialMessage: integer('social_message').notNull().default(1),
    badges: jsonb('badges').$type<number[]>().notNull().default([]),
    sessionAccess: jsonb('session_access_array').$type<number[]>().notNull().default([]),
    forceIntoItinerary: text('force_into_itinerary').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Answers to the event's profile_custom_fields, by field name (`CustomField_1`...): text or a list of values. */
    customFields: jsonb('custom_fields').$type<Record<string, string | string[]>>().notNull().default({}),
    /** The public profile toggle: off, other attendees see only the contact card of the profile. */
    publicProfile: boolean('public_profile').notNull().default(true),
    /** The name printed on the badge when it differs (002 §3 badge_overwrite); null prints the profile's name. */
    badgeOverwrite: jsonb('badge_overwrite').$type<{ Firstname: string; Lastname: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_event_email').on(t.eventId, t.email), index('users_event').on(t.eventId)],
);
