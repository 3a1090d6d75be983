import { Schema } from 'effect';
import { AbstractId, ProgramItemId, SessionId, SessionItemId } from './ids';
import { Person } from './person';
import { ScheduleSource } from './scheduleSource';

/**
 * A session item of the program (000 §3): a session, an abstract within a session, or a program item (a
 * presentation within a session). Times are epoch milliseconds; an item without `start_time_unix` is on-demand.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));
const Id = Schema.Union(Schema.Number, Schema.String);

export const InternalType = Schema.Literal('session', 'abstract', 'program');
export type InternalType = typeof InternalType.Type;

export const CreditEntry = Schema.Struct({ label: Schema.String, value: Schema.Number, credit_id: Id });

export const VideoLink = Schema.Struct({
  href: Schema.String,
  title: opt(Schema.String),
  image_url: opt(Schema.String),
  /** Seconds. */
  duration: opt(Schema.Number),
  /** Address of a JSON document mapping a language to its caption file. */
  transcript: opt(Schema.String),
  Public_AfterPresented: opt(Flag),
  Public_WithAccessAfterPresented: opt(Flag),
});
export type VideoLink = typeof VideoLink.Type;

export const PosterLink = Schema.Struct({
  image_url: Schema.String,
  thumbnail_url: opt(Schema.String),
  href: opt(Schema.String),
});

export const FileLink = Schema.Struct({
  fieldid: Id,
  name: Schema.String,
  href: Schema.String,
  Public_AfterPresented: opt(Flag),
});
export type FileLink = typeof FileLink.Type;

export const ChildItem = Schema.Struct({
  id: Schema.Number,
  type: Schema.Literal('abstract', 'program_item'),
});

export const TimeRange = Schema.Struct({ start: Schema.Number, end: Schema.Number });

export const LabeledContent = Schema.Struct({ label: Schema.String, content: Schema.String });

export const BreakoutRoom = Schema.Struct({
  id: Id,
  label: Schema.String,
  capacity: opt(Schema.Number),
});

/** How a session is streamed and released (000 §3 live_config_object). */
export const LiveConfig = Schema.Struct({
  hide_from_public: opt(Flag),
  stream_Url: opt(Schema.String),
  has_polling: opt(Flag),
  /** Seconds the stream starts before (negative) or after the session start. */
  stream_start_offset: opt(Schema.Number),
  hideqna: opt(Flag),
  faux_live_app: opt(Flag),
  faux_playlist_mode: opt(Flag),
  session_video_url: opt(Schema.String),
  session_video_url_low: opt(Schema.String),
  session_video_url_medium: opt(Schema.String),
  image_url: opt(Schema.String),
  mini_description: opt(Schema.String),
  external_meeting_platform_url: opt(Schema.String),
  has_breakout_room: opt(Flag),
  session_breakout_rooms: opt(Schema.Array(BreakoutRoom)),
  session_office_hour_capacity: opt(Schema.Number),
  office_hours_external_link: opt(Schema.String),
  awareness_check_total_count: opt(Schema.Number),
  awareness_check_pass_count: opt(Schema.Number),
  awareness_check_start_offset: opt(Schema.Number),
  access_day_only: opt(Flag),
  HideOnDemandVideosUntilSessionOver: opt(Flag),
  /** Days after the session end. */
  on_demand_video_availability_offset: opt(Schema.Number),
  release_management: opt(
    Schema.Struct({
      ondemand_release_offset: opt(Schema.Number),
      /** Epoch milliseconds: on-demand content is released from this moment. */
      content_start_date: opt(Schema.Number),
    }),
  ),
  additional_session_data: opt(Schema.Array(LabeledContent)),
  /** On (1) for the built-in polls, or the https address of an embedded participation tool. */
  live_participation: opt(Schema.Union(Flag, Schema.String)),
  abstract_qna: opt(Flag),
  special_label: opt(Schema.Struct({ label: Schema.String, icon: opt(Schema.String) })),
  duplicate_child_items_array: opt(Schema.Array(ChildItem)),
  feature_image_link: opt(Schema.String),
  virtual_include: opt(Flag),
});
export type LiveConfig = typeof LiveConfig.Type;

export const SessionItem = Schema.Struct({
  _id: SessionItemId,
  internal_type: InternalType,
  session_id: SessionId,
  ab_id: opt(AbstractId),
  program_id: opt(ProgramItemId),
  conference_id: Schema.Union(Schema.Number, Schema.String),
  source_hex: Schema.String,
  session_type_id: opt(Id),
  proposal_type: opt(Schema.String),
  program_track_id: opt(Id),
  program_track_name: opt(Schema.String),
  title: Schema.String,
  /** HTML. */
  description: Schema.String,
  description_array: opt(Schema.Array(LabeledContent)),
  start_time_unix: opt(Schema.Number),
  end_time_unix: opt(Schema.Number),
  /** Start of the parent session, for abstracts and program items. */
  parent_start: opt(Schema.Number),
  room_id: opt(Id),
  tags: opt(Schema.Array(Schema.String)),
  credits_array: opt(Schema.Array(CreditEntry)),
  video_links_array: opt(Schema.Array(VideoLink)),
  poster_links_array: opt(Schema.Array(PosterLink)),
  file_links_array: opt(Schema.Array(FileLink)),
  author_array: opt(Schema.Array(Person)),
  session_chair_array: opt(Schema.Array(Person)),
  child_items_array: opt(Schema.Array(ChildItem)),
  office_hours: opt(Schema.Array(TimeRange)),
  live_channel_id: opt(Schema.String),
  custom_filter_value_array: opt(Schema.Array(Schema.String)),
  feature_image: opt(Schema.String),
  weight: opt(Schema.Number),
  score: opt(Schema.Number),
  suggestion: opt(Schema.Struct({ score: Schema.Number })),
  live_config_object: opt(LiveConfig),
  /** Our own field: what an imported item keeps of its schedule file. */
  schedule_source: opt(ScheduleSource),
});
export type SessionItem = typeof SessionItem.Type;
/** A session item as stored and sent (JSON, ids unbranded). */
export type SessionItemDoc = typeof SessionItem.Encoded;
