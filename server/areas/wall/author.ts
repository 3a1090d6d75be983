import { AVATARS } from '../../../schemas/constants';
import type { WallPostJson } from '../../../schemas/wall';

/** A post's author as readers get it, from their user record (a removed one reads as nameless). */
export function postAuthor(
  uuid: string,
  user: { firstname: string; lastname: string; company: string; picture: string } | undefined,
): WallPostJson['author'] {
  return {
    id: uuid,
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    company: user?.company ?? '',
    image: user?.picture ?? AVATARS.DEFAULT_PICTURE,
  };
}
