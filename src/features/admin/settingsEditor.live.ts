import { fromPromise } from 'xstate';
import { type SaveSettingsInput, settingsEditorMachine } from '../../../machines/settingsEditor';
import type { SettingsDocumentReply, SettingsImageReply } from '../../../schemas/settingsEditor';
import type { SettingsEditorCalls } from '../../api/settingsEditorCalls';

/** The settingsEditor machine of the settings screen, its calls made through the API client. */
export function liveSettingsEditor(calls: SettingsEditorCalls) {
  return settingsEditorMachine.provide({
    actors: {
      fetchSettings: fromPromise<SettingsDocumentReply>(() => calls.load()),
      saveSettings: fromPromise<SettingsDocumentReply, SaveSettingsInput>(({ input }) =>
        calls.save({ settings: input.settings, baseVersion: input.baseVersion }),
      ),
      uploadImage: fromPromise<SettingsImageReply, { file: Blob }>(({ input }) =>
        calls.uploadImage(input.file),
      ),
      restoreVersion: fromPromise<SettingsDocumentReply, { version: number }>(({ input }) =>
        calls.restore(input.version),
      ),
    },
  });
}
