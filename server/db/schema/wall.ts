import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * Posts and replies of the social wall (001 §3 Post / comment). A reply names its parent and, at level 2, the
 * grandparent; removing a post removes its replies and likes.
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorUuid: text('author_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    grandParentId: text('grand_parent_id'),
    /** 0 for a post, 1 for a reply to it, 2 for a reply to a reply. */
    level: integer('level').notNull(),
    /** conference (the general wall) or webinar (a session's discussion). */
    topic: text('topic').notNull(),
    /** text, image or question. */
    messageType: text('message_type').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    title: text('title'),
    /** Addresses of the post's uploaded images. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The session a session post, webinar post or question belongs to. */
    sessionId: integer('session_id'),
    abId: integer('ab_id'),
    approved: boolean('approved').notNull().default(true),
    discarded: boolean('discarded').notNull().default(false),
    /** A webinar post its author or an admin deleted: kept, hidden everywhere (discussion_board_deleted). */
    boardDeleted: boolean('board_deleted').notNull().default(false),
    /** A question asked without the asker's name (when the event allows it). */
    anonymous: boolean('anonymous').notNull().default(false),
    /** A question its session's chair marked answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The question on stage: at most one of a session's at a time. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** A duplicate question, discarded into this one (its upvotes moved there). */
    mergedInto: text('merged_into'),
    /**
     * The subject whose own discussion the post belongs to, a purchased product's ('product:<product_uuid>') or a
     * booth's ('booth:<CompID>'); null for the wall's posts and a session's (its webinar posts).
     */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Moves with every change a reader must fetch again: an edit, a like, a reply. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('posts_event_updated').on(t.eventId, t.updatedAt),
    index('posts_parent').on(t.parentId),
    index('posts_event_session').on(t.eventId, t.sessionId),
    index('posts_event_subject').on(t.eventId, t.subject),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    uuid: text('uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.uuid] })],
);

/** Posts deleted for real, remembered so that an incremental poll can drop them from a reader's wall. */
export const postRemovals = pgTable(
  'post_removals',
  {
    postId: text('post_id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_removals_event').on(t.eventId, t.removedAt)],
);

/** Images uploaded for posts: who uploaded what, where the storage keeps it. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploads_event').on(t.eventId)],
);
