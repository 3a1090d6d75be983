import { Schema } from 'effect';
import { SignedInUser } from './user';

/**
 * What the browser keeps of a sign-in, per event (000 §4): the user, the API token and the login id.
 * Kept in localStorage, or in a cookie valid 2 days when localStorage is unavailable; the event settings and
 * contact card are loaded again from the API when the login is restored.
 */
export const StoredLogin = Schema.Struct({
  user: SignedInUser,
  token: Schema.String,
  loginId: Schema.String,
});
export type StoredLogin = typeof StoredLogin.Type;
