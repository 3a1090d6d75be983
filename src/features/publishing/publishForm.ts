import {
  NOTIFICATION_TEXT,
  type NotificationContext,
  type NotificationPost,
  type NotificationRequest,
  type NotificationType,
  notificationProblems,
} from '../../../schemas/notificationPost';
import { instantToZonedField, zonedFieldToInstant } from '../../i18n/dates';
import { htmlToText, textToHtml } from '../../ui/plainText';

/** The publishing form as typed: times as wall-clock fields of the conference time zone. */
export interface PublishFormValues {
  readonly type: NotificationType;
  readonly live: boolean;
  readonly lobby: boolean;
  readonly isSticky: boolean;
  readonly title: string;
  readonly message: string;
  readonly start: string;
  readonly end: string;
  readonly contextType: NotificationContext | '';
  readonly contextId: string;
  readonly linkButtonURL: string;
  readonly linkButtonTitle: string;
  readonly tags: string;
}

export const EMPTY_FORM: PublishFormValues = {
  type: 'instant',
  live: true,
  lobby: true,
  isSticky: false,
  title: '',
  message: '',
  start: '',
  end: '',
  contextType: '',
  contextId: '',
  linkButtonURL: '',
  linkButtonTitle: '',
  tags: '',
};

/** The request the form sends. */
export function requestOf(v: PublishFormValues, timeZone: string): typeof NotificationRequest.Encoded {
  const start = zonedFieldToInstant(v.start, timeZone);
  const end = zonedFieldToInstant(v.end, timeZone);
  const tags = v.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    type: v.type,
    actions: [...(v.live ? (['live'] as const) : []), ...(v.lobby ? (['lobby'] as const) : [])],
    isSticky: v.isSticky,
    title: v.title,
    message: v.message.trim() ? textToHtml(v.message) : '',
    ...(v.type !== 'instant' && start !== null ? { startTime: start } : {}),
    ...(v.type === 'range' && end !== null ? { endTime: end } : {}),
    ...(v.contextType
      ? {
          contextType: v.contextType,
          linkButtonTitle: v.linkButtonTitle,
          ...(v.contextType === 'external_link' ? { linkButtonURL: v.linkButtonURL.trim() } : {}),
          ...(v.contextType === 'Session' || v.contextType === 'Exhibitor'
            ? { contextId: v.contextId.trim() }
            : {}),
        }
      : {}),
    tags,
  };
}

/** A saved notification back in the form, to edit it. */
export function valuesOf(post: NotificationPost, timeZone: string): PublishFormValues {
  const p = post.post_object;
  return {
    type: p.type,
    live: p.actions.includes('live'),
    lobby: p.actions.includes('lobby'),
    isSticky: p.isSticky,
    title: p.title,
    message: htmlToText(p.message),
    start: p.startTime === null ? '' : instantToZonedField(p.startTime, timeZone),
    end: p.endTime === null ? '' : instantToZonedField(p.endTime, timeZone),
    contextType: p.contextType ?? '',
    contextId: p.contextId ?? '',
    linkButtonURL: p.linkButtonURL ?? '',
    linkButtonTitle: p.linkButtonTitle ?? '',
    tags: p.tags.join(', '),
  };
}

/** The text key of each rule's message (001 §5), under publishing.problems. */
const PROBLEM_KEYS: Record<string, string> = {
  [NOTIFICATION_TEXT.OPTIONS]: 'actions',
  [NOTIFICATION_TEXT.TIME]: 'startTime',
  [NOTIFICATION_TEXT.TIMES]: 'times',
  [NOTIFICATION_TEXT.TITLE]: 'title',
  [NOTIFICATION_TEXT.MESSAGE]: 'message',
  [NOTIFICATION_TEXT.BUTTON_TITLE]: 'linkButtonTitle',
  [NOTIFICATION_TEXT.END_BEFORE_START]: 'endTime',
  [NOTIFICATION_TEXT.LINK]: 'linkButtonURL',
  [NOTIFICATION_TEXT.TARGET]: 'contextId',
};

/** What is wrong with the form, by field, as text keys: the server's own rules, and the required title and message. */
export function formProblems(v: PublishFormValues, timeZone: string): Record<string, string> {
  const req = requestOf(v, timeZone);
  const problems = notificationProblems({
    type: req.type,
    actions: req.actions,
    startTime: req.startTime,
    endTime: req.endTime,
    contextType: req.contextType,
    contextId: req.contextId,
    linkButtonURL: req.linkButtonURL,
    linkButtonTitle: req.linkButtonTitle,
  });
  if (!v.title.trim()) problems.push({ path: 'title', message: NOTIFICATION_TEXT.TITLE });
  if (!v.message.trim()) problems.push({ path: 'message', message: NOTIFICATION_TEXT.MESSAGE });
  const out: Record<string, string> = {};
  for (const p of problems) out[p.path] ??= `publishing.problems.${PROBLEM_KEYS[p.message] ?? 'title'}`;
  return out;
}
