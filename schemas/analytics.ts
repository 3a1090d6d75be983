import { Schema } from 'effect';
import { ClientLogAction } from './clientLog';
import { TextUpTo as Text } from './input';

/**
 * POST /api/analytics (001 §7 "Event logging"): what the browser logs about content and ads, each action with
 * the item it is about: views and clicks, the pre-roll's ad_started, ad_complete and ad_skip, banner_view and
 * banner_click of the ads of a page, watching_video (at most once a minute) and lounge join and leave.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const AnalyticsAction = ClientLogAction;
export type AnalyticsAction = typeof AnalyticsAction.Type;

/** Where an ad shows: a page's slots (001 §3 Ad), the video pre-roll, the lobby's ad modal. */
export const AdPlace = Schema.Literal('leaderboard', 'skyscraper', 'tile', 'preroll', 'modal', 'signin');
export type AdPlace = typeof AdPlace.Type;

const AD_ACTIONS: readonly AnalyticsAction[] = [
  'ad_started',
  'ad_complete',
  'ad_skip',
  'banner_view',
  'banner_click',
];
export const isAdAction = (action: AnalyticsAction) => AD_ACTIONS.includes(action);

const Fields = Schema.Struct({
  action: AnalyticsAction,
  /** The page it happened on (lobby, program, session, poster_hall, wall...). */
  page: Text(100).pipe(Schema.nonEmptyString({ message: () => 'page is required' })),
  entity_type: opt(Text(50)),
  entity_id: opt(Text(200)),
  title: opt(Text(300)),
  /** The ad's image or video address and where it leads (ad actions). */
  ad_src: opt(Text(2000)),
  ad_url: opt(Text(2000)),
  ad_place: opt(AdPlace),
  /** Where the video is, in seconds (watching_video). */
  seconds: opt(
    Schema.Number.pipe(
      Schema.int(),
      Schema.between(0, 86_400 * 7),
      Schema.filter((n) => !Object.is(n, -0), { message: () => 'seconds must not be negative' }),
    ),
  ),
});

/** Ad actions name the ad; watching_video and lounge join or leave name their video or lounge. */
export const AnalyticsEvent = Fields.pipe(
  Schema.filter((e) => {
    if (isAdAction(e.action) && !e.ad_src) return { path: ['ad_src'], message: 'is required for ad actions' };
    if ((e.action === 'watching_video' || e.action === 'join' || e.action === 'leave') && !e.entity_id)
      return { path: ['entity_id'], message: `is required for ${e.action}` };
    return undefined;
  }),
);
export type AnalyticsEvent = typeof AnalyticsEvent.Type;

/** The reply: whether the event was stored (staff are not logged unless the event's admin logging is on). */
export const AnalyticsReply = Schema.Struct({ stored: Schema.Boolean });
export type AnalyticsReply = typeof AnalyticsReply.Type;

/** GET /api/analytics (admins): the event's newest logged actions, newest first. */
export const AnalyticsRow = Schema.Struct({
  uuid: Schema.String,
  action: AnalyticsAction,
  page: Schema.String,
  entity_type: Schema.NullOr(Schema.String),
  entity_id: Schema.NullOr(Schema.String),
  ad_src: Schema.NullOr(Schema.String),
  ad_place: Schema.NullOr(Schema.String),
  at: Schema.Number,
});
export const AnalyticsList = Schema.Struct({ rows: Schema.Array(AnalyticsRow) });
export type AnalyticsList = typeof AnalyticsList.Type;
