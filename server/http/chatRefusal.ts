import type { ChatRefusal, ChatResult } from '../../schemas/chatSocket';
import { type ApiError, BadRequest, Conflict, Forbidden, NotFound } from '../../schemas/errors';

const toApiError = (refusal: ChatRefusal): ApiError => {
  switch (refusal.code) {
    case 'bad_request':
      return new BadRequest({
        message: refusal.message,
        ...(refusal.fields ? { fields: [...refusal.fields] } : {}),
      });
    case 'not_found':
      return new NotFound({ message: refusal.message });
    case 'room_full':
      return new Conflict({ message: refusal.message });
    default:
      return new Forbidden({ message: refusal.message });
  }
};

/** The value of a chat result, or the refusal thrown as the API error of its kind (400, 403, 404, 409). */
export function valueOrThrow<T>(result: ChatResult<T>): T {
  if (!result.ok) throw toApiError(result.refusal);
  return result.value;
}
