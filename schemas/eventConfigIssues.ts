import { Either, ParseResult, Schema } from 'effect';
import { EventConfig } from './eventConfig';
import type { FieldError } from './errors';

/** One message per field: the alternatives of a union ("Expected boolean, actual ..." for each) become one. */
function mergeByPath(issues: readonly FieldError[]): FieldError[] {
  const byPath = new Map<string, string[]>();
  for (const i of issues) byPath.set(i.path, [...(byPath.get(i.path) ?? []), i.message]);
  return [...byPath].map(([path, messages]) => {
    const expected = messages.map((m) => /^Expected (.+), actual (.+)$/s.exec(m));
    if (messages.length > 1 && expected.every((m) => m !== null && m[2] === expected[0]?.[2])) {
      const kinds = expected.map((m) => m?.[1]).join(' or ');
      return { path, message: `Expected ${kinds}, actual ${expected[0]?.[2]}` };
    }
    return { path, message: messages.join('; ') };
  });
}

export type EventConfigCheck =
  | { readonly ok: true; readonly config: EventConfig }
  | { readonly ok: false; readonly fields: readonly FieldError[] };

/**
 * Checks an event configuration document against its schema: the document, or every wrong field named by its
 * dotted path (`login_form.password`). Fields the schema does not know are kept (organisers' flags). The server
 * stores nothing that fails; the settings editor shows the same messages next to the fields before saving.
 */
export function checkEventConfig(raw: unknown): EventConfigCheck {
  const result = Schema.decodeUnknownEither(EventConfig, { errors: 'all', onExcessProperty: 'preserve' })(
    raw,
  );
  if (Either.isRight(result)) return { ok: true, config: result.right };
  const fields = mergeByPath(
    ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({
      path: i.path.join('.') || '(document)',
      message: i.message,
    })),
  );
  return { ok: false, fields };
}
