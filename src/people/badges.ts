import { BADGES } from '../../schemas/constants';
import { type EventConfig, isOn } from '../../schemas/eventConfig';
import type { BadgeName } from '../../schemas/program';

/** A badge as shown: its label (a text key for the defaults), its border colour, and its text colour if set. */
export interface ShownBadge {
  readonly id: number | null;
  readonly label: string;
  readonly labelKey?: 'profile.defaultBadge' | 'profile.nonAttendeeAuthor';
  readonly color: string;
}

/**
 * The badges a person shows (000 §5, 002 §5): hidden badges never, at most 4, each in its configured colour;
 * when user badges are disabled or none is left, the default 'Attendee' badge (or the non-registered author
 * label).
 */
export function shownBadges(
  person: { readonly badges: readonly number[]; readonly nonattendee_author: boolean },
  config: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>,
): ShownBadge[] {
  const byId = new Map((config.attendee_badges ?? []).map((b) => [b.id, b]));
  const shown = isOn(config.disable_user_badges)
    ? []
    : person.badges.flatMap((id): ShownBadge[] => {
        const b = byId.get(id);
        return b && !isOn(b.hidden)
          ? [{ id, label: b.label, color: b.bgColor ?? BADGES.BORDER_DEFAULT_COLOR }]
          : [];
      });
  if (shown.length > 0) return shown.slice(0, BADGES.MAX_ON_CARD);
  return [
    person.nonattendee_author
      ? { id: null, label: '', labelKey: 'profile.nonAttendeeAuthor', color: BADGES.BORDER_DEFAULT_COLOR }
      : { id: null, label: '', labelKey: 'profile.defaultBadge', color: BADGES.BORDER_DEFAULT_COLOR },
  ];
}

/** The badges a directory may filter by: those configured and not hidden. */
export const filterableBadges = (config: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>) =>
  isOn(config.disable_user_badges) ? [] : (config.attendee_badges ?? []).filter((b) => !isOn(b.hidden));

/** The name printed on a badge (002 §5): badge_overwrite's parts replace the first and last name, those given. */
export function badgeName(person: {
  readonly Firstname: string;
  readonly Lastname: string;
  readonly badge_overwrite?: BadgeName | null | undefined;
}): BadgeName {
  const o = person.badge_overwrite;
  return {
    Firstname: o?.Firstname.trim() || person.Firstname,
    Lastname: o?.Lastname.trim() || person.Lastname,
  };
}
