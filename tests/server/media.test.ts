import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_TTL_MS } from '../../server/areas/media/signedUrls';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const VIDEO = Buffer.from('0123456789 video bytes');
const PDF = Buffer.from('%PDF-1.4 handout');

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let start: number;
const tokens: Record<string, string> = {};

function writeMedia() {
  const root = mkdtempSync(join(tmpdir(), 'media-'));
  mkdirSync(join(root, 'demo', 'pdf'), { recursive: true });
  mkdirSync(join(root, 'demo', 'images'), { recursive: true });
  writeFileSync(join(root, 'demo', 'clip1.mp4'), VIDEO);
  writeFileSync(join(root, 'demo', 'clip1_medium.mp4'), VIDEO);
  writeFileSync(join(root, 'demo', 'stream.mp4'), VIDEO);
  writeFileSync(join(root, 'demo', 'captions.en.vtt'), 'WEBVTT\n');
  writeFileSync(
    join(root, 'demo', 'clip1.transcript.json'),
    JSON.stringify({ en: '/media/demo/captions.en.vtt' }),
  );
  writeFileSync(join(root, 'demo', 'pdf', 'handout-1.pdf'), PDF);
  writeFileSync(join(root, 'demo', 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'demo', 'ad.mp4'), VIDEO);
  return root;
}

beforeAll(async () => {
  s = await startTestServer({ mediaDir: writeMedia() });
  start = s.clock.now() + 2 * HOUR;
  a = await insertEvent(s.db, 'alpha', { lounges_branding: { video: '/media/demo/ad.mp4' } } as never);
  await insertUser(s.db, a.id, 'attendee@example.com', { sessionAccess: [1001, 1002] });
  await insertUser(s.db, a.id, 'limited@example.com', { limitedAccess: true, sessionAccess: [1001] });
  await insertUser(s.db, a.id, 'livestream@example.com', { liveStreamOnly: true, sessionAccess: [1002] });
  await insertUser(s.db, a.id, 'admin@example.com', { isAdmin: true, liveStreamOnly: true });
  const media = {
    video_links_array: [
      {
        href: '/media/demo/clip1.mp4',
        title: 'Recording',
        image_url: '/media/demo/images/logo.svg',
        duration: 60,
        transcript: '/media/demo/clip1.transcript.json',
      },
    ],
    file_links_array: [
      { fieldid: 1, name: 'Handout.pdf', href: '/media/demo/pdf/handout-1.pdf' },
      {
        fieldid: 2,
        name: 'Slides.pdf',
        href: '/media/demo/pdf/slides.pdf',
        Public_AfterPresented: 1 as const,
      },
    ],
  };
  await insertItems(s.db, a.id, [
    item(a, { _id: 'session_1001', session_id: 1001, start_time_unix: start, end_time_unix: start + HOUR }),
    item(a, {
      _id: 'session_1002',
      session_id: 1002,
      start_time_unix: start,
      end_time_unix: start + HOUR,
      live_channel_id: 'room-1',
      live_config_object: {
        stream_Url: '/media/demo/stream.mp4',
        session_video_url: '/media/demo/stream.mp4',
      },
      ...media,
    }),
  ]);
  for (const who of ['attendee', 'limited', 'livestream', 'admin'])
    tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
});
afterAll(() => s.close());

const details = async (who: string, sessionId = 1002) => {
  const res = await s.request(
    `/api/session/${a.sourceHex}/${a.conferenceId}/filter?session_id=${sessionId}`,
    {
      token: tokens[who] ?? '',
    },
  );
  return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
};
const session = async (who: string) => (await details(who)).body.entities.session_1002;

