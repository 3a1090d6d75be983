import { Schema } from 'effect';
import { LobbySponsors, LoungeCategory, LoungeEntry } from './lounge';
import { CreditsConfig } from './credits';
import { EvaluationConfig, SessionEvaluations } from './evaluation';
import { LocalizedText } from './localizedText';
import { ProgramSchedule } from './scheduleSource';
import { FieldWidget } from './fieldWidget';

/**
 * The event configuration document of specification 000 §3 (and the fields documents 001 and 002 read).
 * Every field is optional except the keys of the event; fields whose shape the specification does not
 * give are kept as they come (Unknown) until the issue that uses them gives them a shape.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));
const Id = Schema.Union(Schema.Number, Schema.String);
const Timestamp = Schema.Union(Schema.Number, Schema.String);

/** A CSS colour as the theme reads it (src/ui/theme.ts): #hex, rgb(), hsl() or a colour name. */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
export const Colour = Schema.String.pipe(
  Schema.pattern(COLOUR, {
    message: () => 'Expected a colour: #rrggbb, rgb(...), hsl(...) or a colour name',
  }),
).annotations({ [FieldWidget]: 'colour' });
/** The address of an image. */
export const ImageUrl = Schema.String.annotations({ [FieldWidget]: 'image' });

export const IdLabel = Schema.Struct({ id: Id, label: Schema.String });

export const AttendeeBadge = Schema.Struct({
  id: Schema.Number,
  label: Schema.String,
  font_color: opt(Schema.String),
  bgColor: opt(Schema.String),
  hidden: opt(Flag),
});
export type AttendeeBadge = typeof AttendeeBadge.Type;

export const SidebarEntry = Schema.Struct({
  hide_virtual: opt(Flag),
  type: Schema.String,
  session_type_id: opt(Id),
  /** With type `abstract_page`: the id of a page of `abstract_list_pages` (our own setting). */
  abstract_page_id: opt(Schema.String),
  include_all: opt(Flag),
  icon: opt(Schema.String),
  label: opt(Schema.String),
  showInRoot: opt(Flag),
});

export const CustomLink = Schema.Struct({
  label: Schema.String,
  href: Schema.String,
  icon: opt(Schema.String),
  SSO: opt(Flag),
});

export const CustomScreenType = Schema.Literal('Evaluation', 'HTML', 'Accordion');
export type CustomScreenType = typeof CustomScreenType.Type;

/**
 * A custom screen's own fields (002 §3 Custom screen): HTML `content`, Accordion `content` as a list of
 * `{ title, content }` items, Evaluation `content` as the address of the form to embed; or an external link
 * (`href`, with single sign-on when `SSO`). `badges` (our own setting): badge ids of which a user needs one to
 * see the screen (admins see every screen); everyone when absent.
 */
const customScreenFields = {
  id: Id,
  title: Schema.String,
  href: opt(Schema.String),
  SSO: opt(Flag),
  content: opt(Schema.Unknown),
  has_hot_keys: opt(Flag),
  social_feed: opt(Flag),
  badges: opt(Schema.Array(Id)),
};

/** A child page of a custom screen (at /main/CustomScreen/{parentId}/{id}); its type defaults to HTML. */
export const CustomChildPage = Schema.Struct({ ...customScreenFields, type: opt(CustomScreenType) });
export type CustomChildPage = typeof CustomChildPage.Type;

export const CustomScreen = Schema.Struct({
  ...customScreenFields,
  type: CustomScreenType,
  child_pages: opt(Schema.Array(CustomChildPage)),
});
export type CustomScreen = typeof CustomScreen.Type;

export const VotingForm = Schema.Struct({
  /** The form's url id (formurlid of a vote). */
  id: opt(Schema.String),
  label: Schema.String,
  custom_text: opt(Schema.String),
  session_types: Schema.Array(Id),
});

export const Ad = Schema.Struct({
  src: opt(Schema.String),
  img: opt(Schema.String),
  url: opt(Schema.String),
  srcMobile: opt(Schema.String),
});
export type Ad = typeof Ad.Type;

