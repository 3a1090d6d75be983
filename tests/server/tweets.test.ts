import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTweets, twitterSearch } from '../../server/areas/wall/tweets';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer, testClock } from '../support/server';

interface Seen {
  url: string;
  init: RequestInit | undefined;
}

/** A stand-in for the network's API: a token for the right credentials, then search results. */
function fakeNetwork(answer: { search?: number } = {}) {
  const seen: Seen[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, init });
    if (url.endsWith('/oauth2/token'))
      return Response.json({ token_type: 'bearer', access_token: 'app-token' });
    if (answer.search && answer.search !== 200) return new Response('no', { status: answer.search });
    return Response.json({
      statuses: [
        {
          id_str: '1',
          full_text: 'Great keynote on #fhir today',
          created_at: 'Tue Nov 24 10:00:00 +0000 2026',
          user: { name: 'Ada', screen_name: 'ada' },
        },
        { id_str: '2' },
      ],
    });
  }) as typeof fetch;
  return { fetcher, seen };
}

describe('the tweet column', () => {
  it('searches the query with hashes removed and separators turned into OR', () => {
    expect(twitterSearch('#ehr, #fhir;#AI  interoperability')).toBe('ehr OR fhir OR AI OR interoperability');
    expect(twitterSearch(' # , ')).toBe('');
  });

  it('asks a token by client credentials, then 20 mixed results in full text, read again after 2 minutes only', async () => {
    const clock = testClock();
    const { fetcher, seen } = fakeNetwork();
    const tweets = createTweets(
      { clientId: 'id', clientSecret: 'secret' },
      pino({ level: 'silent' }),
      clock,
      fetcher,
    );
    const first = await tweets.forQuery('#fhir');
    expect(first).toEqual([
      {
        id: '1',
        user: 'Ada',
        handle: 'ada',
        full_text: 'Great keynote on #fhir today',
        created_at: Date.UTC(2026, 10, 24, 10),
        media: [],
      },
    ]);
    expect(new Headers(seen[0]?.init?.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('id:secret').toString('base64')}`,
    );
    const search = new URL(seen[1]?.url ?? '');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      q: 'fhir',
      result_type: 'mixed',
      count: '20',
      tweet_mode: 'extended',
    });
    expect(new Headers(seen[1]?.init?.headers).get('authorization')).toBe('Bearer app-token');
    await tweets.forQuery('#fhir');
    expect(seen).toHaveLength(2);
    clock.advance(2 * 60_000);
    await tweets.forQuery('#fhir');
    expect(seen).toHaveLength(3);
  });

  it('is empty without access or without a query, and a failure is only logged', async () => {
    const clock = testClock();
    const logged: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const { fetcher, seen } = fakeNetwork({ search: 503 });
    expect(await createTweets(undefined, logger, clock, fetcher).forQuery('#fhir')).toEqual([]);
    const tweets = createTweets({ clientId: 'id', clientSecret: 'secret' }, logger, clock, fetcher);
    expect(await tweets.forQuery(undefined)).toEqual([]);
    expect(seen).toEqual([]);
    expect(await tweets.forQuery('#fhir')).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});

describe('GET /api/wall/tweets', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    const { fetcher } = fakeNetwork();
    s = await startTestServer({
      twitter: { clientId: 'id', clientSecret: 'secret' },
      outboundFetch: fetcher,
    });
    const ev = await insertEvent(s.db, 'tweets', { twitter_query: '#fhir' });
    await insertUser(s.db, ev.id, 'ada@example.com');
    token = await signIn(s, 'tweets', 'ada@example.com');
  });
  afterAll(() => s.close());

  it("answers the event's column to its signed-in users", async () => {
    const res = await s.request('/api/wall/tweets', { token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tweets: { id: string }[] }).tweets.map((t) => t.id)).toEqual(['1']);
    expect((await s.request('/api/wall/tweets')).status).toBe(401);
  });
});
