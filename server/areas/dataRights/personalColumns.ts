import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';

/**
 * What erasing a person does to a row that points at them:
 * - `remove`: the row is theirs alone (a note, a rating, a login) and goes;
 * - `anonymise`: the row counts towards something others read (a vote, a like, an analytics view, a report) and
 *   is kept, pointing at the account's anonymous stand-in, so the counts stay and the person is gone;
 * - `content`: what the person wrote for others (wall posts, chat messages): kept under 'Deleted user' or removed,
 *   as the event's `deleted_account_content` says.
 */
export type Erasure = 'remove' | 'anonymise' | 'content';

/** How a column names the person: by their uuid, their e-mail address, or a rate-limit key ending in it. */
export type Holds = 'uuid' | 'email' | 'emailKey';

export interface PersonalColumn {
  readonly table: PgTable;
  readonly column: PgColumn;
  readonly holds: Holds;
  readonly erasure: Erasure;
}

const uuid = (table: PgTable, column: PgColumn, erasure: Erasure): PersonalColumn => ({
  table,
  column,
  holds: 'uuid',
  erasure,
});

/**
 * Every column of the schema that points at a person, besides the account itself (`users`, removed last, and
 * with it whatever its foreign keys cascade to). A test walks the schema and fails on a column that looks
 * personal and is neither here nor in NOT_PERSONAL, so a new table cannot be forgotten.
 */
export const PERSONAL_COLUMNS: readonly PersonalColumn[] = [
  uuid(t.favorites, t.favorites.uuid, 'remove'),
  // The items' totals (rating_totals) keep the rating's value and count without the person.
  uuid(t.ratings, t.ratings.uuid, 'remove'),
  uuid(t.notes, t.notes.uuid, 'remove'),
  uuid(t.posts, t.posts.authorUuid, 'content'),
  uuid(t.postLikes, t.postLikes.uuid, 'anonymise'),
  uuid(t.uploads, t.uploads.uuid, 'content'),
  uuid(t.chatMessages, t.chatMessages.sender, 'content'),
  uuid(t.chatParticipants, t.chatParticipants.uuid, 'anonymise'),
  uuid(t.chatConversations, t.chatConversations.createdBy, 'anonymise'),
  uuid(t.exhibitorMessages, t.exhibitorMessages.uuid, 'content'),
  uuid(t.exhibitorMessages, t.exhibitorMessages.staffUuid, 'anonymise'),
  uuid(t.exhibitorLeads, t.exhibitorLeads.uuid, 'remove'),
  uuid(t.raffleEntries, t.raffleEntries.uuid, 'remove'),
  uuid(t.analyticsEvents, t.analyticsEvents.uuid, 'anonymise'),
  uuid(t.clientEvents, t.clientEvents.uuid, 'anonymise'),
  uuid(t.flags, t.flags.uuid, 'anonymise'),
  uuid(t.awarenessChecks, t.awarenessChecks.uuid, 'remove'),
  uuid(t.watchCoverage, t.watchCoverage.uuid, 'remove'),
  uuid(t.assessmentSubmissions, t.assessmentSubmissions.uuid, 'remove'),
  uuid(t.creditChoices, t.creditChoices.uuid, 'remove'),
  uuid(t.earnedCredits, t.earnedCredits.uuid, 'remove'),
  uuid(t.calendarFeeds, t.calendarFeeds.uuid, 'remove'),
  uuid(t.gameTaskCompletions, t.gameTaskCompletions.uuid, 'remove'),
  uuid(t.gameScores, t.gameScores.uuid, 'remove'),
  // A slot another attendee booked stays bookable and booked; its owner becomes the stand-in.
  uuid(t.timeslots, t.timeslots.ownerUuid, 'anonymise'),
  uuid(t.meetings, t.meetings.requesterUuid, 'remove'),
  uuid(t.purchasedProducts, t.purchasedProducts.uuid, 'remove'),
  uuid(t.votes, t.votes.uuid, 'anonymise'),
  uuid(t.pollVotes, t.pollVotes.uuid, 'anonymise'),
  uuid(t.polls, t.polls.createdBy, 'anonymise'),
  uuid(t.logins, t.logins.userUuid, 'remove'),
  uuid(t.pendingSignups, t.pendingSignups.uuid, 'remove'),
  { table: t.pendingSignups, column: t.pendingSignups.email, holds: 'email', erasure: 'remove' },
  { table: t.loginFailures, column: t.loginFailures.key, holds: 'emailKey', erasure: 'remove' },
  // The organisers' figures keep the action without the person.
  uuid(t.activityLog, t.activityLog.uuid, 'anonymise'),
  // Who saved a version of the settings: the history names the stand-in ('Deleted user') after an erasure.
  uuid(t.settingsVersions, t.settingsVersions.savedBy, 'anonymise'),
  uuid(t.dataRightsLog, t.dataRightsLog.actorUuid, 'anonymise'),
  uuid(t.dataRightsLog, t.dataRightsLog.subjectUuid, 'anonymise'),
];

/** The account itself: exported as `person`, removed last with all its columns. */
export const ACCOUNT_TABLE = t.users;

/**
 * Columns that look personal by their name but name no person (table name → column names). A column of a table
 * whose rows are removed with the person (`remove` above) needs no entry: it goes with its row.
 */
export const NOT_PERSONAL: Readonly<Record<string, readonly string[]>> = {
  // An exhibitor's own id and name, a product's id: companies and things, not people.
  exhibitors: ['uuid', 'name'],
  purchased_products: ['product_uuid'],
  // The participants' uuids hashed together: it names no one by itself.
  chat_conversations: ['participants_key'],
};
