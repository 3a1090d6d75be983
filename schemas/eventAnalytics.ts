import { Schema } from 'effect';

/**
 * The organisers' analytics (admins, /main/admin/analytics): figures computed from the activity log, the
 * relay's presence samples and the features' own tables. Days are the event's time zone's; times are epoch ms.
 */

/** The features whose actions the engagement table counts, each from the activity log's actions. */
export const FEATURE_ACTIONS = {
  program: ['session_view', 'favourite', 'rating'],
  video: ['watch_live', 'watch_ondemand'],
  wall: ['post', 'reply', 'like'],
  questions: ['question', 'question_vote'],
  polls: ['poll_vote', 'abstract_vote'],
  chat: ['chat_message'],
  calls: ['call_join'],
  lounges: ['lounge_join'],
  rooms: ['room_join'],
  exhibitors: [
    'booth_visit',
    'booth_send_message',
    'booth_send_direct_message',
    'booth_share_info',
    'booth_raffle',
    'booth_media_view',
    'product_view',
    'meeting_booked',
  ],
  game: ['game_action'],
} as const;
export type Feature = keyof typeof FEATURE_ACTIONS;
export const FEATURES = Object.keys(FEATURE_ACTIONS) as Feature[];

/** Actions the server records from the relay's presence once a minute (no person: `amount` is a count). */
export const SAMPLED = {
  liveViewers: 'live_viewers',
  loungeOccupancy: 'lounge_occupancy',
  onlineUsers: 'online_users',
} as const;
export const SAMPLE_INTERVAL_MS = 60_000;

export const SignedInDay = Schema.Struct({ day: Schema.String, attendees: Schema.Number });
export type SignedInDay = typeof SignedInDay.Type;

export const SessionFigures = Schema.Struct({
  sessionId: Schema.Number,
  title: Schema.String,
  start: Schema.NullOr(Schema.Number),
  /** Page views of the session. */
  views: Schema.Number,
  /** Live viewers now, from the relay's presence. */
  watchingNow: Schema.Number,
  /** The most and the average viewers of the minutes sampled while someone watched it live. */
  livePeak: Schema.Number,
  liveAverage: Schema.Number,
  /** People who watched its recording, and the minutes they watched. */
  onDemandViewers: Schema.Number,
  onDemandMinutes: Schema.Number,
  favourites: Schema.Number,
  /** Average stars (0.5 to 5), null without a rating. */
  averageRating: Schema.NullOr(Schema.Number),
  ratings: Schema.Number,
  posts: Schema.Number,
});
export type SessionFigures = typeof SessionFigures.Type;

export const FeatureFigures = Schema.Struct({
  feature: Schema.Literal(...FEATURES),
  actions: Schema.Number,
  people: Schema.Number,
});
export type FeatureFigures = typeof FeatureFigures.Type;

export const ExhibitorFigures = Schema.Struct({
  exhibitorId: Schema.Number,
  name: Schema.String,
  visits: Schema.Number,
  visitors: Schema.Number,
  leads: Schema.Number,
  meetings: Schema.Number,
});
export type ExhibitorFigures = typeof ExhibitorFigures.Type;

export const LoungeFigures = Schema.Struct({
  loungeId: Schema.String,
  name: Schema.String,
  joins: Schema.Number,
  /** The most people in it at a sample, and the minutes people spent in it (one sample a minute). */
  peak: Schema.Number,
  minutes: Schema.Number,
});
export type LoungeFigures = typeof LoungeFigures.Type;

export const AnalyticsOverview = Schema.Struct({
  timeZone: Schema.String,
  generatedAt: Schema.Number,
  onlineNow: Schema.Number,
  signedInPerDay: Schema.Array(SignedInDay),
  sessions: Schema.Array(SessionFigures),
  engagement: Schema.Array(FeatureFigures),
  exhibitors: Schema.Array(ExhibitorFigures),
  lounges: Schema.Array(LoungeFigures),
});
export type AnalyticsOverview = typeof AnalyticsOverview.Type;

export const ViewerSample = Schema.Struct({ at: Schema.Number, viewers: Schema.Number });
export type ViewerSample = typeof ViewerSample.Type;

export const SessionAnalytics = Schema.Struct({
  timeZone: Schema.String,
  generatedAt: Schema.Number,
  session: SessionFigures,
  /** Live viewers a minute, oldest first (minutes nobody watched are left out). */
  viewers: Schema.Array(ViewerSample),
});
export type SessionAnalytics = typeof SessionAnalytics.Type;

/** The tables the dashboard exports as CSV, by the name in their address. */
export const ANALYTICS_TABLES = ['signed-in', 'sessions', 'engagement', 'exhibitors', 'lounges'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

export const AnalyticsSessionParams = Schema.Struct({
  sessionId: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 2_147_483_647)),
});
export const AnalyticsTableParams = Schema.Struct({ table: Schema.Literal(...ANALYTICS_TABLES) });
