import { randomUUID } from 'node:crypto';
import { BadRequest, Forbidden, NotFound, Unauthorized } from '../../../schemas/errors';
import {
  type PostEdit,
  type PostRequest,
  WALL,
  WALL_TEXT,
  type WallPostJson,
  type WallReplyJson,
} from '../../../schemas/wall';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { ObjectStore } from '../media/objectStore';
import { MEDIA_SIGN_IN_MESSAGE, type MediaSigner, WALL_IMAGE_PREFIX } from '../media/signedUrls';
import { postAuthor } from './author';
import { imageTypeOf } from './imageType';
import * as q from './queries';
import {
  deletesForReal,
  isVisible,
  mayDelete,
  mayEdit,
  mayReadSession,
  mayWrite,
  placementIn,
  type PostRow,
  questionApprovedAtOnce,
  type Reading,
  type Thread,
} from './rules';
import { hasText, sanitizePostHtml } from './sanitize';

interface Actor {
  event: EventRow;
  user: UserRow;
}

/** What the game counts on the wall (001 §6): a post, a post with a picture, a reply. */
export interface WallGameHooks {
  posted(actor: Actor, post: { id: string; withPicture: boolean }): Promise<void>;
  replied(actor: Actor, reply: { id: string }): Promise<void>;
}

const NO_GAME: WallGameHooks = { posted: async () => {}, replied: async () => {} };

/** A poll brings again what changed this long before its lastSync, so that no change slips between two polls. */
const POLL_OVERLAP_MS = 2_000;

/** An image's id, from its address signed or not. */
const imageIdOf = (url: string) => (url.split('?')[0] ?? '').slice(WALL_IMAGE_PREFIX.length);
/** The stored address of an image: its path, never a signature (a post outlives signatures). */
const imagePath = (url: string) => `${WALL_IMAGE_PREFIX}${imageIdOf(url)}`;
const imageKey = (eventId: string, id: string) => `wall/${eventId}/${id}`;

export type Wall = ReturnType<typeof createWall>;

