/**
 * The product's constants (section 9 of the three specification documents), in one place.
 * Durations are in milliseconds unless the name says otherwise.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TIME = { SECOND, MINUTE, HOUR, DAY } as const;

export const CACHE = {
  DEFAULT_CACHE_DELTA_S: 900,
  ALL_CONTACTS_CACHE_DELTA_S: 3600,
  CONTACT_BATCH_SIZE: 500,
  DATA_REFRESH: 2 * MINUTE,
} as const;

export const SESSION_TIMING = {
  LIVE_NOW_LEAD: 15 * MINUTE,
  LIVE_STREAM_AFTER_END: HOUR,
  NEXT_SESSION_SUGGESTION_WINDOW: 30 * MINUTE,
  COUNTDOWN_CAP: 30 * DAY,
  DAY_FILTER_S: 86400,
  /** 'hidden until the session is over' releases on-demand content this long after the end. */
  ON_DEMAND_HIDDEN_AFTER_END: 15 * MINUTE,
} as const;

export const OFFICE_HOURS = {
  DEFAULT_CAPACITY: 25,
  JOIN_BEFORE: 15 * MINUTE,
  JOIN_AFTER_END: 15 * MINUTE,
  HIDDEN_AFTER_LAST_END: 86400 * SECOND,
  PROVIDER_MAX_PARTICIPANTS: 50,
} as const;

export const BREAKOUT_ROOM = { OPEN_BEFORE: 10 * MINUTE, HIDDEN_AFTER_END: 24 * HOUR } as const;
export const EXTERNAL_MEETING = { JOIN_BEFORE: 15 * MINUTE, CARD_AFTER_END: HOUR } as const;

export const VIDEO_ROOM = {
  TOKEN_EXPIRY: 8 * HOUR,
  EJECT_AFTER_S: 7200,
  ROOM_NAME_MAX: 200,
  ROOM_ID_LENGTH: 5,
  DEFAULT_ROOM_NAME: 'default_room',
} as const;

export const VIDEO = {
  COMPLETE_RATIO: 0.9,
  PLAYBACK_RATES: [0.5, 1, 1.25, 1.5, 1.75, 2],
  QUALITIES: ['High', 'Medium', 'Low'],
  SEEK_S: 10,
  HEARTBEAT_THROTTLE: 15 * SECOND,
  WATCHING_LOG_THROTTLE: 60 * SECOND,
  ATTENTION_DURATION_DEFAULT: 15,
} as const;

/**
 * How the server counts a heartbeat: it covers at most CREDIT_FACTOR times the wall-clock time since the
 * previous one (the fastest playback rate), never more than MAX_CREDIT_S seconds; the first one counts as if
 * the previous came HEARTBEAT_THROTTLE before.
 */
export const WATCH_CREDIT = { CREDIT_FACTOR: 2, MAX_CREDIT_S: 60 } as const;

/** The evaluation's `attendance` rule: minutes of the live session to follow when attendance_minutes is unset. */
export const EVALUATION = { ATTENDANCE_MINUTES_DEFAULT: 10 } as const;

export const AWARENESS = {
  PROMPT: 30 * SECOND,
  RESPONSE: 30 * SECOND,
  SPLIT_WINDOW: 5 * SECOND,
  /** Our own: an outcome that did not reach the server is sent again this much later. */
  WRITE_RETRY: 15 * SECOND,
} as const;

export const RATING = { STEP: 0.5, AVERAGE_DECIMALS: 1 } as const;
export const CREDITS = { VALUE_DECIMALS: 2 } as const;

export const REMINDER = {
  DEFAULT_OFFSET: 10 * MINUTE,
  MAX_TIMER_DISTANCE: 864_000_000,
  DEVELOPER_MODE_DELAY: 5 * SECOND,
  NOTIFICATION_TITLE: 'Reminder',
  NOTIFICATION_BUTTON: 'Go to the event',
  ITINERARY_TITLE: 'Itinerary Reminder',
  ITINERARY_TEXT: 'will begin',
  ITINERARY_BUTTON: 'Go To Session',
  ICS_ALARM_BEFORE: 30 * MINUTE,
} as const;

/** AD_TURN_DAYS: how long the ad rotation counter (001 §4 'Ads rotate by a cookie counter') is kept. */
export const COOKIES = { LOGIN_DAYS: 2, PRIVACY_DAYS: 2, AD_SKIP_DAYS: 1 / 24, AD_TURN_DAYS: 30 } as const;

export const ADS = {
  ROTATION: 8 * SECOND,
  POSTER_SKYSCRAPER: 15 * SECOND,
  SKIP_WINDOW: HOUR,
  ROTATOR: 4 * SECOND,
} as const;

/** The event log (001 §7): the most actions one user may log a minute, so one browser cannot flood it. */
export const ANALYTICS = { RATE_WINDOW: MINUTE, MAX_PER_USER: 120, ADMIN_LIST: 200 } as const;

