import { Schema } from 'effect';
import { TextUpTo } from './input';

/** The word that confirms an account's deletion, when the typed e-mail address is not used. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** DELETE /api/me and DELETE /api/admin/people/{uuid}: the person's e-mail address or the word DELETE, typed. */
export const DeleteAccountRequest = Schema.Struct({ confirm: TextUpTo(320) });
export type DeleteAccountRequest = typeof DeleteAccountRequest.Type;

/**
 * Everything stored about a person in one event (GET /api/me/data, GET /api/admin/people/{uuid}/data): the
 * account, then every row of every table that points at the person, by table name.
 */
export const PersonalDataExport = Schema.Struct({
  exported_at: Schema.String,
  event: Schema.String,
  person: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  tables: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.Unknown) }),
});
export type PersonalDataExport = typeof PersonalDataExport.Type;

export const DataRightsAction = Schema.Literal('export', 'delete');

/** One entry of the data-rights audit log (GET /api/admin/data-rights/log). */
export const DataRightsLogEntry = Schema.Struct({
  id: Schema.Number,
  action: DataRightsAction,
  actor: Schema.Struct({ uuid: Schema.String, name: Schema.String }),
  subject: Schema.Struct({ uuid: Schema.String, name: Schema.String }),
  by_admin: Schema.Boolean,
  at: Schema.Number,
});
export type DataRightsLogEntry = typeof DataRightsLogEntry.Type;

export const DataRightsLogReply = Schema.Struct({ entries: Schema.Array(DataRightsLogEntry) });
export type DataRightsLogReply = typeof DataRightsLogReply.Type;
