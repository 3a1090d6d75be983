import { Schema } from 'effect';
import { BoothVideoRooms } from './boothRooms';
import { CompanyInfo, Exhibitor, SponsorBadge } from './exhibitor';
import { IntIdParam } from './input';
import { Product } from './product';

/**
 * The exhibitor hall (002 §2 "Directory", "Booth detail"): what GET /api/exhibitors answers (one hall's
 * directory: its sponsor levels, tags, and a card per company the user may see) and what
 * GET /api/exhibitors/{CompID} answers (one booth with its products). Hidden parts are left out, not flagged.
 */

export const HallId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, { message: () => 'hall must be 1 to 64 letters, digits, - or _' }),
);

/** The presence room of a company's booth in the "/exhibitor" namespace (the booth joins it; cards count it). */
export const exhibitorPresenceRoom = (compId: number | string) => `exhibitor_${compId}`;

export const DirectoryQuery = Schema.Struct({ hall: Schema.optionalWith(HallId, { exact: true }) });
export const BoothPath = Schema.Struct({ id: IntIdParam('id') });
export const BoothQuery = DirectoryQuery;

export const SponsorLevel = Schema.Struct({
  label: Schema.String,
  order: Schema.Number,
  value: Schema.String,
  /** Companies of this level in this hall, as the user sees it. */
  count: Schema.Number,
  /** Of 24: 24 one per row, 12 two, 8 three. */
  directory_column_width: Schema.Number,
  badge_color: Schema.NullOr(Schema.String),
});
export type SponsorLevel = typeof SponsorLevel.Type;

export const ExhibitorTag = Schema.Struct({ id: Schema.String, label: Schema.String });
export type ExhibitorTag = typeof ExhibitorTag.Type;
export const TagCategory = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  tags: Schema.Array(Schema.String),
});
export type TagCategory = typeof TagCategory.Type;

export const CardMedia = Schema.Struct({
  type: Schema.Literal('video', 'raffle'),
  title: Schema.String,
  image_url: Schema.String,
});

export const DirectoryCard = Schema.Struct({
  CompanyInfo,
  badgeObj: SponsorBadge,
  /** Video and raffle thumbnails: up to 3, all on the levels that show all media. */
  thumbnails: Schema.Array(CardMedia),
  staff_count: Schema.Number,
  presence_room: Schema.String,
});
export type DirectoryCard = typeof DirectoryCard.Type;

/** What a hall hides or shows (002 §2: the main hall's options, overridden by an additional hall's). */
export const HallOptions = Schema.Struct({
  hide_filters: Schema.Boolean,
  hide_suggestions: Schema.Boolean,
  hide_categories: Schema.Boolean,
  hide_description_text: Schema.Boolean,
  hide_jitsi: Schema.Boolean,
  hide_meeting_scheduler: Schema.Boolean,
  hide_support_level: Schema.Boolean,
  /** 'N online' on cards and booths. */
  status_enabled: Schema.Boolean,
});
export type HallOptions = typeof HallOptions.Type;

export const HallAd = Schema.Struct({
  video_url: Schema.String,
  skippable: Schema.Boolean,
});

export const Hall = Schema.Struct({
  /** null for the main hall. */
  id: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  options: HallOptions,
  ad: Schema.NullOr(HallAd),
});
export type Hall = typeof Hall.Type;

export const DirectoryReply = Schema.Struct({
  hall: Hall,
  levels: Schema.Array(SponsorLevel),
  tags: Schema.Array(ExhibitorTag),
  tag_categories: Schema.Array(TagCategory),
  exhibitors: Schema.Array(DirectoryCard),
  /** CompIDs suggested to this user, best first (empty when suggestions are off). */
  suggested: Schema.Array(Schema.Number),
});
export type DirectoryReply = typeof DirectoryReply.Type;

export const PrivacyInfo = Schema.Struct({
  policy_url: Schema.NullOr(Schema.String),
  /** HTML. */
  info: Schema.NullOr(Schema.String),
});

export const BoothReply = Schema.Struct({
  hall: Hall,
  exhibitor: Exhibitor,
  /** The booth's products in the exhibitor's order (productIndex is the position here). */
  products: Schema.Array(Product),
  tags: Schema.Array(ExhibitorTag),
  presence_room: Schema.String,
  privacy: PrivacyInfo,
  /** Images the booth's rotator shows in turn. */
  rotator_images: Schema.Array(Schema.String),
  /** Whether the booth has an enhanced view (Enter Booth). */
  enhanced: Schema.Boolean,
  /** The booth's video rooms, when it has them and the user may use them (left out otherwise). */
  video_rooms: Schema.optionalWith(BoothVideoRooms, { exact: true }),
});
export type BoothReply = typeof BoothReply.Type;
export type BoothReplyDoc = typeof BoothReply.Encoded;
