import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Temporal } from '@js-temporal/polyfill';
import { and, eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenMedia } from '../../server/areas/media/signedUrls';
import type { EventConfig } from '../../schemas/eventConfig';
import type { ListedItem } from '../../schemas/program';
import { Exhibitor } from '../../schemas/exhibitor';
import { LeadsReply } from '../../schemas/exhibitorLeads';
import { GameTask } from '../../schemas/gameTask';
import { Product } from '../../schemas/product';
import { SessionItem, type SessionItemDoc } from '../../schemas/sessionItem';
import type { Db } from '../../server/db/connect';
import {
  events,
  exhibitors,
  gameTasks,
  polls,
  posts,
  products,
  programItems,
  timeslots,
  users,
} from '../../server/db/schema';
import {
  DEMO,
  DEMO_ACCOUNTS,
  generateDemoEvent,
  moveDemoEventToToday,
  type SeedResult,
  seedDemoEvent,
} from '../../server/seed';
import { inAbstractPage } from '../../src/features/program/abstractPages';
import { openTestDatabase } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';

const TZ = DEMO.timeZone;
const HOUR = 3_600_000;
/** 2026-03-08 is the day daylight saving time starts in Chicago: day 1 is CST, days 2 and 3 are CDT. */
const today = Temporal.PlainDate.from('2026-03-08');
const localTime = (date: Temporal.PlainDate, hour: number, minute = 0) =>
  date.toZonedDateTime({ timeZone: TZ, plainTime: { hour, minute } }).epochMilliseconds;
const NOW = localTime(today, 14, 30);
const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(TZ);

let s: TestServer;
let mediaDir: string;
let seeded: SeedResult;

async function snapshot(db: Db) {
  const [event] = await db.select().from(events).where(eq(events.id, DEMO.eventId));
  const items = await db.select().from(programItems).orderBy(programItems.id);
  const people = (await db.select().from(users).orderBy(users.uuid)).map(
    // Salts are random and creation times are the moment of seeding; everything else is the seed's.
    ({ passwordHash: _p, createdAt: _t, ...rest }) => rest,
  );
  return {
    config: event?.config,
    items: items.map((i) => i.doc),
    columns: items.map(({ doc: _d, updatedAt: _u, ...rest }) => rest),
    people,
    exhibitors: (await db.select().from(exhibitors).orderBy(exhibitors.id)).map((e) => e.doc),
    products: (await db.select().from(products).orderBy(products.id)).map((p) => p.doc),
    tasks: (await db.select().from(gameTasks).orderBy(gameTasks.id)).map((t) => t.doc),
    timeslots: await db.select().from(timeslots).orderBy(timeslots.id),
  };
}
let first: Awaited<ReturnType<typeof snapshot>>;

const sessionsOf = (items: SessionItemDoc[]) => items.filter((i) => i.internal_type === 'session');
const isLive = (i: SessionItemDoc, at: number) =>
  (i.live_channel_id !== undefined ||
    i.live_config_object?.external_meeting_platform_url !== undefined ||
    i.live_config_object?.has_breakout_room === 1) &&
  i.start_time_unix !== undefined &&
  i.end_time_unix !== undefined &&
  i.start_time_unix <= at &&
  at < i.end_time_unix;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.set(NOW);
  mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
  seeded = await seedDemoEvent(s.db, { now: NOW, mediaDir });
  first = await snapshot(s.db);
});
afterAll(() => s.close());

