import { Schema } from 'effect';
import type { DiscussionPostRequest } from '../../schemas/discussion';
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

/**
 * What a post's composer and card call, on the wall or in a discussion (`posts` is where its posts are):
 * a post or reply, an edit, a delete, a like or unlike, and an image upload (the wall's for both).
 */
export function postCalls<Body extends typeof DiscussionPostRequest.Encoded>(api: Api, posts: string) {
  const post = (id: string) => `${posts}/${encodeURIComponent(id)}`;
  return {
    create: (body: Body) => api.apiFetch(WallPost, posts, { method: 'POST', body }),
    edit: (id: string, body: typeof PostEdit.Encoded) =>
      api.apiFetch(WallPost, post(id), { method: 'PUT', body }),
    remove: (id: string) => api.apiFetch(Done, post(id), { method: 'DELETE' }),
    like: (id: string, liked: boolean) =>
      api.apiFetch(WallPost, `${post(id)}/like`, { method: liked ? 'PUT' : 'DELETE' }),
    /** One image, already compressed; answers the address a post names it by. */
    uploadImage: (image: Blob) => {
      const form = new FormData();
      form.set('image', image, 'image.jpg');
      return api.apiFetch(ImageUploadReply, '/uploads/wall-images', { method: 'POST', body: form });
    },
  };
}
export type PostCalls = ReturnType<typeof postCalls<typeof DiscussionPostRequest.Encoded>>;

/** The social wall's calls: the posts (all, or what changed since lastSync), writes, likes and image uploads. */
export function wallCalls(api: Api) {
  return {
    read: (lastSync: number | null) =>
      api.apiFetch(WallReply, '/wall', lastSync === null ? {} : { query: { lastSync: String(lastSync) } }),
    ...postCalls<typeof PostRequest.Encoded>(api, '/wall/posts'),
    tweets: () => api.apiFetch(TweetsReply, '/wall/tweets', { quiet: true }),
  };
}
export type WallCalls = ReturnType<typeof wallCalls>;
