import { Schema } from 'effect';
import { TextUpTo, TrimmedUpTo } from './input';

const Required = (message: string, max: number) =>
  TrimmedUpTo(max).pipe(Schema.nonEmptyString({ message: () => message }));

/** POST /api/support: the Support modal (and the sign-in page's support form) mails the event's support address. */
export const SupportRequest = Schema.Struct({
  Source: TextUpTo(200),
  confurlid: Schema.optionalWith(TextUpTo(200), { exact: true }),
  user_uuid: Schema.optionalWith(TextUpTo(200), { exact: true }),
  Name: Required('Please input your name!', 200),
  Email: Required('Please input your E-mail!', 320).pipe(
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'The input is not valid E-mail!' }),
  ),
  Description: Required('Please input your message!', 10_000),
});
export type SupportRequest = typeof SupportRequest.Type;

/** The reply: a non-empty text the modal answers with 'Support email sent'. */
export const SupportReply = Schema.Struct({ message: Schema.String });
export type SupportReply = typeof SupportReply.Type;
