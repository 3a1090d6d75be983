import { Schema } from 'effect';

/**
 * What a session item keeps of the schedule file it was imported from (frab/Pentabarf schedule.xml, c3voc
 * schedule.json or iCal), so that a re-import finds it by `guid` and an export gives the file's own
 * identifiers and texts back. Fields the platform edits itself (title, times, room, track, type, persons,
 * links) are read from the item, not from here.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const ScheduleSourcePerson = Schema.Struct({
  /** The platform user the person was matched to or created as. */
  uuid: Schema.String,
  name: Schema.String,
  id: opt(Schema.Number),
  guid: opt(Schema.String),
});
export type ScheduleSourcePerson = typeof ScheduleSourcePerson.Type;

export const ScheduleSource = Schema.Struct({
  guid: Schema.String,
  id: Schema.Number,
  code: opt(Schema.String),
  slug: opt(Schema.String),
  /** An iCal file's own UID, when it is not a UUID. */
  uid: opt(Schema.String),
  subtitle: Schema.String,
  abstract: Schema.String,
  /** The description as plain text (the item's `description` holds it as HTML). */
  description: Schema.String,
  language: Schema.NullOr(Schema.String),
  url: opt(Schema.String),
  recording: opt(Schema.Struct({ license: Schema.String, optout: Schema.Boolean })),
  persons: Schema.Array(ScheduleSourcePerson),
});
export type ScheduleSource = typeof ScheduleSource.Type;

/** The schedule's own identity, kept on the event by an import (our own setting): exports give it back. */
export const ProgramSchedule = Schema.Struct({
  acronym: Schema.String,
  title: Schema.String,
  time_zone_name: Schema.String,
  base_url: opt(Schema.String),
});
export type ProgramSchedule = typeof ProgramSchedule.Type;
