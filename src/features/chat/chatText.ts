import type { ChatMessage } from '../../../schemas/chatSocket';
import { CHAT } from '../../../schemas/constants';
import { formatInstant } from '../../i18n/dates';

/** A conversation's preview (001 §9): the first 25 characters of its last message, then '...' when longer. */
export function previewOf(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > CHAT.PREVIEW_CHARS
    ? `${chars.slice(0, CHAT.PREVIEW_CHARS).join('')}...`
    : chars.join('');
}

/** A message's time as 'MMM DD, h:mm a' in the conference time zone and the user's language. */
export const messageTime = (
  m: Pick<ChatMessage, 'ts'>,
  language: string,
  timeZone: string | null | undefined,
) => formatInstant(m.ts * 1000, { language, timeZone, style: 'monthDayTime' });
