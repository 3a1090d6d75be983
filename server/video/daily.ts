import { createHash } from 'node:crypto';
import type { VideoProvider } from './provider';
import { TIME, VIDEO_ROOM } from '../../schemas/constants';

/** Daily's REST API. */
export const DAILY_API_URL = 'https://api.daily.co/v1';
/** Meeting tokens last 8 hours; everyone is ejected after 2 hours in the room (000 §7). */
const TOKEN_HOURS = VIDEO_ROOM.TOKEN_EXPIRY / TIME.HOUR;
const EJECT_AFTER_S = VIDEO_ROOM.EJECT_AFTER_S;

export class DailyError extends Error {}

/**
 * Rooms and meeting tokens at Daily (000 §7 "A video-room provider is called directly"): GET /rooms/{name}, and
 * POST /rooms when it is missing (a 404 or a "not found" answer), then POST /meeting-tokens for the user.
 * Daily's room names are account-wide: each is a hash of the event and the platform's room name.
 */
export function dailyVideoProvider(opts: {
  apiKey: string;
  apiUrl?: string;
  clock: { now(): number };
  fetch: typeof fetch;
}): VideoProvider {
  const base = (opts.apiUrl ?? DAILY_API_URL).replace(/\/$/, '');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await opts.fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${opts.apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  };
  const isMissing = (r: { status: number; json: Record<string, unknown> }) =>
    r.status === 404 || /not[ -]found/i.test(`${String(r.json.error ?? '')} ${String(r.json.info ?? '')}`);

  async function roomUrl(name: string): Promise<string> {
    const found = await call('GET', `/rooms/${encodeURIComponent(name)}`);
    if (found.status === 200 && typeof found.json.url === 'string') return found.json.url;
    if (!isMissing(found)) throw new DailyError(`Daily answered ${found.status} for room ${name}`);
    const created = await call('POST', '/rooms', {
      name,
      privacy: 'public',
      properties: {
        start_video_off: false,
        start_audio_off: false,
        enable_screenshare: true,
        enable_people_ui: true,
        enable_pip_ui: true,
        enable_prejoin_ui: false,
        enable_network_ui: true,
        enable_recording: 'cloud',
      },
    });
    if (created.status !== 200 || typeof created.json.url !== 'string') {
      throw new DailyError(`Daily answered ${created.status} creating room ${name}`);
    }
    return created.json.url;
  }

  return {
    kind: 'daily',
    maxParticipants: null,
    async join(room, user) {
      const name = `r-${createHash('sha256').update(`${user.eventId}\x1f${room}`).digest('hex').slice(0, 40)}`;
      const url = await roomUrl(name);
      const exp = Math.floor(opts.clock.now() / 1000) + TOKEN_HOURS * 3600;
      const token = await call('POST', '/meeting-tokens', {
        properties: {
          room_name: name,
          user_name: user.name,
          user_id: user.uuid,
          is_owner: user.owner,
          enable_recording: user.owner ? 'cloud' : 'local',
          exp,
          eject_at_token_exp: true,
          eject_after_elapsed: EJECT_AFTER_S,
        },
      });
      if (token.status !== 200 || typeof token.json.token !== 'string') {
        throw new DailyError(`Daily answered ${token.status} for a meeting token`);
      }
      return { provider: 'daily', url, token: token.json.token };
    },
  };
}
