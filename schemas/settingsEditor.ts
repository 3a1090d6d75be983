import { Schema } from 'effect';

/**
 * The settings editor's API (admins): the event's configuration document as stored, with its version number;
 * saving a new document; the saved versions (who, when); restoring one, which saves it again as a new version.
 * The document itself is checked with EventConfig on the server (schemas/eventConfigIssues.ts).
 */

/** One saved version, without its document. `savedBy` is null for the document the event was created with. */
export const SettingsVersionEntry = Schema.Struct({
  version: Schema.Number,
  savedAt: Schema.String,
  savedBy: Schema.NullOr(Schema.String),
  savedByName: Schema.String,
  restoredFrom: Schema.NullOr(Schema.Number),
});
export type SettingsVersionEntry = typeof SettingsVersionEntry.Type;

/** The current document (as stored, before signing media addresses), its version and the versions, newest first. */
export const SettingsDocumentReply = Schema.Struct({
  version: Schema.Number,
  settings: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  versions: Schema.Array(SettingsVersionEntry),
});
export type SettingsDocumentReply = typeof SettingsDocumentReply.Type;

/** A new document; `baseVersion`, the version it was edited from: a newer one saved meanwhile refuses it (409). */
export const SaveSettingsRequest = Schema.Struct({
  settings: Schema.Unknown,
  baseVersion: Schema.optionalWith(Schema.Number.pipe(Schema.int()), { exact: true }),
});
export type SaveSettingsRequest = typeof SaveSettingsRequest.Type;

export const SettingsVersionParams = Schema.Struct({
  version: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()),
});

/** The document keys that name the event; the editor keeps them, as moving an event is the CLI's business. */
export const FIXED_SETTINGS_KEYS = ['source_hex', 'conferenceid', 'confurlid', 'appdir'] as const;

export const SETTINGS_EDITOR_TEXT = {
  FIXED: 'This key names the event and cannot be changed here',
  STALE: 'The settings were saved by someone else meanwhile: reload them before saving',
  NO_VERSION: 'No such version of the settings',
} as const;

/** An image for the settings (a logo, a banner): at most this large, served open at SETTINGS_IMAGE_PATH. */
export const SETTINGS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where settings images are served: unguessable addresses, open, since the sign-in page shows its logo. */
export const SETTINGS_IMAGE_PATH = '/api/settings-images/';
export const SettingsImageReply = Schema.Struct({ url: Schema.String });
export type SettingsImageReply = typeof SettingsImageReply.Type;