describe('media behind access', () => {
  it('refuses every recording, transcript, caption and document without a signed address, Range too', async () => {
    for (const path of [
      '/media/demo/clip1.mp4',
      '/media/demo/clip1_medium.mp4',
      '/media/demo/clip1.transcript.json',
      '/media/demo/captions.en.vtt',
      '/media/demo/pdf/handout-1.pdf',
      '/media/demo/missing.mp4',
    ]) {
      expect((await s.request(path)).status, path).toBe(401);
      expect((await s.request(path, { headers: { range: 'bytes=0-3' } })).status, path).toBe(401);
      expect((await s.request(path, { token: tokens.attendee })).status, path).toBe(401);
      expect((await s.request(path, { method: 'HEAD' })).status, path).toBe(401);
    }
    expect((await s.request('/media/demo/images/logo.svg')).status).toBe(200);
  });

  it('gives a user refused the session no media address at all', async () => {
    expect((await details('limited')).status).toBe(403);
  });

  it('signs the addresses of a session the user may open; they play, with ranges and other qualities', async () => {
    const doc = await session('attendee');
    const video: string = doc.video_links_array[0].href;
    expect(video).toMatch(/^\/media\/demo\/clip1\.mp4\?expires=\d+&signature=/);
    expect(doc.video_links_array[0].image_url).toBe('/media/demo/images/logo.svg');
    const full = await s.request(video);
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer()).equals(VIDEO)).toBe(true);
    const part = await s.request(video, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('0123');
    expect((await s.request(video.replace('clip1.mp4', 'clip1_medium.mp4'))).status).toBe(200);
    const pdf = await s.request(doc.file_links_array[0].href);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const transcript = await (await s.request(doc.video_links_array[0].transcript)).json();
    expect(transcript.en).toMatch(/^\/media\/demo\/captions\.en\.vtt\?expires=/);
    expect((await s.request(transcript.en)).status).toBe(200);
  });

  it('refuses a signature made for another file, a changed one and an expired one', async () => {
    const doc = await session('attendee');
    const video: string = doc.video_links_array[0].href;
    const query = video.slice(video.indexOf('?'));
    expect((await s.request(`/media/demo/pdf/handout-1.pdf${query}`)).status).toBe(401);
    expect((await s.request(`${video.slice(0, -2)}xx`)).status).toBe(401);
    const later = s.clock.now();
    s.clock.advance(MEDIA_URL_TTL_MS + HOUR);
    try {
      expect((await s.request(video)).status).toBe(401);
    } finally {
      s.clock.set(later);
    }
  });

  it('gives a live-stream-only pass no on-demand video, and the stream only inside its window', async () => {
    const before = await session('livestream');
    expect(before.video_links_array[0]).toEqual({
      href: '',
      title: 'Recording',
      image_url: '/media/demo/images/logo.svg',
      duration: 60,
    });
    expect(before.live_config_object.stream_Url).toBeUndefined();
    expect(before.live_config_object.session_video_url).toBeUndefined();
    expect(before.file_links_array[0].href).toMatch(/^\/media\/demo\/pdf\/handout-1\.pdf\?expires=/);
    const later = s.clock.now();
    s.clock.set(start);
    try {
      const during = await session('livestream');
      expect(during.video_links_array[0].href).toBe('');
      const stream: string = during.live_config_object.stream_Url;
      expect(stream).toMatch(/^\/media\/demo\/stream\.mp4\?expires=/);
      const expires = Number(new URL(stream, 'http://x').searchParams.get('expires')) * 1000;
      expect(expires).toBeLessThanOrEqual(start + 2 * HOUR);
      s.clock.set(start + 2 * HOUR + 1);
      expect((await s.request(stream)).status).toBe(401);
      expect((await session('livestream')).live_config_object.stream_Url).toBeUndefined();
    } finally {
      s.clock.set(later);
    }
    const admin = await session('admin');
    expect(admin.video_links_array[0].href).toMatch(/^\/media\/demo\/clip1\.mp4\?expires=/);
  });

  it('keeps the address of a file public after presented until the start, except for admins', async () => {
    expect((await session('attendee')).file_links_array[1]).toEqual({
      fieldid: 2,
      name: 'Slides.pdf',
      href: '',
      Public_AfterPresented: 1,
    });
    expect((await session('admin')).file_links_array[1].href).toMatch(
      /^\/media\/demo\/pdf\/slides\.pdf\?expires=/,
    );
    const later = s.clock.now();
    s.clock.set(start);
    try {
      expect((await session('attendee')).file_links_array[1].href).toMatch(
        /^\/media\/demo\/pdf\/slides\.pdf\?/,
      );
    } finally {
      s.clock.set(later);
    }
  });

  it('signs the media addresses of the event configuration for signed-in users', async () => {
    const res = await s.request('/api/settings', { token: tokens.attendee });
    const config = await res.json();
    const video: string = config.lounges_branding.video;
    expect(video).toMatch(/^\/media\/demo\/ad\.mp4\?expires=/);
    expect((await s.request(video)).status).toBe(200);
  });
});
