import type { Logger } from 'pino';
import { TIME } from '../../../schemas/constants';
import type { Tweet } from '../../../schemas/wall';

/** The API of the social network the wall's tweet column reads (001 §7 Tweets). */
export interface TwitterAccess {
  clientId: string;
  clientSecret: string;
  /** The API's origin; the public one unless a proxy or a test server stands in. */
  origin?: string;
}

/** 20 tweets, mixed results, full text (001 §7, §9). */
const COUNT = 20;
/** A column is read again at most this often per event, whatever the number of readers. */
const CACHE_MS = 2 * TIME.MINUTE;

/** The search of a configured twitter_query: hashes removed, separators (commas, semicolons, spaces) turned into OR. */
export function twitterSearch(query: string): string {
  return query
    .split(/[\s,;|]+/)
    .map((word) => word.replace(/^#+/, '').trim())
    .filter(Boolean)
    .join(' OR ');
}

interface Status {
  id_str?: string;
  full_text?: string;
  text?: string;
  created_at?: string;
  user?: { name?: string; screen_name?: string };
  entities?: { media?: { media_url_https?: string }[] };
}

const toTweet = (s: Status): Tweet | null => {
  const text = s.full_text ?? s.text;
  if (!s.id_str || !text) return null;
  return {
    id: s.id_str,
    user: s.user?.name ?? s.user?.screen_name ?? '',
    handle: s.user?.screen_name ?? '',
    full_text: text,
    created_at: s.created_at ? Date.parse(s.created_at) || null : null,
    media: (s.entities?.media ?? []).flatMap((m) => (m.media_url_https ? [m.media_url_https] : [])),
  };
};

/**
 * The tweet column: an app token by client credentials, then the search, cached per query for 2 minutes.
 * Without access, or without a query, the column is empty; failures are only logged (001 §8).
 */
export function createTweets(
  access: TwitterAccess | undefined,
  logger: Logger,
  clock: { now(): number },
  fetcher: typeof fetch = fetch,
) {
  const origin = access?.origin ?? 'https://api.twitter.com';
  let token: string | null = null;
  const cache = new Map<string, { at: number; tweets: Tweet[] }>();

  async function appToken(a: TwitterAccess): Promise<string> {
    if (token) return token;
    const basic = Buffer.from(
      `${encodeURIComponent(a.clientId)}:${encodeURIComponent(a.clientSecret)}`,
    ).toString('base64');
    const res = await fetcher(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new Error(`token request answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string };
    if (!body.access_token) throw new Error('token reply without access_token');
    token = body.access_token;
    return token;
  }

  return {
    async forQuery(query: string | undefined): Promise<Tweet[]> {
      const search = query ? twitterSearch(query) : '';
      if (!access || !search) return [];
      const held = cache.get(search);
      if (held && clock.now() - held.at < CACHE_MS) return held.tweets;
      try {
        const params = new URLSearchParams({
          q: search,
          result_type: 'mixed',
          count: String(COUNT),
          tweet_mode: 'extended',
        });
        const res = await fetcher(`${origin}/1.1/search/tweets.json?${params}`, {
          headers: { authorization: `Bearer ${await appToken(access)}` },
        });
        if (res.status === 401) token = null;
        if (!res.ok) throw new Error(`search answered ${res.status}`);
        const body = (await res.json()) as { statuses?: Status[] };
        const tweets = (body.statuses ?? []).flatMap((s) => toTweet(s) ?? []);
        cache.set(search, { at: clock.now(), tweets });
        return tweets;
      } catch (err) {
        logger.warn({ err, search }, 'tweets could not be read');
        return held?.tweets ?? [];
      }
    },
  };
}
export type Tweets = ReturnType<typeof createTweets>;
