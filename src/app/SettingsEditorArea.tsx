import { useCallback, useMemo } from 'react';
import { settingsEditorCalls } from '../api/settingsEditorCalls';
import { useClient } from '../browser/clientContext';
import { SettingsEditorPage } from '../features/admin/SettingsEditorPage';
import { NotFound } from './NotFound';
import { useSession } from './session';
import { SettingsPreview } from './SettingsPreview';

/** Event settings for admins; anyone else finds no such screen (the server refuses them too). */
export function SettingsEditorArea() {
  const { session } = useSession();
  const { api } = useClient();
  const calls = useMemo(() => settingsEditorCalls(api), [api]);
  const user = session?.user;
  const preview = useCallback(
    (draft: Readonly<Record<string, unknown>>) =>
      user ? <SettingsPreview draft={draft} user={user} /> : null,
    [user],
  );
  if (!user?.is_admin) return <NotFound />;
  return <SettingsEditorPage calls={calls} preview={preview} />;
}
