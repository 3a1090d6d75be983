import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { BoothReply, DirectoryReply } from '../../schemas/exhibitorDirectory';
import type { EventConfig } from '../../schemas/eventConfig';
import type { ProductDoc } from '../../schemas/product';
import { gameTaskCompletions, gameTasks, products } from '../../server/db/schema';
import { insertExhibitors } from '../support/exhibitors';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const LEVELS = [
  { label: 'Platinum', order: 1 },
  { label: 'Gold', order: 2 },
  { label: 'Silver', order: 3 },
];

function company(id: number, name: string, level: number, extra: Partial<ExhibitorDoc['CompanyInfo']> = {}) {
  const badge = LEVELS[level] ?? { label: 'Unlisted', order: 9 };
  const video = (n: number) => ({
    type: 'video' as const,
    data: { title: `Clip ${n}`, url: `/media/c${n}.mp4`, image_url: `/media/c${n}.svg` },
  });
  const doc: ExhibitorDoc = {
    CompanyInfo: {
      CompID: id,
      CompUUID: `uuid-${id}`,
      Companyname: name,
      Country: 'Canada',
      tags: ['t1'],
      ...extra,
    },
    badgeObj: { label: badge.label, order: badge.order },
    media: {
      youtube: [1, 2, 3, 4].map(video),
      raffle: [],
      pdf: [{ type: 'pdf', data: { label: 'Brochure', url: '/media/b.pdf' } }],
      links: [{ type: 'link', data: { label: 'Site', url: 'www.example.com' } }],
      products: [`p-${id}-2`, `p-${id}-1`],
    },
    contact_info: [
      {
        uuid: `staff-${id}`,
        firstName: 'Sam',
        lastName: 'Staff',
        contactTitle: 'Sales',
        email: 'x@y',
      } as never,
    ],
  };
  return doc;
}

const product = (id: string, compId: number, name: string): ProductDoc => ({
  id,
  CompID: compId,
  type: 'product',
  data: { name, description: '<p>d</p>' },
});

async function hallEvent(s: TestServer, urlId: string, config: Partial<EventConfig>) {
  const event = await insertEvent(s.db, urlId, {
    enable_exhibitor: 1,
    sponsor_config: { levels: LEVELS.map((l) => ({ ...l, value: l.label.toLowerCase() })) },
    suggested_entities_config: { exhibitors: 1 },
    ...config,
  });
  const docs = [
    company(11, 'Acme', 0, { VirtualMeetingInfoJSON: { raffle_code: 'WIN11' } }),
    company(12, 'Borealis', 1, { tags: ['t2'] }),
    company(13, 'Cobalt', 1),
    company(14, 'Delta', 2, { tags: ['t2'] }),
    company(15, 'Echo', 3),
  ];
  await insertExhibitors(s.db, event.id, docs);
  await s.db.insert(products).values([
    { eventId: event.id, id: 'p-11-1', exhibitorId: 11, doc: product('p-11-1', 11, 'One') },
    { eventId: event.id, id: 'p-11-2', exhibitorId: 11, doc: product('p-11-2', 11, 'Two') },
  ]);
  await insertUser(s.db, event.id, 'attendee@example.com', { tags: ['t2'] });
  return { event, token: () => signIn(s, urlId, 'attendee@example.com') };
}