export const KILL_SWITCH = { MIN_DELAY: 1 * SECOND, MAX_DELAY: 30 * SECOND } as const;

export const SEARCH = {
  DEBOUNCE: 500,
  URL_STATE_DEBOUNCE: 300,
  SESSION_THRESHOLD: 0.75,
  ATTENDEE_THRESHOLD: 0.5,
  PARTICIPANT_PAGE_SIZE: 9,
  PARTICIPANT_ROW_HEIGHT: 76,
} as const;

export const PROGRAM_LIST = {
  PAGE_SIZES: [5, 10, 25, 50, 100],
  DEFAULT_PAGE_SIZE: 10,
  FACET_LIMIT_SHORT: 6,
  FACET_LIMIT_LONG: 8,
  SESSION_TYPES_DEFAULT: 8,
  FACET_LABEL_MAX: 22,
} as const;

export const AVATARS = {
  LIST_VISIBLE: 5,
  OVERFLOW_FROM: 6,
  SIZES: [128, 150, 240],
  DEFAULT_PICTURE: 'default-avatar.png',
} as const;

export const BADGES = {
  MAX_ON_CARD: 4,
  BORDER_PX: 5,
  BORDER_DEFAULT_COLOR: 'black',
  NON_PARTICIPANT: -1,
  DEFAULT_LABEL: 'Attendee',
} as const;

export const LAYOUT = {
  HEADER_BANNER_HEIGHT: 100,
  HEADER_BANNER_HEIGHT_SMALL: 60,
  BREAKPOINT_SMALL: 767,
  BREAKPOINT_DRAWER: 992,
  BREAKPOINT_WIDE: 1200,
  NOTES_ROWS: 3,
  SUPPORT_ROWS: { min: 2, max: 6 },
  STAFF_COMMENT_ROWS: { min: 2, max: 4 },
} as const;

export const RELATIVE_TIME = { JUST_NOW_UNDER: MINUTE, MINUTES_UNDER: HOUR, HOURS_UNDER: DAY } as const;

export const SUGGESTIONS = { TOP: 3 } as const;

/** Profiles (002 §9): the picture is compressed in the browser to at most 1 MB and 600 px before upload. */
export const PROFILE = {
  PHOTO_MAX_BYTES: 1024 * 1024,
  PHOTO_MAX_PX: 600,
  BIOGRAPHY_MIN_ROWS: 2,
  BIOGRAPHY_MAX_ROWS: 6,
  /** How long a success or 'Failed' toast stays. */
  TOAST_MS: 5 * SECOND,
} as const;

export const WALL = {
  FEED_PAGE_SIZE: 5,
  FEED_PAGE_GROWTH: 5,
  SCROLL_THRESHOLD: 0.9,
  POLL: 120_000,
  MAX_IMAGES_PER_POST: 8,
  LIKER_AVATARS: 3,
  IMAGE_MAX_BYTES: 1024 * 1024,
  IMAGE_MAX_PX: 600,
  TWEET_COUNT: 20,
} as const;

export const CHAT = { PREVIEW_CHARS: 25, CALL_AUTO_CANCEL: 30 * SECOND } as const;

/**
 * The lobby's exhibitor carousel and upcoming products (000 §2): how many each shows. Our own numbers (the
 * specification gives none): a carousel stays browsable by its dots, the products fit the side column.
 */
export const LOBBY_SHOWCASE = { EXHIBITORS: 12, PRODUCTS: 4 } as const;

export const LOUNGE = {
  SCHEDULED_OPEN_BEFORE: 600 * SECOND,
  AVATARS_VISIBLE: 5,
  AVATARS_OVERFLOW_FROM: 6,
  TRACK_ID_LENGTH: 15,
} as const;

export const RELAY = { RECONNECT_DELAY: 1000, RECONNECT_DELAY_MAX: 5000 } as const;

export const GAME = {
  UNLIMITED_REDEEM: -1,
  LEADERBOARD_TOP: 10,
  PODIUM: 3,
  /** A burst of points sends the leaderboard to the relay at most once in this many ms. */
  LEADERBOARD_PUSH_INTERVAL: SECOND,
} as const;

export const POLL = {
  /** A burst of votes sends a session's polls to the relay at most once in this many ms. */
  PUSH_INTERVAL: SECOND,
  MAX_OPTIONS: 10,
  MIN_OPTIONS: 2,
  QUESTION_MAX: 300,
  OPTION_MAX: 120,
} as const;

export const EXHIBITOR = { LIVE_STREAM_PANEL_AFTER_END: 900 * SECOND } as const;

export const SOCIAL_MESSAGE = { HIDDEN: -1, NOT_MESSAGING: 0, MESSAGING: 1 } as const;

export const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export const RTL_LANGUAGES = ['ar'] as const;

