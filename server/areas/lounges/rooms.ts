import type { EventConfig } from '../../../schemas/eventConfig';
import { isOn } from '../../../schemas/eventConfig';
import type { LoungeSchedule } from '../../../schemas/lounge';

/** A lounge of the configuration in one shape, whichever form the organiser wrote. */
export interface LoungeDef {
  id: string;
  label: string;
  category: string | null;
  access: 'public' | 'private';
  scheduled: boolean;
  /** By start. */
  schedules: readonly LoungeSchedule[];
  /** max_users, else lobby_max_capacity; null: no limit. */
  capacity: number | null;
  moderators: readonly string[];
  allowedBadges: readonly number[];
  branding: {
    logo: string | null;
    video: string | null;
    label: string | null;
    external_url: string | null;
    extra_image: string | null;
    hideSkip: boolean;
  };
}

/** The id of a room of the legacy form, made from its name ("Coffee Corner" → "coffee-corner"). */
export const legacyLoungeId = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64) || 'lounge';

const positive = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : null);

/**
 * The configuration's lounges (001 §3): entries as they are, and the legacy plain names as public, always-open
 * rooms with their sponsor's logo and video from `lobby_sponsors`. Ids are unique: a later entry with an id
 * already taken is left out.
 */
export function loungesOf(config: EventConfig): LoungeDef[] {
  const fallbackCapacity = positive(config.lobby_max_capacity);
  const seen = new Set<string>();
  const out: LoungeDef[] = [];
  for (const entry of config.lobbies ?? []) {
    const def: LoungeDef =
      typeof entry === 'string'
        ? {
            id: legacyLoungeId(entry),
            label: entry,
            category: null,
            access: 'public',
            scheduled: false,
            schedules: [],
            capacity: fallbackCapacity,
            moderators: [],
            allowedBadges: [],
            branding: {
              logo: config.lobby_sponsors?.[entry]?.logo ?? null,
              video: config.lobby_sponsors?.[entry]?.video ?? null,
              label: null,
              external_url: null,
              extra_image: null,
              hideSkip: false,
            },
          }
        : {
            id: String(entry.id),
            label: entry.label,
            category: entry.category_id === undefined ? null : String(entry.category_id),
            access: entry.access ?? 'public',
            scheduled: entry.type === 'scheduled',
            schedules: [...(entry.schedules ?? [])].sort((a, b) => a.start - b.start),
            capacity: positive(entry.max_users) ?? fallbackCapacity,
            moderators: entry.moderator ?? [],
            allowedBadges: entry.allowed_contacts ?? [],
            branding: {
              logo: entry.branding?.logo ?? null,
              video: entry.branding?.video ?? null,
              label: entry.branding?.label ?? null,
              external_url: entry.branding?.external_url ?? null,
              extra_image: entry.branding?.extra_image ?? null,
              hideSkip: isOn(entry.branding?.hide_skip),
            },
          };
    if (seen.has(def.id)) continue;
    seen.add(def.id);
    out.push(def);
  }
  return out;
}
