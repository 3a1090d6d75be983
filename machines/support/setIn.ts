/**
 * A copy of `doc` with the value at `path` replaced; `undefined` removes the key (an optional field left empty),
 * and an object left without keys is removed from its parent too, so an emptied group does not stay as `{}`.
 */
export function setIn(
  doc: Readonly<Record<string, unknown>>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return { ...doc };
  const copy: Record<string, unknown> = { ...doc };
  const next =
    rest.length === 0
      ? value
      : (() => {
          const child = doc[key];
          const inner = setIn(
            typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : {},
            rest,
            value,
          );
          return Object.keys(inner).length === 0 ? undefined : inner;
        })();
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** The value at `path`, or undefined. */
export function getIn(doc: unknown, path: readonly string[]): unknown {
  let at = doc;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}