/** Limits of our own (not from the specification); see docs/decisions.md. */
/** The longest delay a browser or Node timer keeps (2^31 - 1 ms, about 24.8 days); longer waits re-arm. */
export const TIMERS = { MAX_DELAY: 2_147_483_647 } as const;

export const AUTH = {
  TOKEN_TTL: 2 * DAY,
  MAGIC_LINK_TTL: 15 * MINUTE,
  /** The ssotoken of a login reply: one use, while its login lasts, at most this long. */
  SSO_TOKEN_TTL: 8 * HOUR,
  /** The token a custom screen's external link carries to a third party: one use, this long. */
  EXTERNAL_SSO_TTL: 2 * MINUTE,
  /** A sign-up's confirmation link. */
  SIGNUP_CONFIRM_TTL: DAY,
  /** Failed sign-ins count for this long. */
  LOGIN_ATTEMPT_WINDOW: HOUR,
  /** Failures allowed without a wait: per account and address, per account (from new addresses), per address. */
  FREE_FAILURES_PER_PAIR: 3,
  FREE_FAILURES_PER_ACCOUNT: 10,
  FREE_FAILURES_PER_ADDRESS: 20,
  /** After the free failures each further one doubles the wait before the next attempt, up to the maximum. */
  LOGIN_DELAY_BASE: SECOND,
  LOGIN_DELAY_MAX: 15 * MINUTE,
  /** An address that signed in to the account this recently is a known address: no per-account wait. */
  KNOWN_ADDRESS_AGE: 30 * DAY,
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 200,
  USERNAME_MAX: 100,
  EMAIL_MAX: 254,
  /** Sign-ups from one client address within an hour. */
  SIGNUPS_PER_ADDRESS: 10,
} as const;

/** Sign-in and sign-up mail (magic links, confirmations): per recipient and per client address within the window. */
export const AUTH_MAIL = { WINDOW: HOUR, MAX_PER_RECIPIENT: 5, MAX_PER_ADDRESS: 20 } as const;

/** Support mail within the window: per client address, and per event support mailbox (the recipient). */
export const SUPPORT_MAIL = { WINDOW: HOUR, MAX_PER_ADDRESS: 5, MAX_PER_RECIPIENT: 100 } as const;

/** Send Email to an attendee (attendee_send_email): per sender, and per sender and recipient, within the window. */
export const DIRECT_MESSAGE_RATE = { WINDOW: HOUR, MAX_PER_SENDER: 10, MAX_PER_RECIPIENT: 3 } as const;

/** 'Add to Calendar' mails: a few an hour per user, so the button cannot fill an inbox. */
export const ITINERARY_MAIL = { WINDOW: HOUR, MAX_PER_USER: 5 } as const;

/**
 * Headers that a proxy adds on its way in: a request carrying any of them came through a proxy, so its
 * remote address (the proxy's) says nothing about where it started.
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'via',
] as const;

/** A booth's interactions (002 §2 "Booth detail", §7): message and raffle-code lengths, the raffle placeholder. */
export const BOOTH = {
  MESSAGE_MAX: 5000,
  RAFFLE_CODE_MAX: 100,
  COMPANY_PLACEHOLDER: '{companyname}',
} as const;

/** Meeting booking with exhibitor staff (002 §2 "Meeting booking", §8). */
export const MEETINGS = {
  /** Slots listed unless filtered by contact or day. */
  LIST_SIZE: 10,
  BOOKED: 'Thank you. Your appointment request has been succesfully sent.',
  TAKEN: 'Sorry, this timeslot has already been taken!',
  TAKEN_TITLE: 'Error',
  STARTED: 'This timeslot has already started.',
  CLOSED: 'Meeting booking is not open at this time.',
  ICS_FILE: 'meeting.ics',
} as const;

/** The exhibitor directory and booth (002 §2 "Directory", "Booth detail", §9). */
export const EXHIBITORS = {
  FACET_LIMIT: 6,
  TAGS_SHOWN: 4,
  /** A tag label longer than this is cut to LABEL_KEEP characters plus '...'. */
  LABEL_MAX: 21,
  LABEL_KEEP: 18,
  SUGGESTIONS_TOP: 3,
  /** Tags on a suggestion's popover and on a product card. */
  POPOVER_TAGS: 3,
  PRODUCT_TAGS: 3,
  /** Video and raffle thumbnails on a card, except on the levels that show all media. */
  CARD_MEDIA: 3,
  ALL_MEDIA_LEVELS: [1, 2],
  ROTATOR_MS: 4 * SECOND,
  /** Column width (of 24) of a level without its own: by how many companies it has. */
  COLUMN_WIDTH_ONE: 24,
  COLUMN_WIDTH_TWO: 12,
  COLUMN_WIDTH_MANY: 8,
  NEW_PRODUCT_LABEL: 'New Product',
} as const;
