import { Schema } from 'effect';
import { IntId, IntIdParam, TextUpTo } from './input';

/**
 * Continuing-education credits (000 §3 Credit, §5, §7 get_credit_types and assign_credit_type). The event names
 * its credit types in `credits_config.options`; a session offers those of them its `credits_array` lists (by
 * credit_id = credit_num_select), each with its value. The user chooses one (several with credit_pick_multiple)
 * before the evaluation; submitting the evaluation earns the chosen credits, which certificates and the
 * transcript list.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

export const CreditOption = Schema.Struct({ credit_name: Schema.String, credit_num_select: Schema.String });
export type CreditOption = typeof CreditOption.Type;

export const CreditsConfig = Schema.Struct({
  enabled: opt(Flag),
  credit_choice_msg: opt(Schema.String),
  credit_pick_multiple: opt(Flag),
  options: opt(Schema.Array(CreditOption)),
});
export type CreditsConfig = typeof CreditsConfig.Type;

export const CreditTypesQuery = Schema.Struct({ session_id: IntIdParam('session_id') });

/** The types a session offers, with their values (2 decimals), and the ones this user has chosen. */
export const CreditTypesReply = Schema.Struct({
  session_id: Schema.Number,
  message: Schema.String,
  pick_multiple: Schema.Boolean,
  options: Schema.Array(
    Schema.Struct({ credit_name: Schema.String, credit_num_select: Schema.String, value: Schema.Number }),
  ),
  chosen: Schema.Array(Schema.String),
  /** Whether the credits are earned (the evaluation is submitted); then the choice is final. */
  earned: Schema.Boolean,
});
export type CreditTypesReply = typeof CreditTypesReply.Type;

/** The choice, as the client app sends it: the chosen credit_num_select values joined by commas. */
export const AssignCreditRequest = Schema.Struct({
  session_id: IntId('session_id'),
  credit_num_select: TextUpTo(500).pipe(Schema.nonEmptyString({ message: () => 'choose a credit type' })),
});
export type AssignCreditRequest = typeof AssignCreditRequest.Type;

export const CREDIT_TEXT = {
  DEFAULT_CHOICE: 'Choose the credit type you are claiming for this session.',
  ONE_ONLY: 'Choose one credit type.',
  NOT_OFFERED: 'This session does not offer that credit type.',
  FINAL: 'Your credits for this session are already earned.',
} as const;
