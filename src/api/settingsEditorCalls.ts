import { type SaveSettingsRequest, SettingsDocumentReply } from '../../schemas/settingsEditor';
import type { Api } from './client';

/** The admin's settings editor: the document with its versions, a save, an undo to a version. */
export function settingsEditorCalls(api: Api) {
  return {
    load: () => api.apiFetch(SettingsDocumentReply, '/admin/settings'),
    save: (body: SaveSettingsRequest) =>
      api.apiFetch(SettingsDocumentReply, '/admin/settings', { method: 'PUT', body }),
    restore: (version: number) =>
      api.apiFetch(SettingsDocumentReply, `/admin/settings/versions/${version}/restore`, { method: 'POST' }),
  };
}
export type SettingsEditorCalls = ReturnType<typeof settingsEditorCalls>;
