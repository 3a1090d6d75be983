import { BadRequest, Conflict, Forbidden, NotFound } from '../../../schemas/errors';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import {
  type SaveVoteReply,
  type SaveVoteRequest,
  VOTING_TEXT,
  type VotingAbstract,
  type VotingFormCard,
  type VotingFormReply,
  type VotingFormsReply,
  votingFormId,
} from '../../../schemas/voting';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import { assertOpenFor, closedMessage } from '../closing/closing';
import type { EventRow } from '../events/queries';
import { isHiddenFromPublic } from '../program/build';
import { castVote, itemsOfTypes, votesOf } from './queries';

interface Actor {
  event: EventRow;
  user: UserRow;
}

type Form = NonNullable<EventConfig['basic_abstract_voting']>['forms'][number];
const DEFAULT_TITLE = 'Voting';

/** The event's forms with their url ids; NotFound when voting is not enabled. */
function formsOf(config: EventConfig): { id: string; form: Form }[] {
  const voting = config.basic_abstract_voting;
  if (!voting || !isOn(voting.enabled)) throw new NotFound({ message: VOTING_TEXT.NOT_ENABLED });
  return voting.forms.map((form, i) => ({ id: votingFormId(form, i), form }));
}

function formOf(config: EventConfig, formId: string) {
  const found = formsOf(config).find((f) => f.id === formId);
  if (!found) throw new NotFound({ message: VOTING_TEXT.NO_SUCH_FORM });
  return found;
}

const card = (id: string, form: Form, votes: Map<string, number>): VotingFormCard => ({
  id,
  label: form.label,
  custom_text: form.custom_text ?? '',
  voted: votes.has(id),
});

/** The presenter of an abstract: the author marked presenter, else the first author. */
function presenterOf(doc: SessionItemDoc): string {
  const authors = doc.author_array ?? [];
  const p = authors.find((a) => isOn(a.presenter)) ?? authors[0];
  return p ? `${p.Firstname} ${p.Lastname}`.trim() : '';
}

/**
 * Abstract voting (002 §2, §4, §7): the forms of `basic_abstract_voting`, each over the abstracts of its session
 * types (internal_type 'abstract', by session_type_id; items hidden from public lists are left out), and one
 * vote per user and form, which the database enforces. Limited-access attendees may look but not vote; votes
 * stop at the soft close (admins excepted), like the event's other new activity.
 */
export function createVoting(deps: { db: Db; clock: { now(): number } }) {
  const { db, clock } = deps;

  const mayVote = ({ event, user }: Actor) =>
    !user.limitedAccess && closedMessage('soft', event.config, user.isAdmin, clock.now()) === null;

  async function abstractsOf(event: EventRow, form: Form): Promise<VotingAbstract[]> {
    const docs = await itemsOfTypes(
      db,
      event.id,
      form.session_types.map((t) => String(t)),
    );
    const sessions = new Map(
      docs.filter((d) => d.internal_type === 'session').map((d) => [d.session_id, d] as const),
    );
    return docs.flatMap((doc): VotingAbstract[] =>
      doc.internal_type === 'abstract' &&
      doc.ab_id !== undefined &&
      !isHiddenFromPublic(doc, sessions.get(doc.session_id))
        ? [{ ab_id: doc.ab_id, title: doc.title, presenter: presenterOf(doc) }]
        : [],
    );
  }

  return {
    async list(actor: Actor): Promise<VotingFormsReply> {
      const forms = formsOf(actor.event.config);
      const votes = await votesOf(db, actor.event.id, actor.user.uuid);
      return {
        title: actor.event.config.basic_abstract_voting?.title?.trim() || DEFAULT_TITLE,
        can_vote: mayVote(actor),
        forms: forms.map(({ id, form }) => card(id, form, votes)),
      };
    },

    async form(actor: Actor, formId: string): Promise<VotingFormReply> {
      const { id, form } = formOf(actor.event.config, formId);
      const votes = await votesOf(db, actor.event.id, actor.user.uuid);
      return {
        form: card(id, form, votes),
        can_vote: mayVote(actor),
        abstracts: await abstractsOf(actor.event, form),
        vote: votes.get(id) ?? null,
      };
    },

    async save(actor: Actor, body: SaveVoteRequest): Promise<SaveVoteReply> {
      const { event, user } = actor;
      const { id, form } = formOf(event.config, body.formurlid);
      if (user.limitedAccess) throw new Forbidden({ message: VOTING_TEXT.NOT_ALLOWED });
      assertOpenFor('soft', event, user.isAdmin, clock.now());
      const offered = await abstractsOf(event, form);
      if (!offered.some((a) => a.ab_id === body.abid))
        throw new BadRequest({
          message: VOTING_TEXT.NOT_IN_FORM,
          fields: [{ path: 'abid', message: 'is not an abstract of this form' }],
        });
      const cast = await castVote(db, { eventId: event.id, uuid: user.uuid, formId: id, abId: body.abid });
      if (!cast) throw new Conflict({ message: VOTING_TEXT.ALREADY_VOTED });
      return { success: true };
    },
  };
}
export type Voting = ReturnType<typeof createVoting>;
