import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoungesReply } from '../../../schemas/lounge';
import { formatInstant } from '../../i18n/dates';
import { Button } from '../../ui/Button';
import { FilterAside } from '../../ui/FilterLayout';
import { type LoungeFilter, NO_FILTER, scheduleDays, toggled } from './loungeFilters';

const Aside = styled(FilterAside)`
  fieldset { border: none; padding: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; }
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 32px; }
`;

/** The cards' filter (001 §2): the days of the scheduled rooms ('ddd, MMM DD') and the categories with rooms. */
export function LoungeFilters({
  reply,
  filter,
  open,
  onChange,
}: {
  reply: LoungesReply;
  filter: LoungeFilter;
  open: boolean;
  onChange: (filter: LoungeFilter) => void;
}) {
  const { t, i18n } = useTranslation('lounges');
  const days = scheduleDays(reply.rooms, reply.time_zone);
  const categories = reply.categories.filter((c) => reply.rooms.some((r) => r.category === c.id));
  const chosen = filter.days.length + filter.categories.length > 0;
  return (
    <Aside $open={open} aria-label={t('lounges.filters')}>
      {days.length > 0 && (
        <fieldset>
          <legend>{t('lounges.dates')}</legend>
          {days.map(({ day, at }) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={filter.days.includes(day)}
                onChange={() => onChange({ ...filter, days: toggled(filter.days, day) })}
              />
              {formatInstant(at, { language: i18n.language, timeZone: reply.time_zone, style: 'weekdayDay' })}
            </label>
          ))}
        </fieldset>
      )}
      {categories.length > 0 && (
        <fieldset>
          <legend>{t('lounges.categories')}</legend>
          {categories.map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                checked={filter.categories.includes(c.id)}
                onChange={() => onChange({ ...filter, categories: toggled(filter.categories, c.id) })}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
      {chosen && (
        <Button type="button" $variant="secondary" onClick={() => onChange(NO_FILTER)}>
          {t('lounges.clearFilters')}
        </Button>
      )}
    </Aside>
  );
}
