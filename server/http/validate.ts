import { Either, ParseResult, Schema } from 'effect';
import type { Context } from 'hono';
import { BadRequest } from '../../schemas/errors';

/** Decodes a value at the edge; on failure throws BadRequest naming every wrong field. */
export function decode<A, I>(schema: Schema.Schema<A, I>, value: unknown, what = 'request'): A {
  const result = Schema.decodeUnknownEither(schema, { errors: 'all', onExcessProperty: 'ignore' })(value);
  if (Either.isRight(result)) return result.right;
  const issues = ParseResult.ArrayFormatter.formatErrorSync(result.left);
  const fields = issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message }));
  const first = fields[0];
  throw new BadRequest({
    message: first
      ? `Invalid ${what}: ${first.path === '(body)' ? '' : `${first.path}: `}${first.message}`
      : `Invalid ${what}`,
    fields,
  });
}

/** Reads and decodes a JSON body. */
export async function jsonBody<A, I>(c: Context, schema: Schema.Schema<A, I>): Promise<A> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new BadRequest({ message: 'The request body is not valid JSON' });
  }
  return decode(schema, raw);
}
