import { type AssignCreditRequest, CREDIT_TEXT, type CreditTypesReply } from '../../../schemas/credits';
import { BadRequest, Conflict, NotFound } from '../../../schemas/errors';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { openSession } from '../program/openSession';
import { type CreditOffer, parseChoice, sessionOffers } from './offers';
import { hasSubmittedEvaluation, readChoice, saveChoiceUnlessEarned } from './queries';
import type { ProgramItems } from '../program/programMemory';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export const CREDITS_OFF = 'Credits are not offered at this event.';
export const NO_CREDITS = 'This session does not offer credits.';

export type Credits = ReturnType<typeof createCredits>;

const choiceError = (message: string) =>
  new BadRequest({ message, fields: [{ path: 'credit_num_select', message }] });

/**
 * The credit types of a session (000 §7 get_credit_types, assign_credit_type): credits on for the event, the
 * session open to the user and offering some; the choice holds one type unless credit_pick_multiple, only types
 * the session offers, and becomes final once the evaluation is submitted.
 */
export function createCredits(db: Db, program: ProgramItems) {
  async function offered({ event, user }: Actor, sessionId: number) {
    const config: EventConfig['credits_config'] = event.config.credits_config;
    if (!config || !isOn(config.enabled)) throw new NotFound({ message: CREDITS_OFF });
    const { session } = await openSession(program, event, user, sessionId);
    const offers = sessionOffers(config, session);
    if (offers.length === 0) throw new NotFound({ message: NO_CREDITS });
    return { config, session, offers };
  }

  async function replyFor(
    actor: Actor,
    found: {
      config: NonNullable<EventConfig['credits_config']>;
      session: SessionItemDoc;
      offers: CreditOffer[];
    },
  ): Promise<CreditTypesReply> {
    const key = { eventId: actor.event.id, uuid: actor.user.uuid, sessionId: found.session.session_id };
    const [chosen, earned] = await Promise.all([readChoice(db, key), hasSubmittedEvaluation(db, key)]);
    return {
      session_id: found.session.session_id,
      message: found.config.credit_choice_msg || CREDIT_TEXT.DEFAULT_CHOICE,
      pick_multiple: isOn(found.config.credit_pick_multiple),
      options: found.offers,
      chosen,
      earned,
    };
  }

  return {
    async types(actor: Actor, sessionId: number): Promise<CreditTypesReply> {
      return replyFor(actor, await offered(actor, sessionId));
    },

    async assign(actor: Actor, req: AssignCreditRequest): Promise<CreditTypesReply> {
      const found = await offered(actor, req.session_id);
      const chosen = parseChoice(req.credit_num_select);
      if (chosen.length === 0) throw choiceError('choose a credit type');
      if (chosen.some((c) => !found.offers.some((o) => o.credit_num_select === c))) {
        throw choiceError(CREDIT_TEXT.NOT_OFFERED);
      }
      if (chosen.length > 1 && !isOn(found.config.credit_pick_multiple))
        throw choiceError(CREDIT_TEXT.ONE_ONLY);
      const key = { eventId: actor.event.id, uuid: actor.user.uuid, sessionId: req.session_id };
      if (!(await saveChoiceUnlessEarned(db, key, chosen)))
        throw new Conflict({ message: CREDIT_TEXT.FINAL });
      return replyFor(actor, found);
    },
  };
}
