import { Schema } from 'effect';
import { IntId, TextUpTo } from './input';

/**
 * Abstract voting (002 §2 "Voting", §3 Voting form, §4, §7 save_vote): the event's voting forms
 * (`basic_abstract_voting.forms`), each over the abstracts of its session types, and one vote per user and
 * form. The forms' url id is their `id`, else their position in the list.
 */

/** A form's url id (formurlid): its `id`, else its position. */
export const votingFormId = (form: { readonly id?: string | undefined }, index: number): string =>
  form.id ?? String(index);

/** A form of the list, with whether this user has voted in it (from the server, never only local). */
export const VotingFormCard = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  custom_text: Schema.String,
  voted: Schema.Boolean,
});
export type VotingFormCard = typeof VotingFormCard.Type;

/** GET /api/voting: the menu's title and the forms. `can_vote` is false for accounts that may not vote. */
export const VotingFormsReply = Schema.Struct({
  title: Schema.String,
  can_vote: Schema.Boolean,
  forms: Schema.Array(VotingFormCard),
});
export type VotingFormsReply = typeof VotingFormsReply.Type;

/** An abstract a form offers: its id, title and presenter (the first author marked presenter). */
export const VotingAbstract = Schema.Struct({
  ab_id: Schema.Number,
  title: Schema.String,
  presenter: Schema.String,
});
export type VotingAbstract = typeof VotingAbstract.Type;

/** GET /api/voting/{formurlid}: the form, its abstracts and the user's vote (the ab_id), if any. */
export const VotingFormReply = Schema.Struct({
  form: VotingFormCard,
  can_vote: Schema.Boolean,
  abstracts: Schema.Array(VotingAbstract),
  vote: Schema.NullOr(Schema.Number),
});
export type VotingFormReply = typeof VotingFormReply.Type;

const FormUrlId = TextUpTo(64);

/** GET /api/voting/{formurlid}. */
export const VotingFormParams = Schema.Struct({ formurlid: FormUrlId });

/** POST /api/voting/save_vote. */
export const SaveVoteRequest = Schema.Struct({
  formurlid: FormUrlId,
  abid: IntId('abid'),
});
export type SaveVoteRequest = typeof SaveVoteRequest.Type;

export const SaveVoteReply = Schema.Struct({ success: Schema.Literal(true) });
export type SaveVoteReply = typeof SaveVoteReply.Type;

/** The server's refusals (ours: the specification shows only the warning screen). */
export const VOTING_TEXT = {
  NOT_ENABLED: 'Voting is not enabled for this event.',
  NO_SUCH_FORM: 'No such voting form',
  NOT_IN_FORM: 'This abstract is not part of this voting form.',
  ALREADY_VOTED: 'You have already voted in this form.',
  NOT_ALLOWED: 'Your account cannot vote.',
} as const;
