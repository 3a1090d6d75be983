/**
 * What the browser keeps for an event: the stored login (localStorage, or a cookie valid 2 days when
 * localStorage is unavailable, 000 §4), the privacy acceptance (cookie, 2 days) and the address a signed-out
 * visit was going to (sessionStorage, so a new tab starts fresh).
 */
import { Either, Schema } from 'effect';
import { adTurnCookie, cookieSafe } from '../../schemas/ads';
import { COOKIES, TIME } from '../../schemas/constants';
import { StoredLogin } from '../../schemas/session';

export interface BrowserStores {
  local: Storage | null;
  session: Storage | null;
  /** document, for cookies; null outside a browser. */
  document: Pick<Document, 'cookie'> | null;
}

/** localStorage and sessionStorage when they work (private modes and blocked storage throw). */
export function browserStores(win: Window | undefined = globalThis.window): BrowserStores {
  const usable = (get: () => Storage): Storage | null => {
    try {
      const s = get();
      const probe = '__probe__';
      s.setItem(probe, probe);
      s.removeItem(probe);
      return s;
    } catch {
      return null;
    }
  };
  if (!win) return { local: null, session: null, document: null };
  return {
    local: usable(() => win.localStorage),
    session: usable(() => win.sessionStorage),
    document: win.document,
  };
}

function readCookie(doc: Pick<Document, 'cookie'>, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
function writeCookie(doc: Pick<Document, 'cookie'>, name: string, value: string, days: number) {
  const maxAge = Math.round((days * TIME.DAY) / 1000);
  doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`;
}
function deleteCookie(doc: Pick<Document, 'cookie'>, name: string) {
  doc.cookie = `${name}=; max-age=0; path=/; samesite=lax`;
}

/** A media address without its signed query (expires, signature), which changes while the file stays the same. */
const unsigned = (url: string) => url.split('?')[0] as string;

const decodeLogin = (raw: string | null): StoredLogin | null => {
  if (!raw) return null;
  try {
    const r = Schema.decodeUnknownEither(Schema.parseJson(StoredLogin))(raw);
    return Either.isRight(r) ? r.right : null;
  } catch {
    return null;
  }
};

export function createEventStorage(eventKey: string, stores: BrowserStores) {
  const loginKey = `auth:${eventKey}`;
  const originKey = `origin:${eventKey}`;
  const privacyKey = 'privacy_accepted';
  const cookieName = `auth_${cookieSafe(eventKey)}`;
  const adRunCookie = `ad_run_${cookieSafe(eventKey)}`;

  const clearLogin = () => {
    stores.local?.removeItem(loginKey);
    if (stores.document) deleteCookie(stores.document, cookieName);
  };
  const clearOrigin = () => stores.session?.removeItem(originKey);

  return {
    readLogin(): StoredLogin | null {
      if (stores.local) return decodeLogin(stores.local.getItem(loginKey));
      return stores.document ? decodeLogin(readCookie(stores.document, cookieName)) : null;
    },
    writeLogin(login: StoredLogin) {
      const raw = JSON.stringify(login);
      if (stores.local) stores.local.setItem(loginKey, raw);
      else if (stores.document) writeCookie(stores.document, cookieName, raw, COOKIES.LOGIN_DAYS);
    },
    clearLogin,
    /** The address (within the event) a signed-out visit was going to. */
    readOrigin: (): string | null => stores.session?.getItem(originKey) ?? null,
    writeOrigin: (path: string) => stores.session?.setItem(originKey, path),
    clearOrigin,
    privacyAccepted: (): boolean =>
      stores.document ? readCookie(stores.document, privacyKey) === '1' : false,
    acceptPrivacy() {
      if (stores.document) writeCookie(stores.document, privacyKey, '1', COOKIES.PRIVACY_DAYS);
    },
    /**
     * The poster hall's intro video was dismissed: kept per video address (without its signed query, which
     * changes as signatures expire), and across sign-outs.
     */
    posterIntroDismissed: (video: string): boolean =>
      stores.local?.getItem(`poster-intro:${eventKey}:${unsigned(video)}`) === '1',
    dismissPosterIntro(video: string) {
      stores.local?.setItem(`poster-intro:${eventKey}:${unsigned(video)}`, '1');
    },
    /**
     * A hall's ad video ended or was skipped (002 §2 "not yet skipped"): kept per hall with the video's address
     * (without its signed query, so a new ad shows again), across sign-outs, like the poster hall's intro.
     */
    hallAdPassed: (hall: string, video: string): boolean =>
      stores.local?.getItem(`hall-ad:${eventKey}:${hall}`) === unsigned(video),
    recordHallAd(hall: string, video: string) {
      stores.local?.setItem(`hall-ad:${eventKey}:${hall}`, unsigned(video));
    },
    /** An itinerary reminder (item key and start) already shown: it never fires twice, across page loads. */
    reminderFired: (key: string): boolean => stores.local?.getItem(`reminder:${key}:${eventKey}`) === '1',
    recordReminder(key: string) {
      stores.local?.setItem(`reminder:${key}:${eventKey}`, '1');
    },
    /** Whose clock a user reads times in: the event's or the browser's (kept per user across sign-outs). */
    zoneChoice: (uuid: string): string | null =>
      stores.local?.getItem(`display-zone:${uuid}@${eventKey}`) ?? null,
    recordZoneChoice(uuid: string, choice: string) {
      stores.local?.setItem(`display-zone:${uuid}@${eventKey}`, choice);
    },
    /** The lobby's ad modal (its image address) was shown in this login: it shows once per sign-in. */
    lobbyAdSeen: (loginId: string, ad: string): boolean =>
      stores.local?.getItem(`lobby-ad:${loginId}:${eventKey}`) === ad,
    recordLobbyAd(loginId: string, ad: string) {
      stores.local?.setItem(`lobby-ad:${loginId}:${eventKey}`, ad);
    },
    /** An ad ran before a video less than an hour ago (001 §4: a cookie lasting 1/24 day). */
    adRanRecently: (): boolean =>
      stores.document ? readCookie(stores.document, adRunCookie) === '1' : false,
    recordAdRun() {
      if (stores.document) writeCookie(stores.document, adRunCookie, '1', COOKIES.AD_SKIP_DAYS);
    },
    /**
     * The turn of this page load at an ad place (001 §4 'Ads rotate by a cookie counter'): 0 the first time,
     * one more on each load, so each load starts at the next ad.
     */
    nextAdTurn(place: string): number {
      if (!stores.document) return 0;
      const name = adTurnCookie(eventKey, place);
      const turn = Number.parseInt(readCookie(stores.document, name) ?? '0', 10);
      const now = Number.isSafeInteger(turn) && turn >= 0 ? turn : 0;
      writeCookie(stores.document, name, String(now + 1), COOKIES.AD_TURN_DAYS);
      return now;
    },
    /** Everything this event keeps in the browser, at sign-out. */
    clearAll() {
      clearLogin();
      clearOrigin();
      if (stores.local) {
        for (let i = stores.local.length - 1; i >= 0; i--) {
          const k = stores.local.key(i);
          if (k?.endsWith(`:${eventKey}`)) stores.local.removeItem(k);
        }
      }
    },
  };
}
export type EventStorage = ReturnType<typeof createEventStorage>;
