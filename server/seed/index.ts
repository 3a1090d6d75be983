import { eq, or } from 'drizzle-orm';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { SessionItemDoc } from '../../schemas/sessionItem';
import { hashPassword } from '../areas/auth/passwords';
import { parseEventConfig } from '../areas/events/manage';
import type { Db } from '../db/connect';
import {
  activityLog,
  events,
  exhibitorLeads,
  exhibitors,
  gameScores,
  gameTaskCompletions,
  gameTasks,
  meetings,
  postLikes,
  posts,
  products,
  pollVotes,
  polls,
  programItems,
  purchasedProducts,
  timeslots,
  users,
} from '../db/schema';
import { createAccessRules } from './access';
import { dayOf, demoCalendar } from './calendar';
import { DEMO, TYPE } from './catalog';
import { demoConfig } from './config';
import { generateExhibitors } from './exhibitors';
import { demoLeads } from './leads';
import { demoPurchasedProducts } from './purchasedProducts';
import { demoGameConfig, demoGameProgress, generateGameTasks } from './game';
import { writeDemoMedia } from './media';
import { generatePeople, type UserInsert } from './people';
import { castDemoSpeaker, generateProgram } from './program';
import { demoPolls } from './polls';
import { addHelpDesk } from './sessions/helpDesk';
import { createRandom } from './random';
import { generateTimeslots } from './timeslots';
import { demoActivity } from './activity';
import { demoDiscussions } from './discussions';
import { demoQuestions } from './questions';
import { demoWallPosts } from './wall';
import { programItemRow } from '../areas/program/queries';

export { moveDemoEventToToday } from './move';
export { DEMO } from './catalog';
export { DEMO_ACCOUNTS } from './people';

/** Rows per insert statement: ten times faster than one row a statement on both backends. */
const BATCH = 1000;

/** The Conference TV sessions, live at every hour of the demo's days, with questions and polls on. */
const conferenceTv = (items: readonly SessionItemDoc[]) =>
  items.filter((i) => i.internal_type === 'session' && i.session_type_id === TYPE.tv.id);

export interface SeedCounts {
  sessions: number;
  items: number;
  users: number;
  exhibitors: number;
  products: number;
  gameTasks: number;
}

export interface SeedResult {
  created: boolean;
  counts: SeedCounts;
  mediaFiles: number;
  ms: number;
}

