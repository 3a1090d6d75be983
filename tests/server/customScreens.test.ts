import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_SCREEN_TEXT, CustomScreenReply } from '../../schemas/customScreen';
import type { CustomScreen, EventConfig } from '../../schemas/eventConfig';
import { parseEventConfig } from '../../server/areas/events/manage';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const VIP = 7;
const SCREENS: CustomScreen[] = [
  {
    id: 'welcome',
    type: 'HTML',
    title: 'Welcome',
    content:
      '<h2 id="top">Hello {{Firstname}}</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="#top">Top</a><form action="https://evil.example"><input name="p"></form>',
    has_hot_keys: 1,
    social_feed: 1,
    child_pages: [
      { id: 'rules', title: 'Rules', content: '<p>Be kind, {{Firstname}}.</p>' },
      { id: 'vip-lounge', title: 'VIP only', content: '<p>Secret</p>', badges: [VIP] },
      { id: 'help', type: 'Accordion', title: 'Help', content: [{ Title: 'Q', Content: '<p>A</p>' }] },
    ],
  },
  {
    id: 'faq',
    type: 'Accordion',
    title: 'FAQ',
    content: [
      { title: 'How?', content: '<p onclick="x()">Like this</p>' },
      { title: 'Broken' },
      'not an item',
    ],
  },
  { id: 'survey', type: 'Evaluation', title: 'Survey', content: 'https://forms.example.com/s/1' },
  { id: 'bad-survey', type: 'Evaluation', title: 'Bad survey', content: 'javascript:alert(1)' },
  { id: 'vip', type: 'HTML', title: 'VIP', content: '<p>VIP</p>', badges: [VIP] },
  { id: 'portal', type: 'HTML', title: 'Portal', href: 'https://members.example.org', SSO: 1 },
];

let s: TestServer;
let attendee: string;
let vip: string;
let admin: string;

const get = (path: string, token: string) => s.request(`/api/custom-screens/${path}`, { token });
const screen = async (path: string, token: string) => {
  const res = await get(path, token);
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(CustomScreenReply)(await res.json());
};

beforeAll(async () => {
  s = await startTestServer();
  const ev = await insertEvent(s.db, 'alpha', { custom_html_screens: SCREENS });
  await insertUser(s.db, ev.id, 'a@example.com', { firstname: '<b>Ada</b>' });
  await insertUser(s.db, ev.id, 'v@example.com', { badges: [VIP] });
  await insertUser(s.db, ev.id, 'admin@example.com', { isAdmin: true });
  attendee = await signIn(s, 'alpha', 'a@example.com');
  vip = await signIn(s, 'alpha', 'v@example.com');
  admin = await signIn(s, 'alpha', 'admin@example.com');
});
afterAll(() => s.close());

describe('a custom screen', () => {
  it('serves HTML sanitised, with hot keys filled (escaped) and the social feed flag', async () => {
    const page = await screen('welcome', attendee);
    expect(page).toMatchObject({
      id: 'welcome',
      parent_id: null,
      type: 'HTML',
      title: 'Welcome',
      social_feed: true,
    });
    expect(page.html).toContain('<h2 id="top">Hello &#60;b&#62;Ada&#60;/b&#62;</h2>');
    expect(page.html).toContain('<a href="#top">Top</a>');
    for (const bad of ['onerror', '<script', 'javascript:', '<form', '<input'])
      expect(page.html).not.toContain(bad);
  });

  it('serves a child page under its parent, and by its own id', async () => {
    const child = await screen('welcome/rules', attendee);
    expect(child).toMatchObject({ id: 'rules', parent_id: 'welcome', type: 'HTML' });
    // Hot keys belong to the screen that has them: the child has none.
    expect(child.html).toBe('<p>Be kind, {{Firstname}}.</p>');
    const help = await screen('help', attendee);
    expect(help).toMatchObject({
      parent_id: 'welcome',
      type: 'Accordion',
      items: [{ title: 'Q', content: '<p>A</p>' }],
    });
    expect((await get('faq/rules', attendee)).status).toBe(404);
  });

  it('serves Accordion items (Title/Content too), each sanitised; entries without both are left out', async () => {
    const faq = await screen('faq', attendee);
    expect(faq.items).toEqual([{ title: 'How?', content: '<p>Like this</p>' }]);
    expect(faq.html).toBe('');
  });

  it('gives an Evaluation screen its form address only when it is https', async () => {
    expect((await screen('survey', attendee)).evaluation_url).toBe('https://forms.example.com/s/1');
    expect((await screen('bad-survey', attendee)).evaluation_url).toBeNull();
  });

  it('refuses screens the user may not see (403), unknown ones and external links (404)', async () => {
    const refused = await get('vip', attendee);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      CUSTOM_SCREEN_TEXT.NOT_AVAILABLE,
    );
    expect((await get('welcome/vip-lounge', attendee)).status).toBe(403);
    expect((await screen('vip', vip)).html).toBe('<p>VIP</p>');
    expect((await screen('welcome/vip-lounge', admin)).html).toBe('<p>Secret</p>');
    expect((await get('nope', attendee)).status).toBe(404);
    expect((await get('portal', attendee)).status).toBe(404);
    expect((await get('a%20b', attendee)).status).toBe(400);
  });

  it('is named in the settings only when the user may see it, without its content', async () => {
    const settings = async (token: string) =>
      ((await (await s.request('/api/settings', { token })).json()) as EventConfig).custom_html_screens ?? [];
    const mine = await settings(attendee);
    expect(mine.map((x) => x.id)).toEqual(['welcome', 'faq', 'survey', 'bad-survey', 'portal']);
    expect(mine.find((x) => x.id === 'welcome')?.child_pages?.map((c) => c.id)).toEqual(['rules', 'help']);
    expect(
      mine.every(
        (x) => x.content === undefined && (x.child_pages ?? []).every((c) => c.content === undefined),
      ),
    ).toBe(true);
    expect(mine.find((x) => x.id === 'portal')).toMatchObject({
      href: 'https://members.example.org',
      SSO: 1,
    });
    expect((await settings(vip)).map((x) => x.id)).toContain('vip');
  });
});

describe('custom screens as an event is stored', () => {
  it('are sanitised: HTML, Accordion items and Evaluation addresses', () => {
    const config = parseEventConfig({
      source_hex: 'h',
      conferenceid: 1,
      confurlid: 'x',
      custom_html_screens: SCREENS,
    });
    const [welcome, faq, , bad] = config.custom_html_screens ?? [];
    expect(welcome?.content).not.toMatch(/onerror|<script|javascript:|<form/);
    expect(welcome?.content).toContain('<h2 id="top">Hello {{Firstname}}</h2>');
    expect(faq?.content).toEqual([{ title: 'How?', content: '<p>Like this</p>' }]);
    expect(bad?.content).toBeUndefined();
    expect(welcome?.child_pages?.[2]?.content).toEqual([{ title: 'Q', content: '<p>A</p>' }]);
  });
});
