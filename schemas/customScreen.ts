import { Schema } from 'effect';
import type { CustomChildPage, CustomScreen, CustomScreenType } from './eventConfig';

/**
 * Custom screens (002 §2 "Custom screens", §3): the settings reply names the screens a user may see without
 * their content; GET /api/custom-screens/{id} (or {parentId}/{id} for a child page) serves one screen's content,
 * sanitised, with its hot keys filled when it has them.
 */

/** One item of an Accordion screen: a title (text) and its content (HTML). */
export const AccordionItem = Schema.Struct({ title: Schema.String, content: Schema.String });
export type AccordionItem = typeof AccordionItem.Type;

export const CustomScreenReply = Schema.Struct({
  id: Schema.String,
  /** The parent screen's id, for a child page. */
  parent_id: Schema.NullOr(Schema.String),
  type: Schema.Literal('Evaluation', 'HTML', 'Accordion'),
  title: Schema.String,
  /** HTML screens: the sanitised content. */
  html: Schema.String,
  /** Accordion screens: the items. */
  items: Schema.Array(AccordionItem),
  /** Evaluation screens: the form's address (https), when it has a usable one. */
  evaluation_url: Schema.NullOr(Schema.String),
  social_feed: Schema.Boolean,
});
export type CustomScreenReply = typeof CustomScreenReply.Type;

const ScreenId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, {
    message: () => 'a screen id is 1 to 64 letters, digits, hyphens or underscores',
  }),
);
export const CustomScreenParams = Schema.Struct({ id: ScreenId, parentId: Schema.optional(ScreenId) });

/** The hot keys a screen with `has_hot_keys` may hold, filled with the signed-in user's fields (ours). */
export const HOT_KEYS = ['Firstname', 'Lastname', 'Email', 'Company', 'uuid'] as const;
export type HotKey = (typeof HOT_KEYS)[number];

export const CUSTOM_SCREEN_TEXT = {
  NOT_FOUND: 'No such page',
  NOT_AVAILABLE: 'This page is not available to you.',
} as const;

type AnyScreen = CustomScreen | CustomChildPage;
export const screenType = (s: AnyScreen): CustomScreenType => s.type ?? 'HTML';

/**
 * Where a screen shows (000 §2): Accordion screens at /main/faq/{id}, the others at /main/CustomScreen/{id},
 * child pages at /main/CustomScreen/{parentId}/{id}.
 */
export function customScreenPath(screen: AnyScreen, parentId?: string | number): string {
  const id = encodeURIComponent(String(screen.id));
  if (screenType(screen) === 'Accordion') return `/main/faq/${id}`;
  return parentId === undefined
    ? `/main/CustomScreen/${id}`
    : `/main/CustomScreen/${encodeURIComponent(String(parentId))}/${id}`;
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** An Accordion screen's items from its content: `{ title, content }` (or `Title`/`Content`) entries. */
export function accordionItems(content: unknown): AccordionItem[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((entry): AccordionItem[] => {
    const r = record(entry);
    const title = r?.title ?? r?.Title;
    const body = r?.content ?? r?.Content;
    return typeof title === 'string' && typeof body === 'string' ? [{ title, content: body }] : [];
  });
}
