import { Schema } from 'effect';
import { UserId } from './ids';

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

/**
 * An author or chair of a session item (000 §3 Person): who they are as the program shows them. `uuid` is the
 * person's user; `contact_uuid` the contact card to open (the same user in this platform).
 */
export const Person = Schema.Struct({
  uuid: UserId,
  contact_uuid: opt(Schema.String),
  Firstname: Schema.String,
  Lastname: Schema.String,
  Mr: opt(Schema.String),
  Company: opt(Schema.String),
  Country: opt(Schema.String),
  Biography: opt(Schema.String),
  ContactDegrees: opt(Schema.String),
  Picture: opt(Schema.String),
  presenter: opt(Flag),
  author_role_ids: opt(Schema.Array(Schema.Union(Schema.Number, Schema.String))),
  chair_type: opt(Schema.String),
  badges: opt(Schema.Array(Schema.Number)),
});
export type Person = typeof Person.Type;
