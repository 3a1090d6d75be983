import {
  accordionItems,
  CUSTOM_SCREEN_TEXT,
  type CustomScreenReply,
  HOT_KEYS,
  type HotKey,
  screenType,
} from '../../../schemas/customScreen';
import { Forbidden, NotFound } from '../../../schemas/errors';
import {
  type CustomChildPage,
  type CustomScreen,
  type EventConfig,
  isOn,
} from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { evaluationUrl, sanitizePageHtml } from './sanitize';

type Viewer = Pick<UserRow, 'isAdmin' | 'badges'>;
type AnyScreen = CustomScreen | CustomChildPage;

/** Whether the user may see a screen: admins all; with `badges`, holders of one of them; otherwise everyone. */
export function maySee(screen: AnyScreen, user: Viewer): boolean {
  if (user.isAdmin || !screen.badges?.length) return true;
  return screen.badges.some((b) => user.badges.some((mine) => String(mine) === String(b)));
}

const withoutContent = <T extends AnyScreen>(screen: T): T => {
  const { content: _, ...rest } = screen;
  return rest as T;
};

/**
 * The custom screens of the settings reply: only those the user may see (a child page also needs its
 * parent), named without their content, which GET /api/custom-screens serves.
 */
export function screensForSettings(config: EventConfig, user: Viewer): EventConfig {
  const screens = config.custom_html_screens;
  if (!screens) return config;
  return {
    ...config,
    custom_html_screens: screens
      .filter((s) => maySee(s, user))
      .map((s) => {
        const screen = withoutContent(s);
        const children = s.child_pages?.filter((c) => maySee(c, user)).map(withoutContent);
        return children ? { ...screen, child_pages: children } : screen;
      }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hotKeyValues = (user: UserRow): Record<HotKey, string> => ({
  Firstname: user.firstname,
  Lastname: user.lastname,
  Email: user.email,
  Company: user.company,
  uuid: user.uuid,
});

/** `{{Firstname}}` and the other hot keys replaced by the user's values, escaped for HTML. */
function fillHotKeys(html: string, user: UserRow): string {
  const values = hotKeyValues(user);
  return html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) =>
    (HOT_KEYS as readonly string[]).includes(key) ? escapeHtml(values[key as HotKey]) : whole,
  );
}

/** A screen and its parent (for a child page) by id: a top-level screen, else a child page. */
function find(config: EventConfig, id: string, parentId: string | undefined) {
  const screens = config.custom_html_screens ?? [];
  const same = (s: AnyScreen, want: string) => String(s.id) === want;
  if (parentId !== undefined) {
    const parent = screens.find((s) => same(s, parentId));
    const child = parent?.child_pages?.find((c) => same(c, id));
    return parent && child ? { screen: child, parent } : null;
  }
  const top = screens.find((s) => same(s, id));
  if (top) return { screen: top, parent: null };
  for (const parent of screens) {
    const child = parent.child_pages?.find((c) => same(c, id));
    if (child) return { screen: child, parent };
  }
  return null;
}

/**
 * One custom screen as the user sees it (002 §2, §7 page_content_hot_keys): its HTML or Accordion items
 * sanitised (again: events stored before sanitising, or written to the database by hand, are safe too), hot
 * keys filled when it has them, an Evaluation screen's form address when it is https. External-link screens
 * have no page (404); screens the user may not see are refused (403).
 */
export function customScreenOf(
  { event, user }: { event: EventRow; user: UserRow },
  id: string,
  parentId?: string,
): CustomScreenReply {
  const found = find(event.config, id, parentId);
  if (!found || found.screen.href) throw new NotFound({ message: CUSTOM_SCREEN_TEXT.NOT_FOUND });
  const { screen, parent } = found;
  if (!maySee(screen, user) || (parent && !maySee(parent, user)))
    throw new Forbidden({ message: CUSTOM_SCREEN_TEXT.NOT_AVAILABLE });
  const type = screenType(screen);
  const personal = (html: string) => {
    const clean = sanitizePageHtml(html);
    return isOn(screen.has_hot_keys) ? fillHotKeys(clean, user) : clean;
  };
  return {
    id: String(screen.id),
    parent_id: parent ? String(parent.id) : null,
    type,
    title: screen.title,
    html: type === 'HTML' && typeof screen.content === 'string' ? personal(screen.content) : '',
    items:
      type === 'Accordion'
        ? accordionItems(screen.content).map((i) => ({ title: i.title, content: personal(i.content) }))
        : [],
    evaluation_url: type === 'Evaluation' ? evaluationUrl(screen.content) : null,
    social_feed: isOn(screen.social_feed),
  };
}
