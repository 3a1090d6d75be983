import { Schema } from 'effect';
import {
  ImageUploadReply,
  type PostEdit,
  type PostRequest,
  TweetsReply,
  WallPost,
  WallReply,
} from '../../schemas/wall';
import type { Api } from './client';

const Done = Schema.Struct({ success: Schema.Boolean });

/** The social wall's calls: the posts (all, or what changed since lastSync), writes, likes and image uploads. */
export function wallCalls(api: Api) {
  const post = (id: string) => `/wall/posts/${encodeURIComponent(id)}`;
  return {
    read: (lastSync: number | null) =>
      api.apiFetch(WallReply, '/wall', lastSync === null ? {} : { query: { lastSync: String(lastSync) } }),
    create: (body: typeof PostRequest.Encoded) =>
      api.apiFetch(WallPost, '/wall/posts', { method: 'POST', body }),
    edit: (id: string, body: typeof PostEdit.Encoded) =>
      api.apiFetch(WallPost, post(id), { method: 'PUT', body }),
    remove: (id: string) => api.apiFetch(Done, post(id), { method: 'DELETE' }),
    like: (id: string, liked: boolean) =>
      api.apiFetch(WallPost, `${post(id)}/like`, { method: liked ? 'PUT' : 'DELETE' }),
    tweets: () => api.apiFetch(TweetsReply, '/wall/tweets', { quiet: true }),
    /** One image, already compressed; answers the address a post names it by. */
    uploadImage: (image: Blob) => {
      const form = new FormData();
      form.set('image', image, 'image.jpg');
      return api.apiFetch(ImageUploadReply, '/uploads/wall-images', { method: 'POST', body: form });
    },
  };
}
export type WallCalls = ReturnType<typeof wallCalls>;
