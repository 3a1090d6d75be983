import { Schema } from 'effect';
import { ErrorReply } from './errors';

/** The largest schedule file an import reads (a program of thousands of sessions is a few megabytes). */
export const SCHEDULE_MAX_BYTES = 20 * 1024 * 1024;

/** The formats a program is imported from: frab/Pentabarf schedule.xml, c3voc schedule.json, iCal. */
export const ScheduleFormat = Schema.Literal('frab', 'c3voc', 'ical');
export type ScheduleFormat = typeof ScheduleFormat.Type;

/** An entry the file holds but the import cannot take, with where it is and why. */
export const RejectedEntry = Schema.Struct({
  where: Schema.String,
  title: Schema.String,
  reason: Schema.String,
});
export type RejectedEntry = typeof RejectedEntry.Type;

/** A session of an earlier import that the file no longer has. */
export const GoneSession = Schema.Struct({ id: Schema.String, title: Schema.String });
export type GoneSession = typeof GoneSession.Type;

/**
 * What an import did, or with `preview` what it would do (nothing written): sessions created, updated and
 * unchanged, those of an earlier import the file no longer has (`gone`: removed with prune, else kept), the
 * entries rejected with their reasons, and the people matched to the event's or created.
 */
export const ProgramImportReply = Schema.Struct({
  format: ScheduleFormat,
  /** The sessions the file holds. */
  sessions: Schema.Number,
  preview: Schema.Boolean,
  created: Schema.Number,
  updated: Schema.Number,
  unchanged: Schema.Number,
  gone: Schema.Array(GoneSession),
  removed: Schema.Number,
  rejected: Schema.Array(RejectedEntry),
  people: Schema.Struct({ matched: Schema.Number, created: Schema.Number }),
});
export type ProgramImportReply = typeof ProgramImportReply.Type;

/** The media type of the import's streamed reply: one JSON line per step. */
export const IMPORT_LINES_TYPE = 'application/x-ndjson';

/**
 * A line of the streamed reply (asked for with `accept: application/x-ndjson`): the import's progress as rows
 * are written, then its summary, or the error that stopped it (the file was read by then; nothing is stored).
 */
export const ProgramImportLine = Schema.Union(
  Schema.Struct({ type: Schema.Literal('progress'), done: Schema.Number, total: Schema.Number }),
  Schema.Struct({ type: Schema.Literal('summary'), summary: ProgramImportReply }),
  Schema.Struct({ type: Schema.Literal('error'), status: Schema.Number, ...ErrorReply.fields }),
);
export type ProgramImportLine = typeof ProgramImportLine.Type;