export const LoginForm = Schema.Struct({
  logo: opt(ImageUrl.annotations({ title: 'Logo', description: 'Shown above the sign-in form.' })),
  help_text: opt(LocalizedText),
  password: opt(Flag.annotations({ title: 'Password sign-in' })),
  magicLink: opt(
    Flag.annotations({ title: 'Magic link sign-in', description: 'A sign-in link sent by email.' }),
  ),
  magicLink_text: opt(LocalizedText),
  find_account_url: opt(Schema.String),
  find_account_text: opt(LocalizedText),
  additional_call_to_action: opt(Schema.Array(Schema.Struct({ label: LocalizedText, url: Schema.String }))),
  support_form_enabled: opt(Flag),
}).annotations({ title: 'Sign-in page', description: 'What the sign-in page offers and shows.' });
export type LoginForm = typeof LoginForm.Type;

export const Styling = Schema.Record({ key: Schema.String, value: Schema.String });

export const SessionVenue = Schema.Struct({ session_venue_id: Id, session_venue_name: Schema.String });
export type SessionVenue = typeof SessionVenue.Type;

export const SessionRoom = Schema.Struct({
  session_room_id: Id,
  session_room_name: Schema.String,
  /** The venue (building) the room is in: a `session_venue_id` of `session_venue_array`. */
  session_venue_id: opt(Id),
});
export type SessionRoom = typeof SessionRoom.Type;

const Kind = Schema.Literal('session', 'abstract', 'program');

/**
 * A custom abstract page (000 §2 `customAbstractPage`): the program list restricted to the items it selects,
 * under its own title and description. Each given selector narrows the page; within one selector any value
 * matches. Session types are named by id or by proposal_type label; `internal_types` defaults to every kind.
 */
export const AbstractListPage = Schema.Struct({
  id: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, {
      message: () => 'a custom abstract page id is 1 to 64 letters, digits, hyphens or underscores',
    }),
  ),
  title: Schema.String.pipe(Schema.nonEmptyString()),
  /** HTML, sanitised where it is shown. */
  description: opt(Schema.String),
  session_type_ids: opt(Schema.Array(Id)),
  proposal_types: opt(Schema.Array(Schema.String)),
  program_track_ids: opt(Schema.Array(Id)),
  custom_filter_values: opt(Schema.Array(Schema.String)),
  internal_types: opt(Schema.Array(Kind)),
}).pipe(
  Schema.filter(
    (p) =>
      [p.session_type_ids, p.proposal_types, p.program_track_ids, p.custom_filter_values].some(
        (list) => (list?.length ?? 0) > 0,
      ) || 'a custom abstract page selects its items by session type, proposal type, track or filter value',
  ),
);
export type AbstractListPage = typeof AbstractListPage.Type;

/**
 * The program's poster hall mode (our own setting): an optional intro video shown above the posters until the
 * attendee dismisses it. `intro_video_url` is a video file (mp4 or webm) the browser plays itself.
 */
export const PosterHallConfig = Schema.Struct({
  title: opt(Schema.String),
  intro_video_url: opt(Schema.String.pipe(Schema.nonEmptyString())),
  intro_video_title: opt(Schema.String),
  /** Image shown before the video plays. */
  intro_video_poster: opt(Schema.String),
});
export type PosterHallConfig = typeof PosterHallConfig.Type;

export const PrivacyWarning = Schema.Struct({
  session_types: opt(Schema.Array(Id)),
  session_ids: opt(Schema.Array(Id)),
  message: Schema.String,
  ok_text: opt(Schema.String),
  no_text: opt(Schema.String),
});

/** A slide of the lobby's welcome carousel (our own setting, `lobby_config.welcome_carousel`). */
export const LobbySlide = Schema.Struct({
  image: Schema.String.pipe(Schema.nonEmptyString()),
  /** The image on phones (up to 767 px wide), when it has one. */
  image_mobile: opt(Schema.String),
  /** What the slide says, for those who do not see it; empty for a slide that only decorates. */
  alt: opt(Schema.String),
  /** Where the slide leads: an in-app path, or another site (in a new tab). */
  url: opt(Schema.String),
});
export type LobbySlide = typeof LobbySlide.Type;

/** A video of the lobby: a file the browser plays itself (mp4 or webm), with an optional poster and captions. */
export const LobbyVideo = Schema.Struct({
  title: Schema.String.pipe(Schema.nonEmptyString()),
  url: Schema.String.pipe(Schema.nonEmptyString()),
  /** Image shown before the video plays. */
  poster: opt(Schema.String),
  /** A WebVTT file of English captions. */
  captions: opt(Schema.String),
  description: opt(Schema.String),
});
export type LobbyVideo = typeof LobbyVideo.Type;

