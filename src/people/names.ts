import { type EventConfig, isOn } from '../../schemas/eventConfig';

type FlagValue = boolean | 0 | 1 | undefined;

/** How names are written (002 §3 attendee_name): prefix, middle name, suffix and degrees shown or not. */
export interface NameRules {
  readonly prefix: boolean;
  readonly middle: boolean;
  readonly suffix: boolean;
  readonly degrees: boolean;
}

export function nameRules(config: Pick<EventConfig, 'attendee_name'>): NameRules {
  const c = (
    typeof config.attendee_name === 'object' && config.attendee_name !== null ? config.attendee_name : {}
  ) as Record<string, FlagValue>;
  return {
    prefix: !isOn(c.hide_prefix),
    middle: isOn(c.show_middle_name),
    suffix: isOn(c.show_name_suffix),
    degrees: !isOn(c.hide_degrees),
  };
}

export interface NamedPerson {
  readonly Mr: string;
  readonly Firstname: string;
  readonly Middle?: string | undefined;
  readonly Lastname: string;
  readonly Namesuffix?: string | undefined;
}

/** Prefix, first, middle and last name and suffix, as the event writes names. */
export const personName = (p: NamedPerson, rules: NameRules) =>
  [
    rules.prefix ? p.Mr : '',
    p.Firstname,
    rules.middle ? p.Middle : '',
    p.Lastname,
    rules.suffix ? p.Namesuffix : '',
  ]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** The name with its degrees after a comma, when the event shows degrees. */
export const nameWithDegrees = (
  p: NamedPerson & { readonly ContactDegrees?: string | undefined },
  rules: NameRules,
) => [personName(p, rules), rules.degrees ? p.ContactDegrees?.trim() : ''].filter(Boolean).join(', ');

/** City, state and country, those given. */
export const placeOf = (p: { readonly City?: string; readonly State?: string; readonly Country?: string }) =>
  [p.City, p.State, p.Country].filter(Boolean).join(', ');
