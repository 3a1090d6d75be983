import { Schema } from 'effect';
import { IntId, TextUpTo, TrimmedUpTo } from './input';

export const NOTE_MAX = 10_000;

/** A personal note (000 §3 Note) on a session, or on one of its abstracts (ab_id) or program items (program_id). */
export const Note = Schema.Struct({
  session_id: Schema.Number,
  ab_id: Schema.optional(Schema.Number),
  program_id: Schema.optional(Schema.Number),
  anchor: Schema.String,
  anchorHash: Schema.String,
  note: Schema.String,
  /** Epoch ms of the last save. */
  updated: Schema.Number,
});
export type Note = typeof Note.Type;

/** The user's general note: one note of their own not tied to any session (the profile's General Notes). */
export const GeneralNote = Schema.Struct({ note: Schema.String, updated: Schema.Number });
export type GeneralNote = typeof GeneralNote.Type;

export const NotesReply = Schema.Struct({
  notes: Schema.Array(Note),
  general: Schema.optionalWith(GeneralNote, { exact: true }),
});
export type NotesReply = typeof NotesReply.Type;

/** Saving a note; an empty text deletes it. */
export const NoteRequest = Schema.Struct({
  session_id: IntId('session_id'),
  ab_id: Schema.optional(IntId('ab_id')),
  program_id: Schema.optional(IntId('program_id')),
  anchor: Schema.optional(TextUpTo(500)),
  anchorHash: Schema.optional(TextUpTo(200)),
  note: TrimmedUpTo(NOTE_MAX),
});
export type NoteRequest = typeof NoteRequest.Type;

/** PUT /api/notes/general: saving the general note; an empty text deletes it. */
export const GeneralNoteRequest = Schema.Struct({ note: TrimmedUpTo(NOTE_MAX) });
export type GeneralNoteRequest = typeof GeneralNoteRequest.Type;
