import { Schema } from 'effect';

/** The contact card of one attendee (001 §3): what any attendee may see of another. */
export const Contact = Schema.Struct({
  uuid: Schema.String,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Company: Schema.optionalWith(Schema.NullOr(Schema.String), { exact: true }),
  Picture: Schema.optionalWith(Schema.NullOr(Schema.String), { exact: true }),
  Country: Schema.optionalWith(Schema.NullOr(Schema.String), { exact: true }),
  Mr: Schema.optionalWith(Schema.NullOr(Schema.String), { exact: true }),
});
export type Contact = typeof Contact.Type;

/** POST /api/contact/:sourceHex */
export const ContactsReply = Schema.Struct({ contacts: Schema.Array(Contact) });
