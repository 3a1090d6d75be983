import { Schema } from 'effect';
import { CACHE } from './constants';
import { TextUpTo } from './input';

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

/** POST /api/contact/:sourceHex: the cards of these attendees. */
export const ContactRequest = Schema.Struct({
  uuids: Schema.Array(TextUpTo(100)).pipe(
    Schema.maxItems(CACHE.CONTACT_BATCH_SIZE, {
      message: () => `At most ${CACHE.CONTACT_BATCH_SIZE} uuids a call`,
    }),
  ),
});
export type ContactRequest = typeof ContactRequest.Type;

/** POST /api/contact/:sourceHex */
export const ContactsReply = Schema.Struct({ contacts: Schema.Array(Contact) });
