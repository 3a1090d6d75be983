import { Schema } from 'effect';
import { TextUpTo as Text } from './input';

/**
 * POST /api/client-log (000 §7 "client event log"): what the browser logs, a menu click for now (action click,
 * module public_program, screen menu, the entry's title and id, native or custom target, the address).
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const ClientLogAction = Schema.Literal(
  'click',
  'view',
  'ad_started',
  'ad_complete',
  'ad_skip',
  'banner_view',
  'banner_click',
  'watching_video',
  'join',
  'leave',
);

export const ClientEvent = Schema.Struct({
  action: ClientLogAction,
  module: Text(100).pipe(Schema.nonEmptyString({ message: () => 'module is required' })),
  screen: Text(100).pipe(Schema.nonEmptyString({ message: () => 'screen is required' })),
  title: opt(Text(300)),
  title_id: opt(Text(300)),
  target_type: opt(Schema.Literal('native', 'custom')),
  target: opt(Text(2000)),
});
export type ClientEvent = typeof ClientEvent.Type;

/** The reply: whether the event was stored (staff are not logged unless the event's admin logging is on). */
export const ClientLogReply = Schema.Struct({ stored: Schema.Boolean });
export type ClientLogReply = typeof ClientLogReply.Type;
