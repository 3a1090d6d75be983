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

/** A post's HTML as it is stored and sent: DOMPurify on a jsdom window, made once. */
export function sanitizePostHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] }).trim();
}

/** Whether sanitised HTML says anything (an empty paragraph does not). */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
