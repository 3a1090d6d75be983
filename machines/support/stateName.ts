import type { StateValue } from 'xstate';

/** A state value as one dotted name (`signIn.failed`), for `data-state` attributes and view tests. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateName(child)}`))
    .join(' ');
}
