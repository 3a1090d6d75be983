import { type AccordionItem, accordionItems, screenType } from '../../../schemas/customScreen';
import type { CustomChildPage, CustomScreen, EventConfig } from '../../../schemas/eventConfig';
import { purify } from '../wall/sanitize';

/**
 * What organisers' page HTML may keep: DOMPurify's HTML profile (headings, lists, tables, images, links, ids
 * for anchors) without forms, styles sheets or anything that runs or frames.
 */
export const sanitizePageHtml = (html: string): string =>
  purify(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style', 'iframe', 'object', 'embed'],
  });

/** The address of an evaluation form to embed: an https address, or none. */
export function evaluationUrl(content: unknown): string | null {
  if (typeof content !== 'string') return null;
  try {
    const url = new URL(content.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const sanitizeItems = (items: AccordionItem[]): AccordionItem[] =>
  items.map((i) => ({ title: i.title, content: sanitizePageHtml(i.content) }));

/** A screen's content as it is kept: HTML sanitised, Accordion items read and sanitised, an evaluation's address checked. */
function sanitizeContent(screen: CustomScreen | CustomChildPage): unknown {
  if (screen.content === undefined) return undefined;
  const type = screenType(screen);
  if (type === 'Accordion') return sanitizeItems(accordionItems(screen.content));
  if (type === 'Evaluation') return evaluationUrl(screen.content) ?? undefined;
  return typeof screen.content === 'string' ? sanitizePageHtml(screen.content) : undefined;
}

function withContent<T extends CustomScreen | CustomChildPage>(screen: T): T {
  const { content: _, ...rest } = screen;
  const content = sanitizeContent(screen);
  return (content === undefined ? rest : { ...rest, content }) as T;
}

/** The configuration with its custom screens' content sanitised (when an event is stored). */
export function sanitizeCustomScreens(config: EventConfig): EventConfig {
  const screens = config.custom_html_screens;
  if (!screens) return config;
  return {
    ...config,
    custom_html_screens: screens.map((s) => {
      const screen = withContent(s);
      return s.child_pages ? { ...screen, child_pages: s.child_pages.map(withContent) } : screen;
    }),
  };
}