/** The lobby's ad modal (001 §2 'a lobby ad modal has a Continue button'): an ad as ads are, with a title. */
export const LobbyAdModal = Schema.Struct({
  src: Schema.String.pipe(Schema.nonEmptyString()),
  srcMobile: opt(Schema.String),
  url: opt(Schema.String),
  /** The dialog's title ('A word from our sponsor' when absent). */
  title: opt(Schema.String),
  /** What the ad says, for those who do not see it. */
  alt: opt(Schema.String),
});
export type LobbyAdModal = typeof LobbyAdModal.Type;

/**
 * The lobby's main panel (000 §2 Lobby; our own setting, as the specification names no fields): the welcome
 * carousel, title, description (HTML), an optional video, featured videos, the ad modal, and the variant:
 * `live` is the second lobby variant, which lists live and upcoming sessions and past live sessions in place
 * of the videos.
 */
export const LobbyConfig = Schema.Struct({
  variant: opt(Schema.Literal('standard', 'live')),
  welcome_carousel: opt(Schema.Array(LobbySlide)),
  /** How long each slide stays, in ms (values under 100 are seconds); the ads' 8 s when absent. */
  carousel_speed: opt(Schema.Number),
  title: opt(Schema.String),
  /** HTML, sanitised where it is shown. */
  description: opt(Schema.String),
  video: opt(LobbyVideo),
  featured_videos: opt(Schema.Array(LobbyVideo)),
  ad_modal: opt(LobbyAdModal),
});
export type LobbyConfig = typeof LobbyConfig.Type;

export const ItineraryReminderConfig = Schema.Struct({
  title: opt(Schema.String),
  end_text: opt(Schema.String),
  go_button: opt(Schema.String),
  offset: opt(Schema.Number),
  icon: opt(Schema.String),
  developer_mode: opt(Flag),
});

