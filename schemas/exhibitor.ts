import { Schema } from 'effect';
import { ExhibitorId, ProductId, UserId } from './ids';

/** An exhibitor (002 §3): the company, its sponsor level, its booth media and its staff. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));
const Id = Schema.Union(Schema.Number, Schema.String);

export const SocialLink = Schema.Struct({
  type: Schema.Literal('facebook', 'instagram', 'linkedin', 'youtube', 'twitter', 'pinterest'),
  url: Schema.String,
});

export const CompanyInfo = Schema.Struct({
  CompID: ExhibitorId,
  CompUUID: Schema.String,
  Companyname: Schema.String,
  Country: opt(Schema.String),
  /** HTML. */
  Description: opt(Schema.String),
  CompLogo: opt(Schema.String),
  Website: opt(Schema.String),
  tags: opt(Schema.Array(Id)),
  SocialLinksObject: opt(Schema.Array(SocialLink)),
  booth_number_array: opt(Schema.Array(Schema.String)),
  support_level: opt(Schema.String),
  showContactUs: opt(Flag),
  VirtualMeetingURL: opt(Schema.String),
  VirtualMeetingInfoJSON: opt(
    Schema.Struct({
      VirtualMeetingDescription: opt(Schema.String),
      /** The raffle's code: kept on the server; attendees get raffle_asks_code instead. */
      raffle_code: opt(Schema.String),
      raffle_asks_code: opt(Schema.Boolean),
      disable_video_chat: opt(Flag),
    }),
  ),
  enhanced_booth_config: opt(
    Schema.Struct({
      booth_rollups: opt(Schema.Array(Schema.Struct({ label: Schema.String, url: Schema.String }))),
      booth_background_url: opt(Schema.String),
      main_video_url: opt(Schema.String),
      main_image_url: opt(Schema.String),
      booth_header_url: opt(Schema.String),
    }),
  ),
});

/** The sponsor level an exhibitor is listed under. */
export const SponsorBadge = Schema.Struct({
  label: Schema.String,
  badge_color: opt(Schema.String),
  order: Schema.Number,
  directory_column_width: opt(Schema.Number),
});

/** A booth media item: a link or PDF has `url` and `label`; a video has `title`, `url` and `iframeHtml`. */
export const BoothMedia = Schema.Struct({
  type: Schema.Literal('link', 'pdf', 'video', 'raffle'),
  data: Schema.Struct({
    url: opt(Schema.String),
    label: opt(Schema.String),
    title: opt(Schema.String),
    iframeHtml: opt(Schema.String),
    image_url: opt(Schema.String),
  }),
});

export const StaffContact = Schema.Struct({
  uuid: UserId,
  firstName: Schema.String,
  lastName: Schema.String,
  contactTitle: opt(Schema.String),
  picture: opt(Schema.String),
});

export const Exhibitor = Schema.Struct({
  CompanyInfo,
  badgeObj: SponsorBadge,
  media: Schema.Struct({
    youtube: Schema.Array(BoothMedia),
    raffle: Schema.Array(BoothMedia),
    pdf: Schema.Array(BoothMedia),
    links: Schema.Array(BoothMedia),
    products: Schema.Array(ProductId),
  }),
  contact_info: Schema.Array(StaffContact),
});
export type Exhibitor = typeof Exhibitor.Type;
export type ExhibitorDoc = typeof Exhibitor.Encoded;
