/**
 * The typed client of the API: every reply is decoded with its schema, every failure becomes an ApiError that
 * carries the HTTP status, the error code, the fields named by the server and its error_message.
 */
import { Either, ParseResult, Schema } from 'effect';
import {
  ExternalTokenReply,
  LoginFailure,
  LoginReply,
  LoginStartReply,
  type MagicLinkRequest,
  MessageReply,
  type PasswordLogin,
  SignupReply,
  type SignupRequest,
  type SsoLogin,
} from '../../schemas/auth';
import { type AnalyticsEvent, AnalyticsList, AnalyticsReply } from '../../schemas/analytics';
import { type ClientEvent, ClientLogReply } from '../../schemas/clientLog';
import { type ContactRequest, ContactsReply } from '../../schemas/contact';
import { EventConfig } from '../../schemas/eventConfig';
import { ErrorReply, type FieldError } from '../../schemas/errors';
import { type FlagRequest, FlagReply } from '../../schemas/flag';
import { type GameActionRequest, GameActionReply, GameReply, LeaderboardReply } from '../../schemas/game';
import { BUSY_RETRIES, busyRetryDelay, retryAfterSeconds } from './busyRetry';
import { decodeInSlices } from './decodeInSlices';
import { fetchInWorker } from './fetchInWorker';
import { parseJson } from './jsonSlices';
import type { ReplyDecoderName } from './replyDecoders';
import { SessionLogin } from '../../schemas/session';
import { type SupportRequest, SupportReply } from '../../schemas/support';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'The server cannot be reached. Please check your connection.';
export const SERVER_ERROR = 'Sorry, the server is going wrong';

export interface ApiOptions {
  /** The sign-in token of the page's login (held in memory), read at each call. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Called when a call that carried a token answers 401 (signed out elsewhere, or expired). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called when a call answers 5xx (the app shows 'Sorry, the server is going wrong'); quiet calls excepted. */
  onServerError?: (error: ApiError) => void;
  /** Told when calls start and stop waiting to be sent again after the server said it is busy (503). */
  onBusy?: (waiting: boolean) => void;
  /** Waits between tries of a busy call (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Makes the request of an upload that reports its progress (tests pass a fake). */
  xhr?: () => XMLHttpRequest;
}

