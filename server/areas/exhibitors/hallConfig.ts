import type { EventConfig } from '../../../schemas/eventConfig';
import type { ExhibitorTag, Hall, HallOptions, TagCategory } from '../../../schemas/exhibitorDirectory';

/**
 * Reads the hall settings of the event configuration (`exhibitor_hall_config`, loose JSON): the main hall and
 * its `additional_halls`, each hall's hide options (an additional hall's own override the main hall's), the
 * company list it is limited to and the companies it hides (docs/decisions.md).
 */

type Loose = Record<string, unknown>;
const record = (v: unknown): Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {};
const isOn = (v: unknown) => v === true || v === 1 || v === '1';
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const textsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
const idsOf = (v: unknown): Set<number> | null =>
  Array.isArray(v) ? new Set(v.map(Number).filter((n) => Number.isInteger(n))) : null;

export interface HallDef {
  readonly hall: Hall;
  /** Only these companies, when the hall lists them. */
  readonly only: Set<number> | null;
  /** Companies left out of the directory; all when the hall hides its exhibitors. */
  readonly hidden: Set<number> | 'all';
  readonly hideOthers: boolean;
  readonly tags: ExhibitorTag[];
  readonly tagCategories: TagCategory[];
  readonly privacyUrl: string | null;
  readonly privacyInfo: string | null;
  readonly rotatorImages: string[];
  /** Badge labels whose holders get no booth video rooms (002 §2 "hidden by badge label"). */
  readonly videoRoomsHiddenFor: string[];
}

const OPTION_KEYS = [
  'hide_filters',
  'hide_suggestions',
  'hide_categories',
  'hide_description_text',
  'hide_jitsi',
  'hide_meeting_scheduler',
  'hide_support_level',
] as const;

function pick(key: string, own: Loose, main: Loose): unknown {
  return key in own ? own[key] : main[key];
}

function tagsOf(v: unknown): ExhibitorTag[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((t) => {
    const r = record(t);
    const label = text(r.label);
    return (typeof r.id === 'string' || typeof r.id === 'number') && label
      ? [{ id: String(r.id), label }]
      : [];
  });
}

function categoriesOf(v: unknown): TagCategory[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((c) => {
    const r = record(c);
    const label = text(r.label) ?? text(r.name);
    if ((typeof r.id !== 'string' && typeof r.id !== 'number') || !label) return [];
    const tags = Array.isArray(r.tags) ? r.tags.map(String) : [];
    return [{ id: String(r.id), label, tags }];
  });
}

function adOf(own: Loose, main: Loose): Hall['ad'] {
  const ad = record(pick('ad', own, main));
  const url = text(ad.video_url) ?? text(pick('ad_video_url', own, main));
  return url ? { video_url: url, skippable: !isOn(ad.hide_skip) } : null;
}

function hiddenOf(v: unknown): Set<number> | 'all' {
  if (isOn(v)) return 'all';
  return idsOf(v) ?? new Set();
}

/** The hall of `hallId` (the main hall when null), or null when the event has no such hall. */
export function hallOf(config: EventConfig, hallId: string | null): HallDef | null {
  const main = record(config.exhibitor_hall_config);
  let own: Loose = {};
  if (hallId !== null) {
    const halls = Array.isArray(main.additional_halls) ? main.additional_halls : [];
    const found = halls.map(record).find((h) => String(h.id) === hallId);
    if (!found) return null;
    own = found;
  }
  const options = Object.fromEntries(OPTION_KEYS.map((k) => [k, isOn(pick(k, own, main))])) as Omit<
    HallOptions,
    'status_enabled'
  >;
  const status = pick('exhibitorStatusEnabled', own, main);
  const hall: Hall = {
    id: hallId,
    title: hallId === null ? text(main.title) : (text(own.label) ?? text(own.title)),
    options: { ...options, status_enabled: status === undefined || isOn(status) },
    ad: adOf(own, main),
  };
  const rotator = pick('rotator_images', own, main);
  return {
    hall,
    only: idsOf(own.exhibitors ?? (hallId === null ? main.exhibitors : undefined)),
    hidden: hiddenOf(pick('hide_exhibitors', own, main)),
    hideOthers: isOn(pick('hide_others', own, main)),
    tags: tagsOf(pick('tags', own, main)),
    tagCategories: categoriesOf(pick('tag_categories', own, main)),
    privacyUrl: text(pick('privacy_policy_url', own, main)),
    privacyInfo: text(pick('privacy_info', own, main)),
    rotatorImages: Array.isArray(rotator) ? rotator.filter((u): u is string => typeof u === 'string') : [],
    videoRoomsHiddenFor: textsOf(pick('hide_video_rooms_badges', own, main)),
  };
}

/** Every hall of the event: the main one, then its additional halls. */
export function hallsOf(config: EventConfig): HallDef[] {
  const main = record(config.exhibitor_hall_config);
  const halls = Array.isArray(main.additional_halls) ? main.additional_halls : [];
  const ids = halls.map((h) => record(h).id).filter((id) => typeof id === 'string' || typeof id === 'number');
  return [null, ...ids.map(String)].flatMap((id) => hallOf(config, id) ?? []);
}

/**
 * The raffle's configured success title and message (002 §8 "the configured or server message and title"): the
 * main hall's `raffle_success_title` and `raffle_success_message`, null where not configured.
 */
export function raffleSuccessTexts(config: EventConfig): { title: string | null; message: string | null } {
  const main = record(config.exhibitor_hall_config);
  return { title: text(main.raffle_success_title), message: text(main.raffle_success_message) };
}

/** Whether the hall lists the company in its directory. */
export function hallLists(def: HallDef, compId: number): boolean {
  if (def.hidden === 'all' || def.hidden.has(compId)) return false;
  return def.only === null || def.only.has(compId);
}

/** Whether the company's booth can be opened in the hall (hidden companies keep their booth, for pinned links). */
export function hallHas(def: HallDef, compId: number): boolean {
  return def.only === null || def.only.has(compId);
}

export interface ConfiguredLevel {
  label: string;
  order: number;
  value: string;
}

/** The sponsor levels of `sponsor_config.levels`. */
export function configuredLevels(config: EventConfig): ConfiguredLevel[] {
  const levels = record(config.sponsor_config).levels;
  if (!Array.isArray(levels)) return [];
  return levels.flatMap((l) => {
    const r = record(l);
    const label = text(r.label);
    return label && typeof r.order === 'number'
      ? [{ label, order: r.order, value: text(r.value) ?? label.toLowerCase() }]
      : [];
  });
}
