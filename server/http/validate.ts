import { Either, ParseResult, Schema } from 'effect';
import type { Context } from 'hono';
import { BadRequest, type FieldError } from '../../schemas/errors';

/** The most wrong fields one reply names. */
const MAX_FIELDS = 20;

/** Effect's own texts describe the schema and echo the value: the reply says what is wrong in plain words. */
const EFFECT_TEXT = /\bExpected\b|\bactual\b|Unable to decode|is missing|is unexpected/;
const PLAIN_TEXT: Record<ParseResult.ArrayFormatterIssue['_tag'], string> = {
  Missing: 'is required',
  Type: 'has the wrong type',
  Unexpected: 'is not allowed',
  Forbidden: 'is not valid',
  Refinement: 'is not valid',
  Transformation: 'is not valid',
  Pointer: 'is not valid',
  Composite: 'is not valid',
};

function fieldErrors(issues: readonly ParseResult.ArrayFormatterIssue[]): FieldError[] {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join('.') || '(body)';
    if (byPath.has(path)) continue;
    byPath.set(path, EFFECT_TEXT.test(issue.message) ? PLAIN_TEXT[issue._tag] : issue.message);
    if (byPath.size === MAX_FIELDS) break;
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}

/** Deeper JSON than any request has; deeper values are refused before decoding, which would recurse on them. */
const MAX_DEPTH = 32;

function isTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, depth] = next;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_DEPTH) return true;
    for (const child of Object.values(v)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Decodes a value at the edge; on failure throws BadRequest naming every wrong field. */
export function decode<A, I>(schema: Schema.Schema<A, I>, value: unknown, what = 'request'): A {
  if (isTooDeep(value)) {
    const message = `Invalid ${what}: nested more than ${MAX_DEPTH} levels deep`;
    throw new BadRequest({ message, fields: [{ path: '(body)', message }] });
  }
  const result = Schema.decodeUnknownEither(schema, { errors: 'all', onExcessProperty: 'ignore' })(value);
  if (Either.isRight(result)) return result.right;
  const fields = fieldErrors(ParseResult.ArrayFormatter.formatErrorSync(result.left));
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
