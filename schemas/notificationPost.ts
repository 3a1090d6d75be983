import { Schema } from 'effect';
import { TextUpTo } from './input';

/** Notification posts (001 §3 "Notification post", §4 "Notifications", §5, §8) and the admin's form. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const NOTIFICATION_TEXT = {
  OPTIONS: 'Please select atleast one!',
  TIME: 'Please select the time!',
  TIMES: 'Please select the times!',
  TITLE: 'Please enter a title!',
  MESSAGE: 'Please enter a message!',
  BUTTON_TITLE: 'Please enter the button title!',
  PUBLISHED: 'Notification published successfully.',
  FAILED: 'Error occured while publishing.',
  END_BEFORE_START: 'The end must come after the start.',
  NOT_FOUND: 'Notification not found',
  LINK: 'Please enter the link address!',
  TARGET: 'Please enter the id of the target!',
} as const;

/** instant shows at once; scheduled from its time (and fires once then); range between its two times. */
export const NotificationType = Schema.Literal('instant', 'scheduled', 'range');
export type NotificationType = typeof NotificationType.Type;

/** Send as Notification (live, through the relay) and Send to Lobby (the lobby's list). */
export const NotificationAction = Schema.Literal('live', 'lobby');
export const NotificationContext = Schema.Literal('Session', 'Exhibitor', 'external_link', 'lounge');
export type NotificationContext = typeof NotificationContext.Type;

const Time = Schema.Number.pipe(Schema.int(), Schema.between(0, 8_640_000_000_000_000));
const Required = (message: string, max: number) =>
  TextUpTo(max).pipe(Schema.filter((s) => s.trim() !== '', { message: () => message }));

/** POST and PUT /api/admin/notifications: the publishing form. */
export const NotificationRequest = Schema.Struct({
  type: NotificationType,
  actions: opt(Schema.Array(NotificationAction).pipe(Schema.maxItems(2))),
  isSticky: opt(Schema.Boolean),
  title: Required(NOTIFICATION_TEXT.TITLE, 200),
  message: Required(NOTIFICATION_TEXT.MESSAGE, 5_000),
  startTime: opt(Time),
  endTime: opt(Time),
  contextType: opt(NotificationContext),
  contextId: opt(TextUpTo(100)),
  linkButtonURL: opt(TextUpTo(1_000)),
  linkButtonTitle: opt(TextUpTo(100)),
  tags: opt(Schema.Array(TextUpTo(50)).pipe(Schema.maxItems(20))),
});
export type NotificationRequest = typeof NotificationRequest.Type;

/**
 * The form's rules beyond each field (001 §5), the same in the browser and on the server: an option for an
 * instant notification, the time or times by type, a target's id, link and button title.
 */
export function notificationProblems(req: {
  type: NotificationType;
  actions?: readonly string[] | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  contextType?: NotificationContext | undefined;
  contextId?: string | undefined;
  linkButtonURL?: string | undefined;
  linkButtonTitle?: string | undefined;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (req.type === 'instant' && (req.actions ?? []).length === 0) add('actions', NOTIFICATION_TEXT.OPTIONS);
  if (req.type === 'scheduled' && req.startTime === undefined) add('startTime', NOTIFICATION_TEXT.TIME);
  if (req.type === 'range') {
    if (req.startTime === undefined || req.endTime === undefined) add('startTime', NOTIFICATION_TEXT.TIMES);
    else if (req.endTime <= req.startTime) add('endTime', NOTIFICATION_TEXT.END_BEFORE_START);
  }
  if (req.contextType !== undefined && !req.linkButtonTitle?.trim())
    add('linkButtonTitle', NOTIFICATION_TEXT.BUTTON_TITLE);
  if (req.contextType === 'external_link' && !/^https?:\/\/\S+$/.test(req.linkButtonURL ?? ''))
    add('linkButtonURL', NOTIFICATION_TEXT.LINK);
  if ((req.contextType === 'Session' || req.contextType === 'Exhibitor') && !req.contextId?.trim())
    add('contextId', NOTIFICATION_TEXT.TARGET);
  return problems;
}

export const NotificationParams = Schema.Struct({ id: TextUpTo(100) });

/** A notification post as the lobby and the admin's table read it. */
export const NotificationPost = Schema.Struct({
  _id: Schema.String,
  created_at: Schema.Number,
  post_object: Schema.Struct({
    type: NotificationType,
    isSticky: Schema.Boolean,
    actions: Schema.Array(NotificationAction),
    title: Schema.String,
    message: Schema.String,
    startTime: Schema.NullOr(Schema.Number),
    endTime: Schema.NullOr(Schema.Number),
    contextType: Schema.NullOr(NotificationContext),
    contextId: Schema.NullOr(Schema.String),
    linkButtonURL: Schema.NullOr(Schema.String),
    linkButtonTitle: Schema.NullOr(Schema.String),
    tags: Schema.Array(Schema.String),
  }),
});
export type NotificationPost = typeof NotificationPost.Type;

export const NotificationsReply = Schema.Struct({ notifications: Schema.Array(NotificationPost) });
export const NotificationSaved = Schema.Struct({ message: Schema.String, notification: NotificationPost });
