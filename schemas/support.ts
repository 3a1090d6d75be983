import { Schema } from 'effect';

const Required = (message: string) => Schema.Trim.pipe(Schema.nonEmptyString({ message: () => message }));

/** POST /api/support: the Support modal (and the sign-in page's support form) mails the event's support address. */
export const SupportRequest = Schema.Struct({
  Source: Schema.String,
  confurlid: Schema.optionalWith(Schema.String, { exact: true }),
  user_uuid: Schema.optionalWith(Schema.String, { exact: true }),
  Name: Required('Please input your name!').pipe(Schema.maxLength(200)),
  Email: Required('Please input your E-mail!').pipe(
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'The input is not valid E-mail!' }),
  ),
  Description: Required('Please input your message!').pipe(Schema.maxLength(10_000)),
});
export type SupportRequest = typeof SupportRequest.Type;

/** The reply: a non-empty text the modal answers with 'Support email sent'. */
export const SupportReply = Schema.Struct({ message: Schema.String });
export type SupportReply = typeof SupportReply.Type;
