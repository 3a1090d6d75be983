import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';
import type { SettingsVersionEntry } from '../../../schemas/settingsEditor';
import { Button } from '../../ui/Button';

/** Every saved version, newest first, with who saved it and when, and an undo to each earlier one. */
export function SettingsVersions({
  versions,
  current,
  restoring,
  canRestore,
  onRestore,
}: {
  versions: readonly SettingsVersionEntry[];
  current: number | null;
  restoring: number | null;
  canRestore: boolean;
  onRestore: (version: number) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="versions" aria-labelledby="settings-versions" data-testid="settings-versions">
      <h2 id="settings-versions">{t('settingsEditor.versions')}</h2>
      <ol>
        {versions.map((v) => (
          <li key={v.version} data-version={v.version}>
            <span>
              <strong>{t('settingsEditor.version', { version: v.version })}</strong>
              {v.version === current ? ` (${t('settingsEditor.current')})` : ''}
              <br />
              <span className="hint">
                {v.savedBy === null
                  ? t('settingsEditor.initial')
                  : t('settingsEditor.savedBy', {
                      name: v.savedByName,
                      when: when.format(new Date(v.savedAt)),
                    })}
                {v.restoredFrom !== null
                  ? ` · ${t('settingsEditor.restoredFrom', { version: v.restoredFrom })}`
                  : ''}
              </span>
            </span>
            {v.version === current ? null : (
              <Button
                type="button"
                $variant="secondary"
                disabled={!canRestore}
                aria-busy={restoring === v.version}
                aria-label={`${t('settingsEditor.undo')}: ${t('settingsEditor.version', { version: v.version })}`}
                onClick={() => onRestore(v.version)}
              >
                {t('settingsEditor.undo')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
