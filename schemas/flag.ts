import { Schema } from 'effect';
import { TextUpTo } from './input';

/** POST /api/flags: the Report an Issue modal (000 §2, §7 social_flagging) reports a post, comment or other item. */
export const FlagReason = Schema.Literal('offensive', 'spam');
export type FlagReason = typeof FlagReason.Type;

export const FlagEntityType = Schema.Literal('post', 'comment', 'message', 'profile');
export type FlagEntityType = typeof FlagEntityType.Type;

export const FlagRequest = Schema.Struct({
  entity_type: FlagEntityType,
  entity_id: TextUpTo(200).pipe(Schema.nonEmptyString({ message: () => 'entity_id is required' })),
  flag_reason: FlagReason,
});
export type FlagRequest = typeof FlagRequest.Type;

/** The reply the modal shows: success, a header and a message. */
export const FlagReply = Schema.Struct({
  success: Schema.Boolean,
  header: Schema.String,
  message: Schema.String,
});
export type FlagReply = typeof FlagReply.Type;
