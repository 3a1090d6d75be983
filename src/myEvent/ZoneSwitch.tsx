import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type ZoneChoice, useBrowserZone, useZoneChoice } from './displayZone';

// A zone's long name (in Arabic above all) must not widen a phone's page: the choice shrinks to the row.
const Label = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  min-width: 0;
  select {
    font: inherit;
    padding: 4px 8px;
    max-width: 100%;
    min-width: 0;
    text-overflow: ellipsis;
  }
`;

/** A zone's name as people say it, in their language ("Central Time", "heure du Centre"). */
export function zoneName(timeZone: string, language: string): string {
  const key = `${language} ${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      0,
    );
    name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
    zoneNames.set(key, name);
  }
  return name;
}
/** Names already worked out: making a formatter for a zone costs more than the rest of the switch's render. */
const zoneNames = new Map<string, string>();

/**
 * Shows every time in the event's zone or the reader's own; remembered for the user. Only where the two
 * differ: otherwise there is nothing to choose.
 */
export function ZoneSwitch({ eventZone }: { eventZone: string }) {
  const { t, i18n } = useTranslation();
  const { choice, choose } = useZoneChoice();
  const local = useBrowserZone();
  const id = useId();
  if (local === eventZone) return null;
  return (
    <Label htmlFor={id}>
      {t('zone.label')}
      <select
        id={id}
        data-testid="zone-switch"
        value={choice}
        onChange={(e) => choose(e.target.value as ZoneChoice)}
      >
        <option value="event">{t('zone.event', { zone: zoneName(eventZone, i18n.language) })}</option>
        <option value="local">{t('zone.local', { zone: zoneName(local, i18n.language) })}</option>
      </select>
    </Label>
  );
}
