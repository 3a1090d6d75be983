import { randomUUID } from 'node:crypto';
import { PROFILE } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import { Forbidden, NotFound } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import type { ObjectStore } from '../media/objectStore';
import type { SignedInCache } from '../auth/signedInCache';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { checkedImageType } from '../media/checkedImage';
import { updateUser } from './queries';

/** Where a profile picture is served: an unguessable id, open like the media pictures (an image sends no header). */
export const PICTURE_PATH = '/api/pictures/';
const PICTURE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keyOf = (id: string) => `profile-pictures/${id}`;

/**
 * The own profile's picture (002 §7 "POST profile photo"): one image, at most 1 MB (the browser compresses it
 * to 600 px first), told an image by its first bytes; it becomes the user's Picture at once.
 */
export function createProfilePhotos(deps: {
  db: Db;
  objectStore: ObjectStore;
  /** Tells the signed-in cache that the account changed. */
  stale: SignedInCache['stale'];
}) {
  return {
    async upload({ event, user }: { event: EventRow; user: UserRow }, body: Uint8Array) {
      if (isOn(event.config.disable_update_profile))
        throw new Forbidden({ message: 'Profile updates are turned off for this event.' });
      const contentType = checkedImageType(body, PROFILE.PHOTO_MAX_BYTES, 'picture');
      const id = randomUUID();
      await deps.objectStore.put(keyOf(id), body, contentType);
      const image_url = `${PICTURE_PATH}${id}`;
      await updateUser(deps.db, deps.stale, event.id, user.uuid, { picture: image_url });
      return { image_url };
    },

    async picture(id: string) {
      const file = PICTURE_ID.test(id) ? await deps.objectStore.get(keyOf(id)) : null;
      if (!file) throw new NotFound({ message: 'Picture not found' });
      return file;
    },
  };
}
export type ProfilePhotos = ReturnType<typeof createProfilePhotos>;
