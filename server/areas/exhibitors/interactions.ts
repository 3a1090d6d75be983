import type { ChatHooks, ChatUser } from '../../../schemas/chatSocket';
import { Forbidden, NotFound } from '../../../schemas/errors';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import {
  BOOTH_TEXT,
  type InteractionReply,
  type InteractionRequest,
  type InteractionResult,
  withCompanyName,
} from '../../../schemas/exhibitorInteraction';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import { isExemptFromKickOut, type UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { GameTasks } from '../game/tasks';
import { raffleSuccessTexts } from './hallConfig';
import { exhibitorDoc, insertExhibitorMessage, insertRaffleEntry, upsertLead } from './interactionQueries';

export interface InteractionActor {
  event: EventRow;
  user: UserRow;
  loginId: string;
}

const isOn = (v: boolean | 0 | 1 | undefined) => v === true || v === 1;

/** Whether the company runs a raffle: a raffle item in its media, or a raffle code. */
export const hasRaffle = (doc: ExhibitorDoc) =>
  doc.media.raffle.length > 0 || Boolean(doc.CompanyInfo.VirtualMeetingInfoJSON?.raffle_code?.trim());

/** Codes match trimmed and case-insensitively (the demo's WIN12 is also win12). */
const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const reply = (success: boolean, title: string, text: string, extra: Partial<InteractionResult> = {}) =>
  [{ success, return_title: title, return_text: text, ...extra }] as InteractionReply;

/**
 * A booth's interactions (002 §2 "Booth detail", §4 Raffle, §7 "Exhibitor interaction"): messages to the company
 * and to its staff, sharing the user's card, and raffle entries. Contacting a company completes the game's
 * CONTACT_EXHIBITOR task for it, a raffle entry ENTER_RAFFLE. A direct message is stored for the company and,
 * when the chat rules allow it, posted in a chat conversation with the staff member, so it reaches them in Chat.
 */
export function createBoothInteractions(deps: {
  db: Db;
  clock: { now(): number };
  tasks: Pick<GameTasks, 'complete'>;
  chat: Pick<ChatHooks, 'startConversation' | 'sendMessage'>;
  publisher: RelayPublisher;
}) {
  const { db, clock } = deps;

  /** Posts the text in the user's conversation with the staff member; the conversation's id, or null if chat refused. */
  async function postInChat(actor: InteractionActor, staffUuid: string, text: string) {
    const chatUser: ChatUser = {
      uuid: actor.user.uuid,
      eventId: actor.event.id,
      loginId: actor.loginId,
      isAdmin: actor.user.isAdmin,
      exempt: isExemptFromKickOut(actor.user),
    };
    const started = await deps.chat.startConversation(chatUser, [staffUuid]);
    if (!started.ok) return null;
    const sent = await deps.chat.sendMessage(chatUser, started.value.id, text);
    if (!sent.ok) return null;
    await deps.publisher.publish({
      kind: 'chat_conversation',
      eventId: actor.event.id,
      conversation: started.value,
    });
    await deps.publisher.publish({
      kind: 'chat_message',
      eventId: actor.event.id,
      participants: sent.value.participants,
      message: sent.value.message,
    });
    return started.value.id;
  }

  return {
    async interact(
      actor: InteractionActor,
      compId: number,
      request: InteractionRequest,
    ): Promise<InteractionReply> {
      const { event, user } = actor;
      const doc = await exhibitorDoc(db, event.id, compId);
      if (!doc) throw new NotFound({ message: BOOTH_TEXT.NO_EXHIBITOR });
      const company = doc.CompanyInfo.Companyname;
      const now = clock.now();
      const key = { eventId: event.id, uuid: user.uuid, exhibitorId: compId };
      const contacted = () =>
        deps.tasks.complete(event, user, { kind: 'CONTACT_EXHIBITOR', itemId: String(compId) });

      switch (request.method) {
        case 'send_message': {
          if (!isOn(doc.CompanyInfo.showContactUs)) throw new NotFound({ message: BOOTH_TEXT.NO_EXHIBITOR });
          await insertExhibitorMessage(db, {
            ...key,
            staffUuid: null,
            text: request.content,
            conversationId: null,
            now,
          });
          await contacted();
          return reply(true, BOOTH_TEXT.SUCCESS_TITLE, withCompanyName(BOOTH_TEXT.MESSAGE_SENT, company));
        }
        case 'send_direct_message': {
          if (user.limitedAccess) throw new Forbidden({ message: BOOTH_TEXT.LIMITED });
          const staff = doc.contact_info.find((s) => s.uuid === request.message_contact_uuid);
          if (!staff) throw new NotFound({ message: BOOTH_TEXT.NO_STAFF });
          const conversationId =
            staff.uuid === user.uuid ? null : await postInChat(actor, staff.uuid, request.content);
          await insertExhibitorMessage(db, {
            ...key,
            staffUuid: staff.uuid,
            text: request.content,
            conversationId,
            now,
          });
          await contacted();
          const name = [staff.firstName, staff.lastName].filter(Boolean).join(' ');
          return reply(
            true,
            BOOTH_TEXT.SUCCESS_TITLE,
            BOOTH_TEXT.DIRECT_SENT.replace('{name}', name),
            conversationId ? { conversation_id: conversationId } : {},
          );
        }
        case 'share_info': {
          await upsertLead(
            db,
            key,
            {
              firstName: user.firstname,
              lastName: user.lastname,
              email: user.email,
              company: user.company,
              title: user.contactTitle,
              city: user.city,
              state: user.state,
              country: user.country,
            },
            now,
          );
          await contacted();
          return reply(true, BOOTH_TEXT.SUCCESS_TITLE, withCompanyName(BOOTH_TEXT.INFO_SHARED, company));
        }
        case 'raffle': {
          if (!hasRaffle(doc)) throw new NotFound({ message: BOOTH_TEXT.NO_RAFFLE });
          const code = doc.CompanyInfo.VirtualMeetingInfoJSON?.raffle_code?.trim();
          if (code && !sameCode(code, request.raffle_code ?? ''))
            return reply(false, BOOTH_TEXT.ERROR_TITLE, BOOTH_TEXT.RAFFLE_WRONG_CODE);
          if (!(await insertRaffleEntry(db, key, now)))
            return reply(false, BOOTH_TEXT.ERROR_TITLE, withCompanyName(BOOTH_TEXT.RAFFLE_ALREADY, company));
          await deps.tasks.complete(event, user, { kind: 'ENTER_RAFFLE', itemId: String(compId) });
          const configured = raffleSuccessTexts(event.config);
          return reply(
            true,
            withCompanyName(configured.title ?? BOOTH_TEXT.SUCCESS_TITLE, company),
            withCompanyName(configured.message ?? BOOTH_TEXT.RAFFLE_ENTERED, company),
          );
        }
      }
    },
  };
}
export type BoothInteractions = ReturnType<typeof createBoothInteractions>;
