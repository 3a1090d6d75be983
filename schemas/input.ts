import { Schema } from 'effect';

/**
 * What every value of a request must be before it reaches the database: text that PostgreSQL can store (no NUL,
 * no unpaired UTF-16 surrogate, which has no UTF-8 form) and ids within PostgreSQL's `integer`. Request schemas
 * build their strings and ids from these, so that a bad value is a 400 naming its field, never a database error.
 */

/** The largest PostgreSQL `integer`. */
export const INT32_MAX = 2_147_483_647;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL text (and jsonb) can hold this string as it is. */
export const isStorableText = (s: string) => !s.includes('\u0000') && !UNPAIRED_SURROGATE.test(s);

/** A string PostgreSQL can store. */
export const Text = Schema.String.pipe(
  Schema.filter(isStorableText, { message: () => 'contains characters that cannot be stored' }),
);

/** Storable text of at most `max` characters. */
export const TextUpTo = (max: number) =>
  Text.pipe(Schema.maxLength(max, { message: () => `must be at most ${max} characters` }));

/** Storable text without leading and trailing white space, of at most `max` characters. */
export const TrimmedUpTo = (max: number) => Schema.compose(TextUpTo(max), Schema.Trim);

/** A whole number id that fits a PostgreSQL `integer` and is not negative. */
export const IntId = (name: string) =>
  Schema.Number.pipe(
    Schema.int({ message: () => `${name} must be a whole number` }),
    Schema.between(0, INT32_MAX, { message: () => `${name} must be between 0 and ${INT32_MAX}` }),
  );

/**
 * The same id in a query string or path: decimal digits only (no sign, exponent, hex or spaces), at most ten of
 * them, within a PostgreSQL `integer`.
 */
export const IntIdParam = (name: string) =>
  Schema.compose(
    Schema.String.pipe(Schema.pattern(/^\d{1,10}$/, { message: () => `${name} must be a whole number` })),
    Schema.NumberFromString,
  ).pipe(Schema.between(0, INT32_MAX, { message: () => `${name} must be between 0 and ${INT32_MAX}` }));