describe('GET /api/exhibitors', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    const main = await hallEvent(s, 'hall', {
      exhibitor_hall_config: {
        title: 'Expo',
        tags: [
          { id: 't1', label: 'Imaging' },
          { id: 't2', label: 'Genomics' },
        ],
        tag_categories: [{ id: 'c1', label: 'Research', tags: ['t2'] }],
        hide_exhibitors: [13],
        ad: { video_url: '/media/ad.mp4' },
        additional_halls: [{ id: 'startups', label: 'Startups', exhibitors: [14, 15], hide_filters: 1 }],
      },
    });
    token = await main.token();
  });
  afterAll(() => s.close());

  const get = async <T>(path: string, t: string | undefined = token) => {
    const res = await s.request(path, t ? { token: t } : {});
    return { status: res.status, body: (await res.json()) as T };
  };

  test('the main hall lists the visible companies with levels by order, widths and counts', async () => {
    const { status, body } = await get<DirectoryReply>('/api/exhibitors');
    expect(status).toBe(200);
    expect(body.exhibitors.map((e) => e.CompanyInfo.CompID)).toEqual([11, 12, 14, 15]);
    expect(body.levels.map((l) => [l.label, l.count, l.directory_column_width])).toEqual([
      ['Platinum', 1, 24],
      ['Gold', 1, 24],
      ['Silver', 1, 24],
      ['Unlisted', 1, 24],
    ]);
    expect(body.hall).toMatchObject({ id: null, title: 'Expo' });
    expect(body.hall.ad?.video_url).toMatch(/^\/media\/ad\.mp4\?expires=/);
    expect(body.tags).toHaveLength(2);
    expect(body.tag_categories).toEqual([{ id: 'c1', label: 'Research', tags: ['t2'] }]);
  });

  test('cards carry up to 3 thumbnails except on levels 1 and 2, the staff count and the presence room', async () => {
    const { body } = await get<DirectoryReply>('/api/exhibitors');
    const card = (id: number) => body.exhibitors.find((e) => e.CompanyInfo.CompID === id);
    expect(card(11)?.thumbnails).toHaveLength(4);
    expect(card(14)?.thumbnails).toHaveLength(3);
    expect(card(11)).toMatchObject({ staff_count: 1, presence_room: 'exhibitor_11' });
  });

  test('suggestions put companies sharing the user tags first, top 3', async () => {
    const { body } = await get<DirectoryReply>('/api/exhibitors');
    expect(body.suggested).toEqual([12, 14, 11]);
  });

  test('an additional hall lists its own companies with its own options', async () => {
    const { status, body } = await get<DirectoryReply>('/api/exhibitors?hall=startups');
    expect(status).toBe(200);
    expect(body.exhibitors.map((e) => e.CompanyInfo.CompID)).toEqual([14, 15]);
    expect(body.hall).toMatchObject({ id: 'startups', title: 'Startups', options: { hide_filters: true } });
  });

  test('unknown hall 404, bad hall 400, no sign-in 401', async () => {
    expect((await get('/api/exhibitors?hall=nope')).status).toBe(404);
    expect((await get('/api/exhibitors?hall=a%20b')).status).toBe(400);
    expect((await get('/api/exhibitors', '')).status).toBe(401);
  });

  test('a booth has the company, its products in its own order, public staff fields and the presence room', async () => {
    const { status, body } = await get<BoothReply>('/api/exhibitors/11');
    expect(status).toBe(200);
    expect(body.exhibitor.CompanyInfo.Companyname).toBe('Acme');
    expect(body.products.map((p) => p.id)).toEqual(['p-11-2', 'p-11-1']);
    expect(body.exhibitor.contact_info[0]).toEqual({
      uuid: 'staff-11',
      firstName: 'Sam',
      lastName: 'Staff',
      contactTitle: 'Sales',
    });
    expect(body.presence_room).toBe('exhibitor_11');
    expect(body.tags).toEqual([{ id: 't1', label: 'Imaging' }]);
  });

  test("a raffle's code never leaves the server: the booth and the card say only that one is asked", async () => {
    const booth = await get<BoothReply>('/api/exhibitors/11');
    const { body } = await get<DirectoryReply>('/api/exhibitors');
    for (const reply of [booth.body, body]) expect(JSON.stringify(reply)).not.toContain('WIN11');
    expect(booth.body.exhibitor.CompanyInfo.VirtualMeetingInfoJSON).toEqual({ raffle_asks_code: true });
    const card = body.exhibitors.find((e) => e.CompanyInfo.CompID === 11);
    expect(card?.CompanyInfo.VirtualMeetingInfoJSON?.raffle_asks_code).toBe(true);
  });

  test('a hidden company keeps its booth; a company outside a hall is not in it', async () => {
    expect((await get('/api/exhibitors/13')).status).toBe(200);
    expect((await get('/api/exhibitors/11?hall=startups')).status).toBe(404);
    expect((await get('/api/exhibitors/14?hall=startups')).status).toBe(200);
  });

  test('unknown booth 404, bad id 400, no sign-in 401', async () => {
    expect((await get('/api/exhibitors/999')).status).toBe(404);
    expect((await get('/api/exhibitors/abc')).status).toBe(400);
    expect((await get('/api/exhibitors/11', '')).status).toBe(401);
  });

  test('opening a booth completes the VIEW_BOOTH game task', async () => {
    const now = s.clock.now();
    const other = await hallEvent(s, 'hall-game', {
      gamification_enabled: 1,
      game_config: {
        start_timestamp: now - 86_400_000,
        end_timestamp: now + 86_400_000,
        general_config: { allEnabled: 1 },
      },
    });
    await s.db.insert(gameTasks).values({
      eventId: other.event.id,
      id: 'task-booth',
      doc: {
        _id: 'task-booth',
        type: 'static',
        taskId: 'VIEW_BOOTH',
        label: 'Visit a booth',
        group: 'Booths',
        points: 5,
        redeem_times: 3,
        conference_id: 100,
        source_hex: other.event.sourceHex,
      },
    });
    const res = await s.request('/api/exhibitors/12', { token: await other.token() });
    expect(res.status).toBe(200);
    const done = await s.db.select().from(gameTaskCompletions);
    expect(done.some((d) => d.taskId === 'task-booth' && d.doneId === '12')).toBe(true);
  });
});

describe('an event without the exhibit hall', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  test('answers 404 for the directory and booths', async () => {
    const off = await hallEvent(s, 'no-hall', { enable_exhibitor: 0 });
    const token = await off.token();
    expect((await s.request('/api/exhibitors', { token })).status).toBe(404);
    expect((await s.request('/api/exhibitors/11', { token })).status).toBe(404);
  });
});
