import { Schema } from 'effect';

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** What the relay delivers as instant_notification (001 §3 "Socket notification"). */
export const SocketNotification = Schema.Struct({
  type: Schema.Literal('instant_notification'),
  title: Schema.String,
  message: Schema.String,
  linkButtonTitle: opt(Schema.String),
  linkButtonURL: opt(Schema.String),
  contextType: opt(Schema.Literal('Session', 'Exhibitor', 'external_link', 'lounge')),
  contextId: opt(Schema.Union(Schema.String, Schema.Number)),
  contextInfo: opt(Schema.Unknown),
});
export type SocketNotification = typeof SocketNotification.Type;