/** What an upload with progress tells its caller as it goes. */
export interface UploadHandlers<A> {
  /** Bytes of the request body sent so far, of all. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** The whole body is sent; the server works on it now. */
  onUploaded?: () => void;
  /** Each line of the reply, decoded, as it arrives. */
  onLine: (line: A) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Sends one request of a call (fetch, or another way of fetching it). */
type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export function createApi(options: ApiOptions) {
  const doFetch: Fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  let waitingCalls = 0;

  /**
   * Fetches, and while the server answers 503 sends the same call again after a jittered wait: a busy server
   * handled none of it. The app is told while any call waits, to say so calmly instead of failing.
   */
  async function fetchPatiently(
    url: string,
    init: RequestInit,
    fetcher: Fetcher = doFetch,
  ): Promise<Response> {
    let res = await fetcher(url, init);
    if (res.status !== 503) return res;
    waitingCalls += 1;
    if (waitingCalls === 1) options.onBusy?.(true);
    try {
      for (let attempt = 0; res.status === 503 && attempt < BUSY_RETRIES; attempt++) {
        await sleep(busyRetryDelay(attempt, retryAfterSeconds(res.headers.get('retry-after')), random));
        res = await fetcher(url, init);
      }
      return res;
    } finally {
      waitingCalls -= 1;
      if (waitingCalls === 0) options.onBusy?.(false);
    }
  }

  interface CallInit {
    method?: Method;
    body?: unknown;
    token?: string | null;
    query?: Record<string, string>;
    /** A failure of this call never shows the server-error page (logging, background calls). */
    quiet?: boolean;
  }

  /** The ApiError of a reply that is not ok: the platform's ErrorReply, or the status for anything else. */
  function failure(status: number, statusText: string, text: string, token: string | null, quiet = false) {
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    // A reply of the platform carries an ErrorReply; anything else (a proxy's page) falls back to the status.
    const body = Schema.decodeUnknownEither(ErrorReply)(json, { onExcessProperty: 'ignore' });
    const parsed = Either.isRight(body) ? body.right : null;
    const message = parsed?.error_message || (status >= 500 ? SERVER_ERROR : statusText);
    const error = new ApiError(
      status,
      parsed?.error.code ?? 'http_error',
      message,
      parsed?.error.fields ?? [],
    );
    if (status === 401 && token) options.onUnauthorized?.(error);
    // Still busy after every try: the screen shows the server's calm message with its own Retry.
    if (status >= 500 && status !== 503 && !quiet) options.onServerError?.(error);
    return error;
  }

  /** Sends the call; answers the response when it is ok, otherwise throws the reply's error as an ApiError. */
  async function call(
    path: string,
    init: CallInit,
    accept: string,
    fetcher: Fetcher = doFetch,
  ): Promise<Response> {
    const token = init.token === undefined ? options.getToken() : init.token;
    const headers: Record<string, string> = { accept };
    // A form (an upload) goes as multipart/form-data, with the boundary the browser writes; anything else as JSON.
    const form = init.body instanceof FormData ? init.body : null;
    if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    let res: Response;
    try {
      res = await fetchPatiently(
        `/api${path}${query}`,
        {
          method: init.method ?? 'GET',
          headers,
          ...(init.body !== undefined ? { body: form ?? JSON.stringify(init.body) } : {}),
        },
        fetcher,
      );
    } catch {
      throw new ApiError(0, 'network', NETWORK_ERROR);
    }
    if (res.ok) return res;
    throw failure(res.status, res.statusText, await res.text(), token, init.quiet);
  }

  /** The reply's JSON; an empty or unreadable body is null (its schema then says what was expected). */
  async function replyJson(res: Response): Promise<unknown> {
    return parseJson(await res.text());
  }

  const badReply = (status: number, path: string, why: string) =>
    new ApiError(status, 'bad_reply', `Unexpected reply from ${path}: ${why}`);

  async function apiFetch<A, I>(schema: Schema.Schema<A, I>, path: string, init: CallInit = {}): Promise<A> {
    const res = await call(path, init, 'application/json');
    const decoded = Schema.decodeUnknownEither(schema)(await replyJson(res), { onExcessProperty: 'ignore' });
    if (Either.isLeft(decoded))
      throw badReply(res.status, path, ParseResult.TreeFormatter.formatErrorSync(decoded.left));
    return decoded.right;
  }

  /**
   * apiFetch of a large reply (a program snapshot), GET only: fetched and parsed by a worker (fetchInWorker) and
   * its `sliced` lists decoded in slices (decodeInSlices), so that the page stays responsive. With a `decoder`
   * (replyDecoders.ts, the same schema by name) the worker decodes it too and the page takes it as it comes.
   */
  async function apiFetchInSlices<A, I>(
    schema: Schema.Schema<A, I>,
    path: string,
    sliced: readonly string[],
    init: Omit<CallInit, 'method' | 'body'> = {},
    decoder?: ReplyDecoderName,
  ): Promise<A> {
    let json: unknown = null;
    let decodedInWorker = false;
    let wrong: string | undefined;
    const inWorker = async (url: string, request: RequestInit): Promise<Response> => {
      const reply = await fetchInWorker(url, request.headers as Record<string, string>, sliced, decoder);
      if (reply) {
        ({ json, wrong } = reply);
        decodedInWorker = reply.decoded;
        return reply.res;
      }
      const res = await doFetch(url, request);
      if (res.ok) json = await replyJson(res);
      return res;
    };
    const res = await call(path, init, 'application/json', inWorker);
    if (wrong !== undefined) throw badReply(res.status, path, wrong);
    if (decodedInWorker) return json as A;
    const decoded = await decodeInSlices(schema, json, sliced);
    if (Either.isLeft(decoded)) throw badReply(res.status, path, decoded.left);
    return decoded.right;
  }

  /** A file the API answers (a calendar, a document), as a Blob. */
  async function apiFile(path: string, accept: string): Promise<Blob> {
    return (await call(path, {}, accept)).blob();
  }

  /**
   * Sends a form (a file) and reads the reply as lines of JSON (application/x-ndjson) as they arrive: the
   * upload's progress and each decoded line go to the handlers; resolves when the reply ends. Through
   * XMLHttpRequest, the one browser API that reports an upload's progress. `signal` aborts it.
   */
  function uploadLines<A, I>(
    schema: Schema.Schema<A, I>,
    path: string,
    form: FormData,
    on: UploadHandlers<A>,
    signal?: AbortSignal,
  ): Promise<void> {
    const token = options.getToken();
    const decode = Schema.decodeUnknownEither(Schema.parseJson(schema), { onExcessProperty: 'ignore' });
    return new Promise<void>((resolve, reject) => {
      const xhr = options.xhr?.() ?? new XMLHttpRequest();
      let read = 0;
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        xhr.abort();
        reject(error);
      };
      /** The complete lines that came since the last read (and at the end, what is left). */
      const readLines = (final: boolean) => {
        const text = xhr.responseText;
        const end = final ? text.length : text.lastIndexOf('\n') + 1;
        if (end <= read) return;
        const lines = text.slice(read, end).split('\n');
        read = end;
        for (const line of lines) {
          if (!line.trim() || failed) continue;
          const decoded = decode(line);
          if (Either.isLeft(decoded)) {
            const problem = ParseResult.TreeFormatter.formatErrorSync(decoded.left);
            fail(new ApiError(xhr.status, 'bad_reply', `Unexpected reply from ${path}: ${problem}`));
            return;
          }
          try {
            on.onLine(decoded.right);
          } catch (error) {
            fail(error);
          }
        }
      };
      const ok = () => xhr.status >= 200 && xhr.status < 300;
      xhr.open('POST', `/api${path}`);
      xhr.setRequestHeader('accept', 'application/x-ndjson');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) on.onUploadProgress?.(e.loaded, e.total);
      };
      xhr.upload.onload = () => on.onUploaded?.();
      xhr.onprogress = () => {
        if (ok()) readLines(false);
      };
      xhr.onload = () => {
        if (!ok()) {
          fail(failure(xhr.status, xhr.statusText, xhr.responseText, token));
          return;
        }
        readLines(true);
        if (!failed) resolve();
      };
      xhr.onerror = () => fail(new ApiError(0, 'network', NETWORK_ERROR));
      if (signal) {
        if (signal.aborted) return fail(signal.reason);
        signal.addEventListener('abort', () => fail(signal.reason), { once: true });
      }
      xhr.send(form);
    });
  }

  const Empty = Schema.Unknown;
  const LoginAnswer = Schema.Union(LoginReply, LoginFailure);
  const SignupAnswer = Schema.Union(SignupReply, LoginFailure);

  return {
    apiFetch,
    apiFetchInSlices,
    apiFile,
    uploadLines,
    loginStart: (urlid: string) =>
      apiFetch(LoginStartReply, '/login-start', { token: null, query: urlid ? { conference: urlid } : {} }),
    login: (body: typeof PasswordLogin.Encoded) =>
      apiFetch(LoginAnswer, '/login', { method: 'POST', body, token: null }),
    loginWithToken: (body: typeof SsoLogin.Encoded) =>
      apiFetch(LoginAnswer, '/login', { method: 'POST', body, token: null }),
    signUp: (body: typeof SignupRequest.Encoded) =>
      apiFetch(SignupAnswer, '/signup', { method: 'POST', body, token: null }),
    requestMagicLink: (body: {
      sourceHex: string;
      urlid: string;
      conferenceId: string | number;
      email: string;
    }) =>
      apiFetch(MessageReply, '/auto-login-email', {
        method: 'POST',
        token: null,
        body: {
          CustomerSourceHexID: body.sourceHex,
          VirtualApp: body.urlid,
          conferenceid: body.conferenceId,
          clientEmail: body.email,
        } satisfies typeof MagicLinkRequest.Encoded,
      }),
    settings: (token: string, urlid: string) =>
      apiFetch(EventConfig, '/settings', { token, query: urlid ? { urlid } : {} }),
    contacts: (token: string, sourceHex: string, uuids: readonly string[]) =>
      apiFetch(ContactsReply, `/contact/${encodeURIComponent(sourceHex)}`, {
        method: 'POST',
        token,
        body: { uuids } satisfies typeof ContactRequest.Encoded,
      }),
    logout: (token: string) => apiFetch(Empty, '/logout', { method: 'POST', token }),
    /** A one-time token for a third party's single-sign-on link (never the session's own token). */
    externalToken: () => apiFetch(ExternalTokenReply, '/sso/external-token', { method: 'POST', body: {} }),
    /** The login this browser signed in with, from its HttpOnly login cookie, while the login is current. */
    resume: (urlid: string) =>
      apiFetch(SessionLogin, '/session/resume', {
        method: 'POST',
        token: null,
        body: urlid ? { urlid } : {},
      }),
    /** The Support modal; signed in or not (the token, when there is one, names the user). */
    support: (body: SupportRequest) => apiFetch(SupportReply, '/support', { method: 'POST', body }),
    clientLog: (body: ClientEvent) =>
      apiFetch(ClientLogReply, '/client-log', { method: 'POST', body, quiet: true }),
    /** The event log (001 §7): views, clicks, ad and video actions. */
    analytics: (body: AnalyticsEvent) =>
      apiFetch(AnalyticsReply, '/analytics', { method: 'POST', body, quiet: true }),
    /** The event's newest logged actions (admins). */
    analyticsNewest: () => apiFetch(AnalyticsList, '/analytics'),
    flag: (body: FlagRequest) => apiFetch(FlagReply, '/flags', { method: 'POST', body }),
    game: () => apiFetch(GameReply, '/game'),
    gameLeaderboard: () => apiFetch(LeaderboardReply, '/game/leaderboard'),
    /** An action only the browser sees, for the game tasks it completes (quiet: the game is no one's errand). */
    gameAction: (body: GameActionRequest) =>
      apiFetch(GameActionReply, '/game/actions', { method: 'POST', body, quiet: true }),
  };
}
export type Api = ReturnType<typeof createApi>;