describe('the demo event', () => {
  it('is created with at least 300 sessions, 2,000 attendees and 30 exhibitors, in seconds', async () => {
    expect(seeded.created).toBe(true);
    const sessions = sessionsOf(first.items);
    expect(sessions.length).toBeGreaterThanOrEqual(300);
    expect(first.items.length).toBeGreaterThan(sessions.length);
    expect(first.items.some((i) => i.internal_type === 'abstract')).toBe(true);
    expect(first.items.some((i) => i.internal_type === 'program')).toBe(true);
    const attendees = first.people.filter((u) => !u.exhibitorStaff && !u.isAdmin && !u.badges.includes(2));
    expect(attendees.length).toBeGreaterThanOrEqual(2000);
    expect(first.people.every((u) => u.badges.length > 0)).toBe(true);
    expect(first.exhibitors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(first.exhibitors.map((e) => e.badgeObj.label)).size).toBeGreaterThanOrEqual(4);
    expect(first.tasks.length).toBeGreaterThanOrEqual(10);
    expect(seeded.counts).toMatchObject({
      sessions: sessions.length,
      items: first.items.length,
      users: first.people.length,
      exhibitors: first.exhibitors.length,
    });
    expect(seeded.ms).toBeLessThan(30_000);
  });

  it('is the default event, addressed at / and by its url id', async () => {
    const start = await (await s.request('/api/login-start')).json();
    expect(start).toMatchObject({ confurlid: 'demo', title: DEMO.title, source_hex: DEMO.sourceHex });
    expect(start.login_form).toMatchObject({ password: 1, magicLink: 1 });
    expect(start.login_form.magicLink_text).toBeTruthy();
    expect(start.ads.length).toBeGreaterThan(0);
    expect(start.support_email).toBe('support@example.com');
    expect(start.privacy_banner_text).toBeTruthy();
  });

  it('stores documents that match the schemas', () => {
    const decode = <A, I>(schema: Schema.Schema<A, I>, list: unknown[]) =>
      list.forEach((x) => {
        Schema.decodeUnknownSync(schema, { onExcessProperty: 'error' })(x);
      });
    decode(SessionItem, first.items);
    decode(Exhibitor, first.exhibitors);
    decode(Product, first.products);
    decode(GameTask, first.tasks);
  });

  it('has sessions of several rooms, tracks and types, with speakers, chairs, credits, videos and PDFs', () => {
    const sessions = sessionsOf(first.items);
    expect(new Set(sessions.map((x) => x.room_id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(sessions.map((x) => x.program_track_id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(sessions.map((x) => x.session_type_id)).size).toBeGreaterThanOrEqual(10);
    const count = (f: (x: SessionItemDoc) => boolean) => sessions.filter(f).length;
    expect(count((x) => (x.author_array?.length ?? 0) > 0)).toBeGreaterThan(300);
    expect(count((x) => (x.session_chair_array?.length ?? 0) > 0)).toBeGreaterThan(200);
    expect(count((x) => (x.child_items_array?.length ?? 0) > 0)).toBeGreaterThan(150);
    expect(count((x) => (x.office_hours?.length ?? 0) > 0)).toBeGreaterThanOrEqual(20);
    expect(count((x) => x.live_config_object?.stream_Url !== undefined)).toBeGreaterThan(100);
    expect(count((x) => (x.video_links_array?.length ?? 0) > 0)).toBeGreaterThan(100);
    expect(count((x) => x.start_time_unix === undefined)).toBeGreaterThanOrEqual(30);
    expect(count((x) => (x.file_links_array ?? []).some((f) => f.href.endsWith('.pdf')))).toBeGreaterThan(50);
    expect(count((x) => (x.credits_array?.length ?? 0) > 0)).toBeGreaterThan(100);
    expect(first.items.some((x) => (x.poster_links_array?.length ?? 0) > 0)).toBe(true);
    expect(count((x) => x.live_config_object?.hide_from_public === 1)).toBeGreaterThan(0);
    for (const parent of sessions) {
      for (const child of parent.child_items_array ?? []) {
        const key = child.type === 'abstract' ? `abstract_${child.id}` : `program_${child.id}`;
        expect(first.items.find((i) => i._id === key)?.session_id).toBe(parent.session_id);
      }
    }
  });

  it('has a configuration with lounges, ads, voting, custom screens, links, sidebar and sign-in settings', () => {
    const cfg = first.config as EventConfig;
    const lounges = (cfg.lobbies ?? []).filter((l) => typeof l !== 'string');
    expect(lounges.some((l) => l.access === 'public' && !l.schedules)).toBe(true);
    expect(lounges.some((l) => l.access === 'private' && (l.allowed_contacts?.length ?? 0) > 0)).toBe(true);
    expect(lounges.some((l) => l.type === 'scheduled' && (l.schedules?.length ?? 0) > 0)).toBe(true);
    const moderator = first.people.find((u) => u.email === DEMO_ACCOUNTS.moderator);
    expect(moderator?.loungeModerator).toBe(true);
    expect(lounges.every((l) => l.moderator?.includes(moderator?.uuid ?? ''))).toBe(true);
    expect(cfg.basic_abstract_voting?.forms).toHaveLength(2);
    const screens = cfg.custom_html_screens ?? [];
    expect(screens.some((x) => x.type === 'HTML' && typeof x.content === 'string')).toBe(true);
    expect(screens.some((x) => x.type === 'Accordion' && Array.isArray(x.content))).toBe(true);
    expect(screens.some((x) => x.href?.startsWith('https://'))).toBe(true);
    expect(cfg.menu_config?.custom_links?.length).toBeGreaterThan(0);
    expect(cfg.sidebarconfig?.some((e) => e.type === 'session_type' && e.session_type_id !== undefined)).toBe(
      true,
    );
    expect(cfg).toMatchObject({ chat_enabled: 1, gamification_enabled: 1, timezone: TZ });
    expect(cfg.login_form).toMatchObject({ password: 1, magicLink: 1 });
    expect(cfg.limited_access_config?.message).toBeTruthy();
    expect(cfg.attendee_badges?.length).toBeGreaterThan(4);
  });

  it('places its rooms in venues, has a poster hall intro video and custom abstract pages with items', () => {
    const cfg = first.config as EventConfig;
    const venues = new Set((cfg.session_venue_array ?? []).map((v) => v.session_venue_id));
    expect(venues.size).toBeGreaterThanOrEqual(2);
    expect((cfg.session_room_array ?? []).every((r) => venues.has(r.session_venue_id ?? -1))).toBe(true);
    expect(cfg.poster_hall_config?.intro_video_url).toMatch(/\.mp4$/);
    const pages = cfg.abstract_list_pages?.pages ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) {
      const selected = first.items.filter((i) => inAbstractPage(i as unknown as ListedItem, page));
      expect(selected.length, page.id).toBeGreaterThan(0);
      expect(
        cfg.sidebarconfig?.some((e) => e.type === 'abstract_page' && e.abstract_page_id === page.id),
      ).toBe(true);
    }
  });

  it('puts day 2 on today in its time zone, keeping wall-clock times across daylight saving time', () => {
    const cfg = first.config as EventConfig;
    expect(cfg.demo_anchor_date).toBe('2026-03-08');
    const days = new Set<string>();
    for (const x of sessionsOf(first.items)) {
      if (x.start_time_unix === undefined) continue;
      const date = zoned(x.start_time_unix).toPlainDate().toString();
      days.add(date);
    }
    expect([...days].sort()).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    const keynotes = sessionsOf(first.items).filter(
      (x) => x.session_type_id === 1 && x.start_time_unix !== undefined,
    );
    const morning = keynotes.filter((x) => zoned(x.start_time_unix as number).hour === 8);
    expect(
      morning
        .map((x) =>
          zoned(x.start_time_unix as number)
            .toPlainDate()
            .toString(),
        )
        .sort(),
    ).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    // 08:00 CST is 14:00 UTC; 08:00 CDT is 13:00 UTC.
    expect(new Date(morning[0]?.start_time_unix as number).getUTCHours()).toBe(14);
    expect(new Date(morning[1]?.start_time_unix as number).getUTCHours()).toBe(13);
  });

  it('has sessions that are live now, upcoming and past, and something live at every hour of today', () => {
    const sessions = sessionsOf(first.items);
    expect(sessions.filter((x) => isLive(x, NOW)).length).toBeGreaterThan(5);
    expect(sessions.some((x) => x.start_time_unix !== undefined && x.start_time_unix > NOW)).toBe(true);
    expect(sessions.some((x) => x.end_time_unix !== undefined && x.end_time_unix < NOW)).toBe(true);
    for (let hour = 0; hour < 24; hour++) {
      const at = localTime(today, hour, 30);
      expect(sessions.some((x) => x.live_channel_id !== undefined && isLive(x, at))).toBe(true);
    }
  });

  it('gives access to most sessions to the attendee, little to the limited attendee and all to the admin', () => {
    const all = sessionsOf(first.items).map((x) => x.session_id);
    const user = (email: string) => first.people.find((u) => u.email === email);
    const attendee = user(DEMO_ACCOUNTS.attendee);
    const limited = user(DEMO_ACCOUNTS.limited);
    const admin = user(DEMO_ACCOUNTS.admin);
    expect(attendee?.sessionAccess.length).toBeGreaterThan(all.length * 0.8);
    expect(attendee?.sessionAccess.length).toBeLessThan(all.length);
    expect(limited?.limitedAccess).toBe(true);
    expect(limited?.sessionAccess.length).toBeLessThan(all.length * 0.15);
    expect(limited?.sessionAccess.length).toBeGreaterThan(0);
    expect([...(admin?.sessionAccess ?? [])].sort()).toEqual([...all].sort());
    const workshop = sessionsOf(first.items).find((x) => x.session_type_id === 5);
    expect(attendee?.sessionAccess).not.toContain(workshop?.session_id);
  });

  it('casts the demo speaker as author and chair of several sessions, one of them live now', () => {
    const speaker = first.people.find((u) => u.email === DEMO_ACCOUNTS.speaker);
    const mine = sessionsOf(first.items).filter((x) =>
      [...(x.author_array ?? []), ...(x.session_chair_array ?? [])].some((p) => p.uuid === speaker?.uuid),
    );
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.some((x) => x.author_array?.some((p) => p.uuid === speaker?.uuid))).toBe(true);
    expect(mine.some((x) => x.session_chair_array?.some((p) => p.uuid === speaker?.uuid))).toBe(true);
    expect(mine.some((x) => isLive(x, NOW))).toBe(true);
    for (const x of mine) expect(speaker?.sessionAccess).toContain(x.session_id);
  });

  it('lets the demo speaker chair a session live now with questions and a closed poll in it', async () => {
    const speaker = first.people.find((u) => u.email === DEMO_ACCOUNTS.speaker);
    const chaired = sessionsOf(first.items).filter(
      (x) =>
        x.session_chair_array?.some((p) => p.uuid === speaker?.uuid) &&
        x.live_config_object?.has_polling === 1 &&
        isLive(x, NOW),
    );
    expect(chaired.length).toBeGreaterThan(0);
    const ids = chaired.map((x) => x.session_id);
    const closed = await s.db
      .select()
      .from(polls)
      .where(and(eq(polls.eventId, DEMO.eventId), eq(polls.status, 'results_shown')));
    expect(closed.some((p) => ids.includes(p.sessionId))).toBe(true);
    const asked = await s.db
      .select()
      .from(posts)
      .where(and(eq(posts.eventId, DEMO.eventId), eq(posts.messageType, 'question')));
    expect(asked.some((p) => p.sessionId !== null && ids.includes(p.sessionId))).toBe(true);
  });

  it('gives each exhibitor staff who are users, and products', () => {
    const byUuid = new Map(first.people.map((u) => [u.uuid, u]));
    for (const e of first.exhibitors) {
      expect(e.contact_info.length).toBeGreaterThan(0);
      for (const c of e.contact_info) expect(byUuid.get(c.uuid)?.exhibitorStaff).toBe(true);
      expect(e.media.products.length).toBeGreaterThan(0);
      for (const p of e.media.products)
        expect(first.products.find((x) => x.id === p)?.CompID).toBe(e.CompanyInfo.CompID);
    }
    const staff = first.people.find((u) => u.email === DEMO_ACCOUNTS.staff);
    expect(first.exhibitors.some((e) => e.contact_info.some((c) => c.uuid === staff?.uuid))).toBe(true);
  });

  it('gives the staff of the platinum and gold booths meeting timeslots today and on the next two days', () => {
    const booths = new Set(first.timeslots.map((t) => t.exhibitorId));
    expect([...booths].sort()).toEqual([501, 502, 503, 504, 505, 506, 507, 508, 509]);
    const ahead = first.timeslots.filter((t) => t.startMs > NOW);
    expect(ahead.length).toBeGreaterThan(200);
    const staff = new Set(first.exhibitors.flatMap((e) => e.contact_info.map((c) => c.uuid)));
    expect(first.timeslots.every((t) => staff.has(t.ownerUuid) && t.endMs > t.startMs)).toBe(true);
    expect(new Set(first.timeslots.map((t) => zoned(t.startMs).toPlainDate().toString()))).toEqual(
      new Set(['2026-03-08', '2026-03-09', '2026-03-10']),
    );
  });

  it('writes every media file its data points at', () => {
    const text = JSON.stringify([first.config, first.items, first.exhibitors, first.products]);
    const urls = new Set(text.match(/\/media\/demo\/[^"<>\s\\]+/g) ?? []);
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) expect(existsSync(join(mediaDir, url.replace(/^\/media\//, ''))), url).toBe(true);
    expect(
      readFileSync(join(mediaDir, 'demo', 'pdf', 'handout-1.pdf'))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(readFileSync(join(mediaDir, 'demo', 'captions.en.vtt'), 'utf8')).toMatch(/^WEBVTT/);
    expect(existsSync(join(mediaDir, 'demo', 'clip1_low.mp4'))).toBe(true);
  });

  it("gives each session a banner naming the session's own type and track", () => {
    const escaped = (s: string) => s.replace(/&/g, '&amp;');
    const bannered = first.items.filter((i) => i.feature_image !== undefined);
    expect(bannered.length).toBeGreaterThan(10);
    expect(new Set(bannered.map((i) => i.proposal_type)).size).toBeGreaterThan(1);
    for (const item of bannered) {
      const svg = readFileSync(
        join(mediaDir, (item.feature_image as string).replace(/^\/media\//, '')),
        'utf8',
      );
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts, item.title).toEqual([
        escaped(item.proposal_type ?? ''),
        escaped(item.program_track_name ?? ''),
      ]);
    }
  });

  it('gives the event-wide settings no address of a session recording, stream or attachment', () => {
    const mediaIn = (v: unknown) => new Set(JSON.stringify(v).match(/\/media\/demo\/[^"<>\s\\]+/g) ?? []);
    const sessionMedia = mediaIn(
      first.items.map((i) => [i.video_links_array, i.file_links_array, i.live_config_object]),
    );
    const shared = [...mediaIn(first.config)].filter((url) => !isOpenMedia(url) && sessionMedia.has(url));
    expect(shared).toEqual([]);
  });

  it("gives the lobby a full demo: slides, a description, videos with captions, the ad modal and wall activity by each reader's access", async () => {
    const lobby = first.config?.lobby_config;
    expect(lobby?.welcome_carousel?.length).toBeGreaterThanOrEqual(3);
    expect(lobby?.welcome_carousel?.every((slide) => slide.alt)).toBe(true);
    expect(lobby?.description).toMatch(/^<p>/);
    expect(lobby?.video?.captions).toMatch(/\.vtt$/);
    expect(lobby?.featured_videos?.length).toBeGreaterThanOrEqual(2);
    expect(lobby?.featured_videos?.every((v) => v.captions && v.poster)).toBe(true);
    expect(lobby?.ad_modal?.src).toBeTruthy();
    const feed = async (email: string) => {
      const res = await s.request('/api/login', {
        method: 'POST',
        json: { urlid: 'demo', email, password: 'demo1234' },
      });
      const { token } = (await res.json()) as { token: string };
      const reply = await s.request('/api/lobby/activity', { token });
      return ((await reply.json()) as { activity: { id: string }[] }).activity.map((a) => a.id);
    };
    const attendee = await feed(DEMO_ACCOUNTS.attendee);
    const admin = await feed(DEMO_ACCOUNTS.admin);
    expect(attendee.length).toBeGreaterThanOrEqual(5);
    // The workshop's post is for Workshop Pass holders (and admins) only.
    expect(admin).toContain('demo-post-05');
    expect(attendee).not.toContain('demo-post-05');
    expect(await feed(DEMO_ACCOUNTS.limited)).toContain('demo-post-04');
  });

  it("gives the demo staff's booth a few leads, with what they looked at and a meeting, for its staff only", async () => {
    const tokenOf = async (email: string) => {
      const res = await s.request('/api/login', {
        method: 'POST',
        json: { urlid: 'demo', email, password: 'demo1234' },
      });
      return ((await res.json()) as { token: string }).token;
    };
    const booth = first.exhibitors[0]?.CompanyInfo.CompID;
    const res = await s.request(`/api/exhibitors/${booth}/leads`, {
      token: await tokenOf(DEMO_ACCOUNTS.staff),
    });
    expect(res.status).toBe(200);
    const { leads } = Schema.decodeUnknownSync(LeadsReply)(await res.json());
    expect(leads.length).toBeGreaterThanOrEqual(3);
    expect(leads.every((l) => l.card.email && l.visits > 0)).toBe(true);
    const kinds = new Set(leads.flatMap((l) => l.looked_at.map((i) => i.kind)));
    expect([...kinds].sort()).toEqual(['file', 'link', 'product', 'video']);
    expect(leads.some((l) => l.meetings.length > 0)).toBe(true);
    const attendee = await tokenOf(DEMO_ACCOUNTS.attendee);
    expect((await s.request(`/api/exhibitors/${booth}/leads`, { token: attendee })).status).toBe(403);
  });

  it('lets every demo account sign in with demo1234 through the API', async () => {
    const flags: Record<string, Record<string, boolean>> = {
      [DEMO_ACCOUNTS.attendee]: {},
      [DEMO_ACCOUNTS.admin]: { is_admin: true },
      [DEMO_ACCOUNTS.moderator]: { lounge_moderator: true },
      [DEMO_ACCOUNTS.staff]: { exhibitor_staff: true },
      [DEMO_ACCOUNTS.speaker]: {},
      [DEMO_ACCOUNTS.limited]: { limited_access_attendee: true },
      [DEMO_ACCOUNTS.livestream]: { live_stream_only: true },
    };
    expect(Object.keys(flags).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
    for (const [email, expected] of Object.entries(flags)) {
      const res = await s.request('/api/login', {
        method: 'POST',
        json: { urlid: 'demo', email, password: 'demo1234' },
      });
      expect(res.status, email).toBe(200);
      const body = await res.json();
      expect(body.reviewid).toBeTruthy();
      expect(body.user).toMatchObject({ Email: email, ...expected });
      expect(body.session_access_array.length).toBeGreaterThan(0);
    }
  });
});

describe('continuing education in the demo', () => {
  it('takes the attendee through its journey session: video, awareness check, credit, forms, certificate', async () => {
    const journey = sessionsOf(first.items).find(
      (x) =>
        x.start_time_unix === undefined &&
        (x.credits_array?.length ?? 0) > 1 &&
        (x.live_config_object?.awareness_check_total_count ?? 0) > 0,
    );
    expect(journey?.video_links_array?.[0]?.duration).toBeLessThanOrEqual(30);
    const id = journey?.session_id ?? 0;
    const login = await s.request('/api/login', {
      method: 'POST',
      json: { urlid: 'demo', email: DEMO_ACCOUNTS.attendee, password: 'demo1234' },
    });
    const { token } = (await login.json()) as { token: string };
    const api = async (path: string, json?: unknown) => {
      const res = await s.request(`/api${path}`, { token, ...(json ? { method: 'POST', json } : {}) });
      expect(res.status, path).toBe(200);
      return res;
    };
    const read = async (path: string, json?: unknown) => (await api(path, json)).json();
    const settings = (await read('/settings')) as EventConfig;
    expect(settings.session_evaluations?.evaluation?.session_ids).toContain(id);
    expect(settings.session_evaluations?.evaluation?.form).toBeUndefined();
    expect(await read(`/validate_user_session_complete?sid=${id}`)).toEqual({
      access: false,
      message: 'You have passed 0 check(s) out of 1 check(s).',
    });
    const length = journey?.video_links_array?.[0]?.duration ?? 0;
    const beat = { entity_type: 'session', entity_id: String(id), type: 'ondemand' };
    expect(await read('/heartbeat', { ...beat, position: length, duration: length })).toMatchObject({
      complete: true,
    });
    await read('/awareness', { ...beat, sequence: 1, outcome: 'pass', check_time: NOW });
    expect(await read(`/validate_user_session_complete?sid=${id}`)).toEqual({ access: true, message: '' });
    const types = await read(`/get_credit_types?session_id=${id}`);
    expect(types.options.map((o: { credit_num_select: string }) => o.credit_num_select)).toEqual([
      'cme',
      'cne',
    ]);
    await read('/assign_credit_type', { session_id: id, credit_num_select: 'cme' });
    const form = await read(`/evaluations/evaluation/${id}`);
    const answers: Record<string, unknown> = {};
    for (const q of form.questions as { id: string; type: string; options?: string[] }[]) {
      answers[q.id] =
        q.type === 'rating'
          ? 5
          : q.type === 'text'
            ? 'More of this.'
            : q.type === 'single'
              ? q.options?.[0]
              : [q.options?.[0]];
    }
    expect((await read(`/evaluations/evaluation/${id}`, { answers })).submitted_at).toBe(NOW);
    const quiz = await read(`/evaluations/quiz/${id}`);
    expect(JSON.stringify(quiz)).not.toContain('"correct"');
    const certificates = await read('/certificates');
    expect(certificates.data).toEqual([
      {
        id: 'cme',
        certificate_label: 'CME Certificate',
        certificate_link: '/api/certificates/cme.pdf',
        value: 0.5,
      },
    ]);
    const pdf = await api('/certificates/cme.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await read('/transcript')).rows.map((r: { session_id: number }) => r.session_id)).toEqual([id]);
  });
});

describe('seeding again', () => {
  it('gives identical data from the same seed on another database', async () => {
    const other = await openTestDatabase();
    try {
      const again = await seedDemoEvent(other.db, {
        now: NOW + 2 * HOUR,
        mediaDir: mkdtempSync(join(tmpdir(), 'media-')),
      });
      expect(again.created).toBe(true);
      const second = await snapshot(other.db);
      for (const key of Object.keys(first) as (keyof typeof first)[])
        expect(second[key], key).toEqual(first[key]);
    } finally {
      await other.close();
    }
  });

  it('generates the same event twice in memory', () => {
    const data = ({ cal: _c, access: _a, ...rest }: ReturnType<typeof generateDemoEvent>) => rest;
    expect(data(generateDemoEvent(NOW, 'hash'))).toEqual(data(generateDemoEvent(NOW, 'hash')));
  });

  it('gives the analytics the last three hours of a running event: live viewers of what ran, booth visits, lounges', () => {
    const demo = generateDemoEvent(NOW, 'hash');
    const times = demo.activity.map((a) => (a.at as Date).getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 3 * HOUR - 60_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    const tv = demo.items.find(
      (i) =>
        i.live_channel_id === 'conference-tv' &&
        (i.start_time_unix ?? Infinity) <= NOW &&
        NOW < (i.end_time_unix ?? -Infinity),
    );
    const watched = demo.activity.filter(
      (a) => a.action === 'live_viewers' && a.entityId === String(tv?.session_id),
    );
    // A sample a minute over the three hours, each with somebody watching.
    expect(watched.length).toBeGreaterThan(150);
    expect(watched.every((a) => (a.amount ?? 0) > 0)).toBe(true);
    // Still running when seeded: its crowd is still there at the last minute, not leaving as if it had ended.
    const last = watched.reduce((a, b) => ((a.at as Date) > (b.at as Date) ? a : b));
    const most = Math.max(...watched.map((a) => a.amount ?? 0));
    expect(last.amount ?? 0).toBeGreaterThanOrEqual(most / 2);
    for (const action of ['online_users', 'booth_visit', 'lounge_occupancy', 'lounge_join', 'session_view'])
      expect(
        demo.activity.some((a) => a.action === action),
        action,
      ).toBe(true);
  });

  it('keeps the existing data and adds nothing when the demo event exists', async () => {
    await s.db.update(users).set({ firstname: 'Changed' }).where(eq(users.email, DEMO_ACCOUNTS.attendee));
    const again = await seedDemoEvent(s.db, { now: NOW + 3 * 24 * HOUR, mediaDir });
    expect(again.created).toBe(false);
    const now = await snapshot(s.db);
    expect(now.items).toEqual(first.items);
    expect(now.people).toHaveLength(first.people.length);
    expect(now.people.find((u) => u.email === DEMO_ACCOUNTS.attendee)?.firstname).toBe('Changed');
  });
});

describe('moving the demo event to today', () => {
  it('does nothing on the same day', async () => {
    expect(await moveDemoEventToToday(s.db, NOW + 8 * HOUR)).toEqual({ days: 0, items: 0 });
  });

  it('moves every date by whole days on a later day, keeping wall-clock times and all other data', async () => {
    const later = localTime(today.add({ days: 3 }), 9, 5);
    const moved = await moveDemoEventToToday(s.db, later);
    expect(moved).toEqual({ days: 3, items: first.items.length });
    const after = await snapshot(s.db);
    expect((after.config as EventConfig).demo_anchor_date).toBe('2026-03-11');
    const before = new Map(first.items.map((i) => [i._id, i]));
    for (const item of after.items) {
      const old = before.get(item._id) as SessionItemDoc;
      if (old.start_time_unix === undefined) {
        expect(item.start_time_unix).toBeUndefined();
        continue;
      }
      const a = zoned(old.start_time_unix);
      const b = zoned(item.start_time_unix as number);
      expect(a.toPlainDate().add({ days: 3 }).equals(b.toPlainDate())).toBe(true);
      expect(b.toPlainTime().equals(a.toPlainTime())).toBe(true);
      expect({ ...item, start_time_unix: 0, end_time_unix: 0, parent_start: 0, office_hours: [] }).toEqual({
        ...old,
        start_time_unix: 0,
        end_time_unix: 0,
        parent_start: 0,
        office_hours: [],
      });
    }
    const [row] = await s.db
      .select({ start: programItems.start, doc: programItems.doc })
      .from(programItems)
      .where(and(eq(programItems.eventId, DEMO.eventId), eq(programItems.id, 'session_1001')));
    expect(row?.start).toBe(row?.doc.start_time_unix);
    const lounges = ((after.config as EventConfig).lobbies ?? []).filter((l) => typeof l !== 'string');
    const breakfast = lounges.find((l) => l.id === 'networking-breakfast');
    expect(
      zoned(breakfast?.schedules?.[1]?.start as number)
        .toPlainDate()
        .toString(),
    ).toBe('2026-03-11');
    const slotBefore = first.timeslots[0];
    const slotAfter = after.timeslots.find((t) => t.id === slotBefore?.id);
    expect(
      zoned(slotAfter?.startMs as number)
        .toPlainDateTime()
        .toString(),
    ).toBe(
      zoned(slotBefore?.startMs as number)
        .toPlainDateTime()
        .add({ days: 3 })
        .toString(),
    );
    expect(after.people.find((u) => u.email === DEMO_ACCOUNTS.attendee)?.firstname).toBe('Changed');
    expect(sessionsOf(after.items).some((x) => isLive(x, later))).toBe(true);
    expect(await moveDemoEventToToday(s.db, later + HOUR)).toEqual({ days: 0, items: 0 });
  });
});
