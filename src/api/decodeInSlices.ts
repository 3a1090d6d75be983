/**
 * Decodes a large reply without one long task: the reply's big lists (an array field, or a record field) are
 * decoded element by element, giving the main thread back whenever a slice has taken SLICE_MS, and the rest of
 * the reply with its own schema. The result and the failures are those of decoding the whole at once.
 */
import { Either, ParseResult, Schema } from 'effect';
import { yieldToMain } from './yieldToMain';

const SLICE_MS = 8;
const OPTIONS = { onExcessProperty: 'ignore' } as const;

type Decoded<A> = Either.Either<A, string>;

/** The schema of one element of a Struct's array or record field, with the kind of list it is. */
function elementOf(schema: Schema.Schema.Any, key: string) {
  const field = (schema as { fields?: Record<string, unknown> }).fields?.[key];
  if (!Schema.isSchema(field)) throw new Error(`${key} is not a required field of this reply's schema`);
  const ast = field.ast;
  const value = (field as { value?: unknown }).value;
  if (!Schema.isSchema(value)) throw new Error(`${key} is not a list in this reply's schema`);
  if (ast._tag === 'TupleType') return { kind: 'array' as const, element: value };
  // Only records keyed by any string: their keys need no decoding of their own.
  const key_ = (field as { key?: Schema.Schema.Any }).key;
  if (ast._tag === 'TypeLiteral' && key_?.ast._tag === 'StringKeyword')
    return { kind: 'record' as const, element: value };
  throw new Error(`${key} is not an array or a record in this reply's schema`);
}

const failureAt = (path: string, error: ParseResult.ParseError) =>
  `${path}: ${ParseResult.TreeFormatter.formatErrorSync(error)}`;

export async function decodeInSlices<A, I>(
  schema: Schema.Schema<A, I>,
  json: unknown,
  sliced: readonly string[],
  sliceMs = SLICE_MS,
): Promise<Decoded<A>> {
  const whole = () =>
    Either.mapLeft(Schema.decodeUnknownEither(schema)(json, OPTIONS), (e) =>
      ParseResult.TreeFormatter.formatErrorSync(e),
    );
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return whole();
  const reply = json as Record<string, unknown>;
  const lists = sliced.map((key) => ({
    key,
    ...elementOf(schema as Schema.Schema.Any, key),
    value: reply[key],
  }));
  // A list of the wrong shape fails as the whole reply's decoding says.
  for (const { kind, value } of lists) {
    const fits =
      kind === 'array'
        ? Array.isArray(value)
        : typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!fits) return whole();
  }
  const shell = Object.fromEntries(lists.map(({ key, kind }) => [key, kind === 'array' ? [] : {}]));
  const head = Schema.decodeUnknownEither(schema)({ ...reply, ...shell }, OPTIONS);
  if (Either.isLeft(head)) return Either.left(ParseResult.TreeFormatter.formatErrorSync(head.left));

  const result: Record<string, unknown> = { ...(head.right as Record<string, unknown>) };
  let sliceStart = performance.now();
  for (const { key, kind, element, value } of lists) {
    const decodeElement = Schema.decodeUnknownEither(element as Schema.Schema<unknown, unknown>);
    const entries: [string, unknown][] =
      kind === 'array' ? (value as unknown[]).map((v, i) => [String(i), v]) : Object.entries(value as object);
    const decoded: [string, unknown][] = [];
    for (const [at, v] of entries) {
      if (performance.now() - sliceStart > sliceMs) {
        await yieldToMain();
        sliceStart = performance.now();
      }
      const one = decodeElement(v, OPTIONS);
      if (Either.isLeft(one))
        return Either.left(failureAt(`["${key}"][${kind === 'array' ? at : JSON.stringify(at)}]`, one.left));
      decoded.push([at, one.right]);
    }
    result[key] = kind === 'array' ? decoded.map(([, v]) => v) : Object.fromEntries(decoded);
  }
  return Either.right(result as A);
}
