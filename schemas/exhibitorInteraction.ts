import { Schema } from 'effect';
import { BOOTH } from './constants';
import { UserId } from './ids';
import { IntIdParam, TextUpTo, TrimmedUpTo } from './input';

/**
 * POST /api/exhibitors/{CompID}/interactions (002 §7 "Exhibitor interaction"): a message to the company (the
 * contact-us form), a direct message to one staff contact, sharing the user's contact card (a lead), or a raffle
 * entry. The reply is a list whose first item has success, return_title and return_text.
 */

const Message = TrimmedUpTo(BOOTH.MESSAGE_MAX).pipe(
  Schema.minLength(1, { message: () => 'Please input your message!' }),
);

export const InteractionPath = Schema.Struct({ compId: IntIdParam('CompID') });

export const SendMessage = Schema.Struct({ method: Schema.Literal('send_message'), content: Message });
export const SendDirectMessage = Schema.Struct({
  method: Schema.Literal('send_direct_message'),
  content: Message,
  message_contact_uuid: TextUpTo(100).pipe(Schema.minLength(1, { message: () => 'is required' })),
});
export const ShareInfo = Schema.Struct({ method: Schema.Literal('share_info') });
export const EnterRaffle = Schema.Struct({
  method: Schema.Literal('raffle'),
  raffle_code: Schema.optionalWith(TrimmedUpTo(BOOTH.RAFFLE_CODE_MAX), { exact: true }),
});

export const InteractionRequest = Schema.Union(SendMessage, SendDirectMessage, ShareInfo, EnterRaffle);
export type InteractionRequest = typeof InteractionRequest.Type;
export type InteractionRequestBody = typeof InteractionRequest.Encoded;
export type InteractionMethod = InteractionRequestBody['method'];

export const InteractionResult = Schema.Struct({
  success: Schema.Boolean,
  return_title: Schema.String,
  return_text: Schema.String,
  /** The chat conversation a direct message was posted in, when chat carried it. */
  conversation_id: Schema.optionalWith(Schema.String, { exact: true }),
});
export type InteractionResult = typeof InteractionResult.Type;

export const InteractionReply = Schema.NonEmptyArray(InteractionResult);
export type InteractionReply = typeof InteractionReply.Type;

/** The server's texts; `{companyname}` is filled with the company's name before they are sent. */
export const BOOTH_TEXT = {
  NO_EXHIBITOR: 'No such exhibitor',
  NO_STAFF: 'No such staff contact at this exhibitor',
  NO_RAFFLE: 'This exhibitor has no raffle',
  LIMITED: 'Messages to staff are not available for your account',
  SUCCESS_TITLE: 'Thank you',
  ERROR_TITLE: 'Error',
  MESSAGE_SENT: 'Your message has been sent to {companyname}.',
  DIRECT_SENT: 'Message sent to {name}',
  INFO_SHARED: 'Your contact information has been shared with {companyname}.',
  RAFFLE_ENTERED: 'You have entered the {companyname} raffle. Good luck!',
  RAFFLE_WRONG_CODE: 'The raffle code is not correct.',
  RAFFLE_ALREADY: 'You have already entered the {companyname} raffle.',
} as const;

/** Fills the `{companyname}` placeholder of a raffle or contact message. */
export const withCompanyName = (text: string, companyName: string) =>
  text.split(BOOTH.COMPANY_PLACEHOLDER).join(companyName);

/** Booth video rooms (002 §2): the lobby, and one personal room per staff contact, in the exhibitor namespace. */
export const boothLobbyRoomOf = (compId: number | string) => `booth_${compId}`;
export const boothStaffRoomOf = (compId: number | string, staffUuid: string) =>
  `booth_${compId}_${staffUuid}`;

export const BoothRoomPath = Schema.Struct({
  compId: IntIdParam('CompID'),
  staffUuid: Schema.optionalWith(UserId.pipe(Schema.maxLength(100)), { exact: true }),
});
