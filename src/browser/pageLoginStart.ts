import { Option, Schema } from 'effect';
import { LOGIN_START_ELEMENT, LoginStartReply } from '../../schemas/auth';

const decode = Schema.decodeUnknownOption(Schema.parseJson(LoginStartReply));

/**
 * The login settings that the server put in the sign-in page (server/http/routes/appPage.ts), when they are for
 * the event at `urlid`. Taken once: the element goes, so that a retry asks the server for fresh ones.
 */
export function takePageLoginStart(urlid: string): LoginStartReply | null {
  const element = globalThis.document?.getElementById(LOGIN_START_ELEMENT);
  if (!element) return null;
  element.remove();
  if (element.dataset.urlid !== urlid) return null;
  return Option.getOrNull(decode(element.textContent ?? ''));
}
