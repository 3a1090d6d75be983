import type { Person } from '../../schemas/person';
import type { users } from '../db/schema';
import { BADGE, TRACKS } from './catalog';
import {
  DEGREES,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  PLACES,
  PREFIXES,
  STAFF_TITLES,
  organisation,
} from './names';
import { createRandom, type Random } from './random';

export type UserInsert = typeof users.$inferInsert;
export type PersonDoc = typeof Person.Encoded;

/** What decides a user's session access once the program exists (see access.ts). */
export interface Seeded {
  row: UserInsert;
  access: 'all' | 'pass' | 'limited';
}

export const DEMO_ACCOUNTS = {
  attendee: 'attendee@example.com',
  admin: 'admin@example.com',
  moderator: 'moderator@example.com',
  staff: 'staff@example.com',
  speaker: 'speaker@example.com',
  limited: 'limited@example.com',
  livestream: 'livestream@example.com',
} as const;

/**
 * The live-stream-only account draws from a generator of its own, so adding it left every other generated
 * person, session and booth as it was.
 */
const LIVESTREAM_SEED = 0x5eed_11fe;
/** The directory's variety (middle names, private profiles, badge names) likewise draws from its own. */
const DIRECTORY_SEED = 0x5eed_d1e5;

/**
 * What makes the participants directory worth a look: some attendees go by a middle initial, keep their profile
 * private (their card shows name, company and badges only), or print only their last initial on their badge.
 */