/** Everything the demo event consists of, generated from the seed and the day (`now`) alone. */
export function generateDemoEvent(now: number, passwordHash: string) {
  const r = createRandom(DEMO.seed);
  const cal = demoCalendar(dayOf(now, DEMO.timeZone), DEMO.timeZone);
  const people = generatePeople(r, DEMO.eventId, passwordHash);
  const items = generateProgram({
    r,
    cal,
    speakers: people.speakers,
    sourceHex: DEMO.sourceHex,
    conferenceId: DEMO.conferenceId,
  });
  castDemoSpeaker(items, people.demo.speaker, cal);
  addHelpDesk(items, people.demo.speaker, cal, DEMO);
  const booths = generateExhibitors(r, people);
  const firstPoster = items.find(
    (i) => i.internal_type === 'session' && i.session_type_id === TYPE.poster.id,
  );
  const tasks = generateGameTasks({
    posterSessionId: firstPoster?.session_id ?? 0,
    exhibitorId: booths.exhibitors[0]?.CompanyInfo.CompID ?? 0,
  });
  const sponsors = booths.exhibitors
    .filter((e) => e.badgeObj.order <= 2)
    .map((e) => ({ name: e.CompanyInfo.Companyname, website: e.CompanyInfo.Website ?? '' }));
  const config = demoConfig({
    cal,
    moderators: [people.demo.moderator.uuid, people.demo.admin.uuid],
    sponsors,
    gameConfig: demoGameConfig(cal),
    creditedSessionIds: items
      .filter((i) => i.internal_type === 'session' && (i.credits_array?.length ?? 0) > 0)
      .map((i) => i.session_id),
  });
  const access = createAccessRules(items);
  const allUsers: UserInsert[] = [
    ...Object.values(people.demo),
    ...people.speakers,
    ...people.attendees.map((a) => a.row),
    ...booths.staff,
  ];
  for (const u of allUsers) u.sessionAccess = access.accessFor(u);
  people.demo.attendee.forceIntoItinerary = String(
    items.find((i) => i.session_type_id === TYPE.keynote.id)?.session_id ?? '',
  );
  const wallPosts = demoWallPosts({
    eventId: DEMO.eventId,
    now,
    authors: [...people.attendees.slice(0, 4).map((a) => a.row), ...people.speakers.slice(0, 2)],
    keynote: items.find((i) => i.internal_type === 'session' && i.session_type_id === TYPE.keynote.id),
    workshop: items.find((i) => i.internal_type === 'session' && i.session_type_id === TYPE.workshop.id),
  });
  const questions = demoQuestions({
    eventId: DEMO.eventId,
    now,
    sessions: conferenceTv(items),
    askers: people.attendees.slice(0, 6).map((a) => a.row),
  });
  const firstBooth = booths.exhibitors[0];
  const discussions = demoDiscussions({
    eventId: DEMO.eventId,
    now,
    sessions: items.filter(
      (i) =>
        i.internal_type === 'session' &&
        i.session_type_id === TYPE.tv.id &&
        (i.start_time_unix ?? Infinity) <= now &&
        now < (i.end_time_unix ?? -Infinity),
    ),
    attendees: people.attendees.slice(6, 12).map((a) => a.row),
    product: {
      uuid: 'purchase-course',
      buyers: [people.demo.speaker, people.demo.admin, people.demo.attendee],
    },
    booth: firstBooth
      ? {
          id: firstBooth.CompanyInfo.CompID,
          visitor: people.attendees[0]?.row ?? people.demo.attendee,
          staff: people.demo.staff,
        }
      : null,
  });
  const timeslotRows = generateTimeslots(booths.exhibitors, cal, DEMO.eventId);
  const leads = firstBooth
    ? demoLeads({
        eventId: DEMO.eventId,
        now,
        booth: firstBooth,
        visitors: people.attendees.slice(0, 4).map((a) => a.row),
        slots: timeslotRows,
      })
    : { leads: [], activity: [], meetings: [] };
  return {
    cal,
    config,
    items,
    posts: [...wallPosts, ...questions.posts, ...discussions.posts],
    postLikes: [...questions.likes, ...discussions.likes],
    users: allUsers,
    exhibitors: booths.exhibitors,
    products: booths.products,
    purchases: [people.demo.attendee, people.demo.speaker, people.demo.admin].flatMap((u) =>
      demoPurchasedProducts(cal).map((doc) => ({ uuid: u.uuid, doc })),
    ),
    tasks,
    game: demoGameProgress(
      tasks,
      people.attendees.map((a) => a.row),
      cal,
    ),
    timeslots: timeslotRows,
    leads,
    access,
    activity: demoActivity({
      eventId: DEMO.eventId,
      now,
      items,
      attendees: people.attendees.map((a) => a.row),
      exhibitors: booths.exhibitors,
      lounges: (config.lobbies ?? []).flatMap((l) => (typeof l === 'string' ? [] : [String(l.id)])),
    }),
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const demoExists = async (db: Db) =>
  (
    await db
      .select({ id: events.id })
      .from(events)
      .where(or(eq(events.id, DEMO.eventId), eq(events.urlId, DEMO.urlId)))
      .limit(1)
  ).length > 0;

/**
 * Creates the demo event (the default event when no other is) with its program, people, exhibitors and media.
 * Does nothing but restore missing media when the demo event exists. Everything is generated from a fixed seed
 * and today's date, so two runs on the same day give the same data (password salts aside).
 */
export async function seedDemoEvent(db: Db, opts: { now: number; mediaDir: string }): Promise<SeedResult> {
  const started = performance.now();
  const none: SeedCounts = { sessions: 0, items: 0, users: 0, exhibitors: 0, products: 0, gameTasks: 0 };
  if (await demoExists(db)) {
    const rows = await db
      .select({ doc: exhibitors.doc })
      .from(exhibitors)
      .where(eq(exhibitors.eventId, DEMO.eventId));
    const mediaFiles = await writeDemoMedia(
      opts.mediaDir,
      rows.map((r) => r.doc),
      sponsorNames(rows.map((r) => r.doc)),
    );
    return { created: false, counts: none, mediaFiles, ms: Math.round(performance.now() - started) };
  }
  const passwordHash = await hashPassword(DEMO.password);
  const demo = generateDemoEvent(opts.now, passwordHash);
  const config = parseEventConfig(demo.config);
  const hasDefault =
    (await db.select({ id: events.id }).from(events).where(eq(events.isDefault, true)).limit(1)).length > 0;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(events).values({
        id: DEMO.eventId,
        sourceHex: DEMO.sourceHex,
        conferenceId: DEMO.conferenceId,
        appdir: DEMO.urlId,
        urlId: DEMO.urlId,
        title: DEMO.title,
        config,
        isDefault: !hasDefault,
        createdAt: new Date(opts.now),
        updatedAt: new Date(opts.now),
      });
      const created = new Date(opts.now);
      await inBatches(demo.users, (b) =>
        tx.insert(users).values(b.map((u) => ({ ...u, createdAt: created }))),
      );
      await inBatches(demo.items, (b) =>
        tx
          .insert(programItems)
          .values(b.map((doc) => ({ ...programItemRow(DEMO.eventId, doc), updatedAt: created }))),
      );
      await inBatches(demo.exhibitors, (b) =>
        tx.insert(exhibitors).values(
          b.map((doc) => ({
            eventId: DEMO.eventId,
            id: doc.CompanyInfo.CompID,
            uuid: doc.CompanyInfo.CompUUID,
            name: doc.CompanyInfo.Companyname,
            levelOrder: doc.badgeObj.order,
            doc,
          })),
        ),
      );
      await inBatches(demo.products, (b) =>
        tx
          .insert(products)
          .values(b.map((doc) => ({ eventId: DEMO.eventId, id: doc.id, exhibitorId: doc.CompID, doc }))),
      );
      await inBatches(demo.timeslots, (b) => tx.insert(timeslots).values(b));
      if (demo.leads.leads.length > 0) {
        await tx.insert(exhibitorLeads).values(demo.leads.leads);
        await tx.insert(activityLog).values(demo.leads.activity);
      }
      if (demo.leads.meetings.length > 0) await tx.insert(meetings).values(demo.leads.meetings);
      await tx.insert(purchasedProducts).values(
        demo.purchases.map(({ uuid, doc }) => ({
          eventId: DEMO.eventId,
          uuid,
          productUuid: doc.product_uuid,
          doc,
        })),
      );
      await tx.insert(posts).values(demo.posts);
      await inBatches(demo.activity, (b) => tx.insert(activityLog).values(b));
      if (demo.postLikes.length > 0) await tx.insert(postLikes).values(demo.postLikes);
      await inBatches(demo.tasks, (b) =>
        tx.insert(gameTasks).values(b.map((doc) => ({ eventId: DEMO.eventId, id: doc._id, doc }))),
      );
      await tx.insert(gameTaskCompletions).values(demo.game.completions);
      await tx.insert(gameScores).values(demo.game.scores);
      for (const polled of demoPolls(
        DEMO.eventId,
        conferenceTv(demo.items),
        demo.users.map((u) => u.uuid),
      )) {
        const [poll] = await tx.insert(polls).values(polled.poll).returning({ id: polls.id });
        if (poll) await tx.insert(pollVotes).values(polled.votes.map((v) => ({ ...v, pollId: poll.id })));
      }
    });
  } catch (err) {
    // Another process seeded it at the same moment (PostgreSQL with several API processes).
    if (await demoExists(db))
      return { created: false, counts: none, mediaFiles: 0, ms: Math.round(performance.now() - started) };
    throw err;
  }
  const mediaFiles = await writeDemoMedia(opts.mediaDir, demo.exhibitors, sponsorNames(demo.exhibitors));
  return {
    created: true,
    counts: {
      sessions: demo.items.filter((i) => i.internal_type === 'session').length,
      items: demo.items.length,
      users: demo.users.length,
      exhibitors: demo.exhibitors.length,
      products: demo.products.length,
      gameTasks: demo.tasks.length,
    },
    mediaFiles,
    ms: Math.round(performance.now() - started),
  };
}

const sponsorNames = (list: readonly ExhibitorDoc[]) =>
  [...list]
    .sort((a, b) => a.badgeObj.order - b.badgeObj.order || a.CompanyInfo.CompID - b.CompanyInfo.CompID)
    .slice(0, 9)
    .map((e) => e.CompanyInfo.Companyname);