export const EventConfig = Schema.Struct({
  source_hex: Schema.String.pipe(Schema.nonEmptyString()),
  conferenceid: Schema.Union(Schema.Number, Schema.String.pipe(Schema.nonEmptyString())),
  appdir: opt(Schema.String),
  appurl: opt(Schema.String),
  confurlid: opt(Schema.String),
  title: opt(
    Schema.String.annotations({
      title: 'Event title',
      description: 'The name on the sign-in page, the header and the browser tab.',
    }),
  ),
  logout_url: opt(Schema.String),
  domainOverride: opt(Schema.String),
  timezone: opt(
    Schema.String.annotations({
      title: 'Time zone',
      description: 'The conference time zone (IANA name, e.g. Europe/Berlin).',
    }),
  ),
  virtualapp_timezone: opt(Schema.String),
  cacheDelta: opt(
    Schema.Number.annotations({ description: 'How long browsers keep the program snapshot, in seconds.' }),
  ),
  app_enabled: opt(Flag),
  app_disabled_contact: opt(Schema.String),
  soft_close_timestamp: opt(Timestamp),
  soft_closed: opt(Flag),
  hard_close_time: opt(Timestamp),
  hard_close_msg: opt(Schema.String),
  archive_mode: opt(Flag),
  forced_page: opt(Schema.String),
  author_roles_map: opt(Schema.Array(IdLabel)),
  session_room_array: opt(Schema.Array(SessionRoom)),
  /** The buildings of a hybrid event; rooms name theirs with `session_venue_id` (our own setting). */
  session_venue_array: opt(Schema.Array(SessionVenue)),
  session_floorplans_array: opt(
    Schema.Array(
      Schema.Struct({
        floorplan_id: Id,
        floorplan_name: Schema.String,
        floorplan_config: opt(Schema.Unknown),
      }),
    ),
  ),
  session_type_array: opt(Schema.Array(Schema.Struct({ id: Id, label: Schema.String }))),
  program_track_array: opt(Schema.Array(Schema.Struct({ id: Id, label: Schema.String }))),
  abstract_list_pages: opt(Schema.Struct({ pages: Schema.Array(AbstractListPage) })),
  poster_hall_config: opt(PosterHallConfig),
  sidebarconfig: opt(Schema.Array(SidebarEntry)),
  basic_abstract_voting: opt(
    Schema.Struct({ enabled: opt(Flag), title: opt(Schema.String), forms: Schema.Array(VotingForm) }),
  ),
  menu_config: opt(Schema.Struct({ custom_links: opt(Schema.Array(CustomLink)) })),
  hide_native_menu: opt(Flag),
  webinar_series: opt(Flag),
  enable_exhibitor: opt(Flag),
  exhibitor_hall_config: opt(Schema.Unknown),
  menu_show_products: opt(Flag),
  participants_sidebar_config: opt(Schema.Unknown),
  attendee_badges: opt(Schema.Array(AttendeeBadge)),
  speaker_badge_id: opt(Schema.Number),
  lobbies: opt(Schema.Array(Schema.Union(LoungeEntry, Schema.String))),
  lobby_categories: opt(Schema.Array(LoungeCategory)),
  /** Our own setting: the text above the lounge cards (001 §2 'a custom header text'). */
  lounge_header_text: opt(Schema.String),
  lobby_max_capacity: opt(Schema.Number),
  /** The lobby's program tabs open on My Itinerary instead of Upcoming. */
  lobby_itinerary_default: opt(Flag),
  /** The lobby's welcome, videos, ad modal and variant (our own setting). */
  lobby_config: opt(LobbyConfig),
  /** The legacy form's sponsors of `lobbies` names: logo and video by room name. */
  lobby_sponsors: opt(LobbySponsors),
  use_daily: opt(Flag),
  jitsi_config: opt(Schema.Unknown),
  /** Hides the Social Lounge menu entry (000 §5 "not hidden"). */
  hide_social_lounge: opt(Flag),
  hide_discussion_board: opt(Flag),
  chat_enabled: opt(Flag),
  /** Turns one-to-one video calls off (001 §4). */
  disable_video_calls: opt(Flag),
  sidebarexhibitor: opt(Schema.Unknown),
  gamification_enabled: opt(Flag),
  custom_html_screens: opt(Schema.Array(CustomScreen)),
  hideNativeSupport: opt(Flag),
  externalSupportLink: opt(Schema.String),
  chat_widget_key: opt(Schema.String),
  support_email: opt(Schema.String),
  /** Session types a self-registered account may open (our own setting; all sessions when absent). */
  signup_session_types: opt(Schema.Array(Id)),
  header_banner: opt(
    ImageUrl.annotations({ title: 'Header banner', description: 'An image across the top of the lobby.' }),
  ),
  styling: opt(Styling),
  primary_color: opt(
    Colour.annotations({
      title: 'Primary colour',
      description: 'Buttons, links and the selected menu entry.',
    }),
  ),
  primary_dark_color: opt(
    Colour.annotations({ title: 'Primary dark colour', description: 'Hovered buttons and headings.' }),
  ),
  primary_light_color: opt(
    Colour.annotations({ title: 'Primary light colour', description: 'Tinted backgrounds under dark text.' }),
  ),
  collapsible_menu: opt(Flag),
  hide_sidebar: opt(Flag),
  itinerary_reminder_config: opt(ItineraryReminderConfig),
  notification_config: opt(Schema.Unknown),
  session_config: opt(
    Schema.Struct({
      auto_approve_abstract_qna: opt(Flag),
      include_qna_in_discussion: opt(Flag),
      /** Attendees may ask Questions for Speakers without their name (the speakers and chairs see no name either). */
      allow_anonymous_questions: opt(Flag),
    }),
  ),
  session_privacy_warning_message: opt(PrivacyWarning),
  session_card_config: opt(Schema.Unknown),
  show_credit_info: opt(Flag),
  all_media_open: opt(Flag),
  print_rooms: opt(Flag),
  /** Our own setting: the program's exports (schedule.xml, .json, .ics) are served without sign-in. */
  program_public: opt(Flag),
  /** Our own setting: the schedule identity an import keeps for exports. */
  program_schedule: opt(ProgramSchedule),
  session_attachments_download: opt(Flag),
  session_evaluations: opt(SessionEvaluations),
  evaluation_config: opt(EvaluationConfig),
  credits_config: opt(CreditsConfig),
  suggested_entities_config: opt(Schema.Struct({ sessions: opt(Flag), exhibitors: opt(Flag) })),
  sponsor_config: opt(Schema.Unknown),
  login_form: opt(LoginForm),
  ads: opt(Schema.Unknown),
  ad_rotation_speed: opt(Schema.Number),
  note_config: opt(Schema.Struct({ enable_notes: opt(Flag) })),
  my_notes_tab: opt(Flag),
  privacy_banner_text: opt(LocalizedText),
  limited_access_config: opt(
    Schema.Struct({ message: opt(Schema.String), button_text: opt(Schema.String), url: opt(Schema.String) }),
  ),
  app_language_overwrite: opt(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  sidebar_language_overwrite: opt(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  twitter_query: opt(Schema.String),
  /** Our own setting: the social wall's heading (001 §2 'The header text of the wall is configurable'). */
  social_wall_title: opt(Schema.String),
  profile_custom_fields: opt(Schema.Unknown),
  attendee_profile_edit: opt(Schema.Unknown),
  disable_update_profile: opt(Flag),
  custom_edit_profile: opt(Schema.Unknown),
  attendee_email_enabled: opt(Flag),
  /** Hides the company on other attendees' profiles (002 §6). */
  hide_company_attendees: opt(Flag),
  /** Hides the badges on profiles (002 §6). */
  disable_user_badges: opt(Flag),
  /** Hides the Edit Profile tab of the own profile (002 §6). */
  hide_edit_profile: opt(Flag),
  /** Hides the biography on profiles (002 §6). */
  disable_biography_tab: opt(Flag),
  attendee_name: opt(Schema.Unknown),
  attendee_profile_display: opt(Schema.Unknown),
  transcript_config: opt(Schema.Struct({ enabled: opt(Flag), title: opt(Schema.String) })),
  /** Certificates of earned credits: their heading and who signs them. */
  basic_certificate_config: opt(
    Schema.Struct({ enabled: opt(Flag), title: opt(Schema.String), signed_by: opt(Schema.String) }),
  ),
  attendee_certificate_config: opt(Schema.Unknown),
  admin_list: opt(Schema.Unknown),
  hide_gamification_leaderboard: opt(Flag),
  game_config: opt(Schema.Unknown),
  /** Hides the booths' meeting scheduler (002 §2). */
  hide_meeting_scheduler: opt(Flag),
  /** The booths' meeting scheduler shows only from this time (002 §2 "optional configured time window"). */
  meeting_scheduler_start: opt(Timestamp),
  /** ... and until this time. */
  meeting_scheduler_end: opt(Timestamp),
  /**
   * Our own setting: what becomes of a deleted account's wall posts and messages: kept under 'Deleted user'
   * (the default) or removed with the account.
   */
  deleted_account_content: opt(Schema.Literal('keep_as_deleted_user', 'remove')),
  /** Whether the provider's staff (xcd_staff) are logged in analytics too (000 §6); off by default. */
  admin_logging: opt(Flag),
  /** The demo event only: the date (YYYY-MM-DD, event time zone) that is its day 2; dates move with today. */
  demo_anchor_date: opt(Schema.String),
});
export type EventConfig = typeof EventConfig.Type;

/** Reads a 0/1/boolean flag of the configuration. */
export const isOn = (flag: boolean | 0 | 1 | undefined): boolean => flag === true || flag === 1;

/** Reads a configured time (epoch ms, epoch seconds below 10^11, or ISO text) as epoch ms; null when absent. */
export function toEpochMs(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return toEpochMs(asNumber);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Soft close (000 §4): the soft_closed flag, or soft_close_timestamp in the past. */
export function isSoftClosed(config: Pick<EventConfig, 'soft_closed' | 'soft_close_timestamp'>, now: number) {
  const at = toEpochMs(config.soft_close_timestamp);
  return isOn(config.soft_closed) || (at !== null && at <= now);
}

/** Whether the booths' meeting scheduler shows now (002 §2): not hidden and inside its optional time window. */
export function isMeetingSchedulerOpen(
  config: Pick<EventConfig, 'hide_meeting_scheduler' | 'meeting_scheduler_start' | 'meeting_scheduler_end'>,
  now: number,
): boolean {
  if (isOn(config.hide_meeting_scheduler)) return false;
  const start = toEpochMs(config.meeting_scheduler_start);
  const end = toEpochMs(config.meeting_scheduler_end);
  return (start === null || now >= start) && (end === null || now < end);
}
