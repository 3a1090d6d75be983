import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The markup a post may keep: text formatting and links, nothing that runs or loads. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** HTML sanitised on the server: DOMPurify on a jsdom window, made once. */
export function purify(html: string, config: Parameters<ReturnType<typeof createDOMPurify>['sanitize']>[1]) {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return String(purifier.sanitize(html, config)).trim();
}

/** A post's HTML as it is stored and sent. */
export function sanitizePostHtml(html: string): string {
  return purify(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}

/** Whether sanitised HTML says anything (an empty paragraph does not). */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
