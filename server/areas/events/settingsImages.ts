import { randomUUID } from 'node:crypto';
import { NotFound } from '../../../schemas/errors';
import {
  SETTINGS_IMAGE_MAX_BYTES,
  SETTINGS_IMAGE_PATH,
  type SettingsImageReply,
} from '../../../schemas/settingsEditor';
import { checkedImageType } from '../media/checkedImage';
import type { ObjectStore } from '../media/objectStore';

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keyOf = (id: string) => `settings-images/${id}`;

/**
 * Images an admin uploads for the settings (a sign-in logo, a header banner): one image of at most 2 MB, told
 * an image by its first bytes, kept under a new unguessable address; the document refers to it by that address.
 */
export function createSettingsImages(objectStore: ObjectStore) {
  return {
    async upload(body: Uint8Array): Promise<SettingsImageReply> {
      const contentType = checkedImageType(body, SETTINGS_IMAGE_MAX_BYTES, 'picture');
      const id = randomUUID();
      await objectStore.put(keyOf(id), body, contentType);
      return { url: `${SETTINGS_IMAGE_PATH}${id}` };
    },
    async image(id: string) {
      const file = IMAGE_ID.test(id) ? await objectStore.get(keyOf(id)) : null;
      if (!file) throw new NotFound({ message: 'Image not found' });
      return file;
    },
  };
}
export type SettingsImages = ReturnType<typeof createSettingsImages>;
