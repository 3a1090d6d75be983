import {
  type SaveSettingsRequest,
  SettingsDocumentReply,
  SettingsImageReply,
} from '../../schemas/settingsEditor';
import type { Api } from './client';

/** The admin's settings editor: the document with its versions, a save, an image upload, an undo to a version. */
export function settingsEditorCalls(api: Api) {
  return {
    load: () => api.apiFetch(SettingsDocumentReply, '/admin/settings'),
    save: (body: SaveSettingsRequest) =>
      api.apiFetch(SettingsDocumentReply, '/admin/settings', { method: 'PUT', body }),
    /** An image for an image field; its address comes back. */
    uploadImage: (file: Blob) => {
      const form = new FormData();
      form.set('image', file, 'image');
      return api.apiFetch(SettingsImageReply, '/uploads/settings-image', { method: 'POST', body: form });
    },
    restore: (version: number) =>
      api.apiFetch(SettingsDocumentReply, `/admin/settings/versions/${version}/restore`, { method: 'POST' }),
  };
}
export type SettingsEditorCalls = ReturnType<typeof settingsEditorCalls>;