/** The social wall's posts, replies, likes and images, with the rules of 001 §4 to §6. */
export function createWall(
  db: Db,
  clock: { now(): number },
  store: ObjectStore,
  signer: MediaSigner,
  game: WallGameHooks = NO_GAME,
) {
  /** Image addresses as readers get them: signed for a while, as media are. */
  const signed = (images: readonly string[]) => {
    const expires = signer.expiry(clock.now());
    return images.map((path) => signer.sign(path, expires));
  };

  const reading = async (
    { event, user }: Actor,
    rows: readonly PostRow[],
    thread: Thread | undefined,
  ): Promise<Reading> => {
    const sessions = [...new Set(rows.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId])))];
    return {
      viewer: user,
      event,
      now: clock.now(),
      sessionEnds: await q.sessionEnds(db, event.id, sessions),
      thread,
    };
  };

  /** The posts as the wall shows them: authors, likes and reply counts filled in. */
  async function toJson(rows: readonly PostRow[]): Promise<WallPostJson[]> {
    const ids = rows.map((r) => r.id);
    const [authors, likes, counts] = await Promise.all([
      q.authorsOf(db, [...new Set(rows.map((r) => r.authorUuid))]),
      q.likesOf(db, ids),
      q.replyCounts(db, ids),
    ]);
    const authorOf = new Map(authors.map((a) => [a.uuid, a]));
    return rows.map((r) => {
      const a = authorOf.get(r.authorUuid);
      return {
        CommentID: r.id,
        _id: r.id,
        ParentCommentID: r.parentId,
        GrandParentCommentID: r.grandParentId,
        Level: r.level,
        topic_identifier: r.topic,
        // An anonymous question names nobody on the wall either.
        author: r.anonymous ? postAuthor('', undefined) : postAuthor(r.authorUuid, a),
        created_timestamp: Math.floor(r.createdAt.getTime() / 1000),
        mediaList: signed(r.images),
        likes: likes
          .filter((l) => l.postId === r.id)
          .map((l) => ({
            ReviewID: l.uuid,
            timestamp: Math.floor(l.at.getTime() / 1000),
            name: [l.firstname, l.lastname].filter(Boolean).join(' '),
          })),
        TotalComments: counts.get(r.id) ?? 0,
        tags: [
          ...(r.sessionId !== null ? [`session_${r.sessionId}`] : []),
          ...(r.abId !== null ? [`abstract_${r.abId}`] : []),
        ],
        message_object: {
          message_type: r.messageType as WallPostJson['message_object']['message_type'],
          body: r.body,
          ...(r.title !== null ? { title: r.title } : {}),
          attachments: signed(r.images).map((file_url) => ({ file_url })),
          obj: {
            ...(r.abId !== null ? { ab_id: r.abId } : {}),
            ...(r.sessionId !== null ? { session_id: r.sessionId } : {}),
            approved: r.approved,
            discarded: r.discarded,
            uuid: r.anonymous ? '' : r.authorUuid,
            discussion_board_deleted: r.boardDeleted,
          },
        },
      };
    });
  }

  /**
   * A post the user may see (on the wall, or in the thread read), else not found (a post they may not see does
   * not exist for them).
   */
  async function visiblePost(actor: Actor, id: string, thread: Thread | undefined): Promise<PostRow> {
    const post = await q.findPost(db, actor.event.id, id);
    if (!post || !isVisible(post, await reading(actor, [post], thread)))
      throw new NotFound({ message: WALL_TEXT.NOT_FOUND });
    return post;
  }

  const assertMayWrite = (user: UserRow) => {
    if (!mayWrite(user)) throw new Forbidden({ message: WALL_TEXT.LIMITED });
  };

  /** The images must be this user's uploads in this event. */
  async function assertOwnImages({ event, user }: Actor, images: readonly string[]) {
    const ids = images.map(imageIdOf);
    const own = await q.ownUploads(db, event.id, user.uuid, ids);
    if (ids.some((id) => !own.has(id)))
      throw new BadRequest({
        message: WALL_TEXT.UNKNOWN_IMAGE,
        fields: [{ path: 'images', message: WALL_TEXT.UNKNOWN_IMAGE }],
      });
  }

  const cleanBody = (body: string, images: readonly string[]) => {
    const html = sanitizePostHtml(body);
    if (!hasText(html) && images.length === 0)
      throw new BadRequest({
        message: WALL_TEXT.EMPTY,
        fields: [{ path: 'body', message: WALL_TEXT.EMPTY }],
      });
    return html;
  };

  const one = async (post: PostRow) => {
    const [json] = await toJson([post]);
    if (!json) throw new Error('post vanished');
    return json;
  };

  /**
   * The wall's calls, and the same for one thread given as their last argument: read in its subject's own
   * Discussion tab (rules.ts isVisible), a new post goes into the thread.
   */
  return {
    /** Every post the user may see, or what changed since `lastSync`: changed posts, and ids to drop. */
    async list(actor: Actor, lastSync?: number, thread?: Thread): Promise<WallReplyJson> {
      const now = clock.now();
      const since = lastSync === undefined ? null : new Date(lastSync);
      const rows = await q.changedPosts(db, actor.event.id, since, thread);
      const r = await reading(actor, rows, thread);
      const shown = rows.filter((p) => isVisible(p, r));
      const hidden = since ? rows.filter((p) => !isVisible(p, r)).map((p) => p.id) : [];
      const removed = since ? await q.removedSince(db, actor.event.id, since) : [];
      return {
        posts: await toJson(shown),
        removed: [...hidden, ...removed],
        lastSync: now - POLL_OVERLAP_MS,
      };
    },

    /**
     * How many posts and replies of the thread the user sees: those shown with the post they answer (a reply
     * to a deleted post is not).
     */
    async count(actor: Actor, thread: Thread): Promise<number> {
      const rows = await q.changedPosts(db, actor.event.id, null, thread);
      const r = await reading(actor, rows, thread);
      const seen = new Set(rows.filter((p) => isVisible(p, r)).map((p) => p.id));
      const shown = (id: string | null) => id === null || seen.has(id);
      return rows.filter((p) => seen.has(p.id) && shown(p.parentId) && shown(p.grandParentId)).length;
    },

    /**
     * A new post (into the thread when given), or a reply to a post the user sees (it keeps the thread's topic,
     * session and subject).
     */
    async create(actor: Actor, req: PostRequest, thread?: Thread): Promise<WallPostJson> {
      const { event, user } = actor;
      assertMayWrite(user);
      const images = (req.images ?? []).map(imagePath);
      await assertOwnImages(actor, images);
      const body = cleanBody(req.body, images);
      const now = new Date(clock.now());
      const parent = req.parent_id === undefined ? null : await visiblePost(actor, req.parent_id, thread);
      if (parent && parent.level >= 2) throw new BadRequest({ message: WALL_TEXT.TOO_DEEP });
      const question = parent === null && thread === undefined && req.question === true;
      const { sessionId, topic, subject } = parent
        ? parent
        : thread
          ? placementIn(thread)
          : {
              sessionId: req.session_id ?? null,
              topic: req.topic ?? (question ? 'webinar' : 'conference'),
              subject: null,
            };
      if ((question || topic === 'webinar') && sessionId === null)
        throw new BadRequest({
          message: WALL_TEXT.QUESTION_NEEDS_SESSION,
          fields: [{ path: 'session_id', message: WALL_TEXT.QUESTION_NEEDS_SESSION }],
        });
      if (sessionId !== null && parent === null) {
        if (!mayReadSession(user, sessionId) || !(await q.sessionExists(db, event.id, sessionId)))
          throw new NotFound({ message: WALL_TEXT.NO_SESSION_ACCESS });
      }
      const row: PostRow = {
        id: randomUUID(),
        eventId: event.id,
        authorUuid: user.uuid,
        parentId: parent?.id ?? null,
        grandParentId: parent && parent.level === 1 ? parent.parentId : null,
        level: parent ? parent.level + 1 : 0,
        topic,
        messageType: question ? 'question' : images.length > 0 ? 'image' : 'text',
        body,
        title: parent || thread ? null : (req.title ?? null),
        images: [...images],
        sessionId,
        abId: parent ? parent.abId : thread ? null : (req.ab_id ?? null),
        approved: question ? questionApprovedAtOnce(event) : true,
        discarded: false,
        boardDeleted: false,
        anonymous: false,
        answeredAt: null,
        pinnedAt: null,
        mergedInto: null,
        subject,
        createdAt: now,
        updatedAt: now,
      };
      await q.insertPost(db, row);
      if (parent) {
        await q.touchPosts(db, [parent.id, ...(row.grandParentId ? [row.grandParentId] : [])], now);
        await game.replied(actor, { id: row.id });
      } else {
        await game.posted(actor, { id: row.id, withPicture: images.length > 0 });
      }
      return one(row);
    },

    /** The author's new text and images. */
    async edit(actor: Actor, id: string, req: PostEdit, thread?: Thread): Promise<WallPostJson> {
      assertMayWrite(actor.user);
      const post = await visiblePost(actor, id, thread);
      if (!mayEdit(actor.user, post)) throw new Forbidden({ message: WALL_TEXT.NOT_AUTHOR });
      const images = req.images ? req.images.map(imagePath) : post.images;
      const added = images.filter((i) => !post.images.includes(i));
      await assertOwnImages(actor, added);
      const body = cleanBody(req.body, images);
      const change = {
        body,
        images: [...images],
        messageType: post.messageType === 'question' ? 'question' : images.length > 0 ? 'image' : 'text',
        updatedAt: new Date(clock.now()),
      };
      await q.updatePost(db, post.id, change);
      return one({ ...post, ...change });
    },

    /** By its author or an admin: a webinar post is flagged discussion_board_deleted, any other deleted. */
    async remove(actor: Actor, id: string, thread?: Thread): Promise<void> {
      const post = await visiblePost(actor, id, thread);
      if (!mayDelete(actor.user, post)) throw new Forbidden({ message: WALL_TEXT.NOT_YOURS });
      const now = new Date(clock.now());
      if (deletesForReal(post)) await q.deletePost(db, actor.event.id, post.id, now);
      else await q.updatePost(db, post.id, { boardDeleted: true, updatedAt: now });
      if (post.parentId) await q.touchPosts(db, [post.parentId], now);
    },

    /** Likes or unlikes a post the user sees; liking twice changes nothing. */
    async like(actor: Actor, id: string, liked: boolean, thread?: Thread): Promise<WallPostJson> {
      assertMayWrite(actor.user);
      const post = await visiblePost(actor, id, thread);
      const now = new Date(clock.now());
      const changed = liked
        ? await q.addLike(db, post.id, actor.user.uuid, now)
        : await q.removeLike(db, post.id, actor.user.uuid);
      if (changed) await q.touchPosts(db, [post.id], now);
      return one({ ...post, updatedAt: changed ? now : post.updatedAt });
    },

    /** Stores an image for a post, if its content is an image; answers the address posts name it by. */
    async upload(actor: Actor, body: Uint8Array): Promise<{ url: string }> {
      assertMayWrite(actor.user);
      if (body.length > WALL.MAX_IMAGE_BYTES) throw new BadRequest({ message: WALL_TEXT.IMAGE_TOO_LARGE });
      const contentType = imageTypeOf(body);
      if (!contentType) throw new BadRequest({ message: WALL_TEXT.NOT_AN_IMAGE });
      const id = randomUUID();
      await store.put(imageKey(actor.event.id, id), body, contentType);
      await q.insertUpload(db, {
        id,
        eventId: actor.event.id,
        uuid: actor.user.uuid,
        contentType,
        bytes: body.length,
        createdAt: new Date(clock.now()),
      });
      return { url: signed([`${WALL_IMAGE_PREFIX}${id}`])[0] ?? '' };
    },

    /**
     * An uploaded image, by its signed address (an image element sends no sign-in header): only signed-in users
     * of the event are handed such addresses, and each expires.
     */
    async image(id: string, query: { expires?: string | undefined; signature?: string | undefined }) {
      if (!signer.verify(`${WALL_IMAGE_PREFIX}${id}`, query, clock.now()))
        throw new Unauthorized({ message: MEDIA_SIGN_IN_MESSAGE });
      const upload = await q.findUploadById(db, id);
      const file = upload ? await store.get(imageKey(upload.eventId, id)) : null;
      if (!file) throw new NotFound({ message: 'Image not found' });
      return file;
    },
  };
}
