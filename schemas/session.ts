import { Schema } from 'effect';
import { TextUpTo } from './input';
import { SignedInUser } from './user';

/**
 * What the browser keeps of a sign-in, per event (000 §4): who and which login, and no credential. The sign-in
 * token lives in the page's memory and in an HttpOnly cookie that only `POST /api/session/resume` reads, so a
 * script that runs in the page cannot carry the token away. Kept in localStorage, or in a cookie valid 2 days
 * when localStorage is unavailable.
 */
export const StoredLogin = Schema.Struct({
  uuid: Schema.String,
  loginId: Schema.String,
});
export type StoredLogin = typeof StoredLogin.Type;

/** A login held in the page's memory: the user, the API token and the login id. */
export const SessionLogin = Schema.Struct({
  user: SignedInUser,
  token: Schema.String,
  loginId: Schema.String,
});
export type SessionLogin = typeof SessionLogin.Type;

/** `POST /api/session/resume`: the event whose login cookie to read. */
export const ResumeRequest = Schema.Struct({
  urlid: Schema.optionalWith(TextUpTo(200), { exact: true }),
});
export type ResumeRequest = typeof ResumeRequest.Type;
