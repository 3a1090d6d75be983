import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OfficeHoursView } from '../../../machines/officeHours.view';
import { Badge } from './Badge';
import { formatRange } from './format';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  li[data-state='past'] { color: ${({ theme }) => theme.colors.muted}; }
`;

const TONE = { live: 'demand', upcoming: 'tag', past: 'tag' } as const;

/**
 * Every office-hours slot of an item, in the conference time zone and the reader's language, with the state
 * the officeHours machine gives it (ended, live, upcoming).
 */
export function OfficeHoursSlots({ slots, timeZone }: { slots: OfficeHoursView['slots']; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <List aria-label={t('program.officeHoursSlots')} data-testid="office-hour-slots">
      {slots.map((slot) => (
        <li key={slot.start} data-state={slot.status}>
          <span>{formatRange(slot.start, slot.end, timeZone, i18n.language)}</span>
          <Badge $tone={TONE[slot.status]}>{t(`program.hours.${slot.status}`)}</Badge>
        </li>
      ))}
    </List>
  );
}