function varyForDirectory(attendees: readonly Seeded[]) {
  const r = createRandom(DIRECTORY_SEED);
  for (const { row } of attendees) {
    if (r.chance(0.2)) row.middle = `${String.fromCharCode(65 + r.int(0, 25))}.`;
    if (r.chance(0.08)) row.publicProfile = false;
    const last = row.lastname ?? '';
    if (last && r.chance(0.1))
      row.badgeOverwrite = { Firstname: row.firstname ?? '', Lastname: `${last[0]}.` };
  }
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/** Makes users with unique emails in one event. */
export function createPeopleFactory(r: Random, eventId: string, passwordHash: string) {
  const emails = new Set<string>();
  const email = (first: string, last: string, domain: string) => {
    const base = `${ascii(first)}.${ascii(last)}`;
    let candidate = `${base}@${domain}`;
    for (let n = 2; emails.has(candidate); n++) candidate = `${base}${n}@${domain}`;
    emails.add(candidate);
    return candidate;
  };

  function user(fields: Partial<UserInsert> & { domain?: string } = {}): UserInsert {
    const { domain = 'example.org', ...rest } = fields;
    const firstname = rest.firstname ?? r.pick(FIRST_NAMES);
    const lastname = rest.lastname ?? r.pick(LAST_NAMES);
    const place = r.pick(PLACES);
    const tags = r.sample(TRACKS, r.int(1, 3)).map((t) => t.tag);
    if (rest.email) emails.add(rest.email);
    return {
      uuid: r.uuid(),
      eventId,
      email: rest.email ?? email(firstname, lastname, domain),
      passwordHash,
      firstname,
      lastname,
      prefix: r.pick(PREFIXES),
      company: organisation(r),
      contactTitle: r.pick(JOB_TITLES),
      degrees: r.pick(DEGREES),
      city: place.city,
      state: place.state,
      country: place.country,
      tags,
      socialMessage: 1,
      ...rest,
    };
  }

  return { user };
}

/** The person card (author or chair) of a user. */
export function personOf(u: UserInsert, extra: Partial<PersonDoc> = {}): PersonDoc {
  return {
    uuid: u.uuid,
    contact_uuid: u.uuid,
    Firstname: u.firstname ?? '',
    Lastname: u.lastname ?? '',
    Mr: u.prefix ?? '',
    Company: u.company ?? '',
    Country: u.country ?? '',
    ContactDegrees: u.degrees ?? '',
    Biography: u.biography ?? '',
    Picture: u.picture ?? 'default-avatar.png',
    badges: u.badges ?? [],
    ...extra,
  };
}

const bio = (r: Random, u: UserInsert) =>
  `<p>${u.prefix ? `${u.prefix} ` : ''}${u.firstname} ${u.lastname} is ${u.contactTitle?.match(/^[AEIOU]/) ? 'an' : 'a'} ${u.contactTitle?.toLowerCase()} at ${u.company}, working on ${r.pick(TRACKS).label.toLowerCase()}. ${r.pick(
    [
      'Their research has been funded by national and private foundations.',
      'They lead a multidisciplinary team of clinicians, engineers and statisticians.',
      'They teach graduate courses and mentor early-career researchers.',
      'They previously worked in industry on clinical decision support.',
    ],
  )}</p>`;

export interface GeneratedPeople {
  demo: Record<keyof typeof DEMO_ACCOUNTS, UserInsert>;
  speakers: UserInsert[];
  attendees: Seeded[];
  /** Staff, added by the exhibitor generator. */
  factory: ReturnType<typeof createPeopleFactory>;
}

/** The demo accounts, about 320 speakers and 2,000 attendees with badges. */
export function generatePeople(r: Random, eventId: string, passwordHash: string): GeneratedPeople {
  const factory = createPeopleFactory(r, eventId, passwordHash);
  const { user } = factory;
  const demo = {
    attendee: user({
      email: DEMO_ACCOUNTS.attendee,
      firstname: 'Jordan',
      lastname: 'Rivera',
      prefix: '',
      badges: [BADGE.attendee],
      tags: ['machine-learning', 'digital-health'],
    }),
    admin: user({
      email: DEMO_ACCOUNTS.admin,
      firstname: 'Avery',
      lastname: 'Admin',
      prefix: '',
      company: 'Conference Organizing Committee',
      contactTitle: 'Event Director',
      isAdmin: true,
      badges: [BADGE.organizer],
    }),
    moderator: user({
      email: DEMO_ACCOUNTS.moderator,
      firstname: 'Morgan',
      lastname: 'Moderator',
      prefix: '',
      company: 'Conference Organizing Committee',
      contactTitle: 'Community Manager',
      loungeModerator: true,
      badges: [BADGE.attendee, BADGE.organizer],
    }),
    staff: user({
      email: DEMO_ACCOUNTS.staff,
      firstname: 'Sam',
      lastname: 'Staff',
      prefix: '',
      contactTitle: 'Solutions Engineer',
      exhibitorStaff: true,
      badges: [BADGE.exhibitor],
    }),
    speaker: user({
      email: DEMO_ACCOUNTS.speaker,
      firstname: 'Robin',
      lastname: 'Speaker',
      prefix: 'Dr.',
      degrees: 'MD, PhD',
      contactTitle: 'Professor',
      company: 'Lakeshore University',
      badges: [BADGE.attendee, BADGE.speaker],
      customFields: { CustomField_1: 'Critical care', CustomField_2: 'Clinicians building decision support' },
    }),
    limited: user({
      email: DEMO_ACCOUNTS.limited,
      firstname: 'Lee',
      lastname: 'Limited',
      prefix: '',
      limitedAccess: true,
      badges: [BADGE.attendee],
    }),
  };
  demo.speaker.biography = bio(r, demo.speaker);

  const speakers: UserInsert[] = [];
  for (let i = 0; i < 320; i++) {
    const u = user({ badges: [BADGE.attendee, BADGE.speaker] });
    u.prefix = r.pick(['Dr.', 'Dr.', 'Prof.', '']);
    u.degrees = r.pick(['MD', 'PhD', 'MD, PhD', 'MPH', 'PhD', 'MSc']);
    u.biography = bio(r, u);
    speakers.push(u);
  }

  const attendees: Seeded[] = [];
  for (let i = 0; i < 2000; i++) {
    const roll = r.next();
    const badges =
      roll < 0.66
        ? [BADGE.attendee]
        : roll < 0.78
          ? [BADGE.attendee, BADGE.workshopPass]
          : roll < 0.83
            ? [BADGE.attendee, BADGE.vip]
            : roll < 0.95
              ? [BADGE.attendee, BADGE.student]
              : roll < 0.99
                ? [BADGE.press]
                : [BADGE.nonParticipant];
    const limitedAccess = r.chance(0.05);
    const social = r.next();
    attendees.push({
      row: user({
        badges,
        limitedAccess,
        ghost: r.chance(0.01),
        liveStreamOnly: r.chance(0.03),
        socialMessage: social < 0.8 ? 1 : social < 0.95 ? 0 : -1,
      }),
      access: limitedAccess ? 'limited' : 'pass',
    });
  }
  varyForDirectory(attendees);
  const livestream = createPeopleFactory(createRandom(LIVESTREAM_SEED), eventId, passwordHash).user({
    email: DEMO_ACCOUNTS.livestream,
    firstname: 'Logan',
    lastname: 'Livestream',
    prefix: '',
    liveStreamOnly: true,
    badges: [BADGE.attendee],
  });
  return { demo: { ...demo, livestream }, speakers, attendees, factory };
}

/** A staff member of an exhibitor. */
export function staffMember(factory: GeneratedPeople['factory'], r: Random, company: string, domain: string) {
  return factory.user({
    company,
    contactTitle: r.pick(STAFF_TITLES),
    prefix: '',
    degrees: '',
    exhibitorStaff: true,
    badges: [BADGE.exhibitor],
    domain,
  });
}
