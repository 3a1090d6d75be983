import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROGRAM_LIST } from '../../../schemas/constants';
import type { FacetValue } from '../../../schemas/program';
import { Button } from '../../ui/Button';
import type { FacetCounts } from './filterSessions';
import { cutLabel, type FacetKey, MODES, type Mode, type ProgramQuery, selectedIn } from './programQuery';

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h4 { margin: 0 0 4px; font-size: 0.8rem; text-transform: uppercase; color: ${({ theme }) => theme.colors.muted}; }
`;

const Option = styled.button<{ $on: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 4px 8px;
  border: none;
  border-radius: 4px;
  font: inherit;
  text-align: start;
  cursor: pointer;
  background: ${({ $on, theme }) => ($on ? theme.colors.infoBg : 'transparent')};
  color: ${({ $on, theme }) => ($on ? theme.colors.info : theme.colors.text)};
  font-weight: ${({ $on }) => ($on ? 600 : 400)};
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface Facets {
  readonly days: readonly FacetValue[];
  readonly types: readonly FacetValue[];
  readonly rooms: readonly FacetValue[];
  readonly venues: readonly FacetValue[];
  readonly tracks: readonly FacetValue[];
  readonly tags: readonly FacetValue[];
  readonly categories: readonly FacetValue[];
}

/** The facets in sidebar order: address key, snapshot key, title and how many show before "Show more". */
const FACETS: readonly (readonly [FacetKey, keyof Facets, `program.${string}`, number])[] = [
  ['date', 'days', 'program.dates', PROGRAM_LIST.FACET_LIMIT_SHORT],
  ['types', 'types', 'program.types', PROGRAM_LIST.SESSION_TYPES_DEFAULT],
  ['room', 'rooms', 'program.rooms', PROGRAM_LIST.FACET_LIMIT_LONG],
  ['venue', 'venues', 'program.venues', PROGRAM_LIST.FACET_LIMIT_LONG],
  ['track', 'tracks', 'program.tracks', PROGRAM_LIST.FACET_LIMIT_LONG],
  ['tag', 'tags', 'program.tags', PROGRAM_LIST.FACET_LIMIT_SHORT],
  ['category', 'categories', 'program.categories', PROGRAM_LIST.FACET_LIMIT_SHORT],
];

function FacetList({
  title,
  facet,
  values,
  counts,
  selected,
  limit,
  onPick,
}: {
  title: string;
  facet: FacetKey;
  values: readonly FacetValue[];
  /** The live counts of the values; a value without one gives no result now. */
  counts: ReadonlyMap<string, number>;
  selected: readonly string[];
  limit: number;
  onPick: (facet: FacetKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (values.length === 0) return null;
  const shown = all ? values : values.slice(0, limit);
  return (
    <Group aria-label={title} data-facet={facet}>
      <h4>{title}</h4>
      {shown.map((v) => {
        const on = selected.includes(v.id);
        const count = counts.get(v.id) ?? 0;
        return (
          <Option
            key={v.id}
            type="button"
            $on={on}
            aria-pressed={on}
            disabled={count === 0 && !on}
            title={v.label}
            data-count={count}
            onClick={() => onPick(facet, v.id)}
          >
            <span>{cutLabel(v.label)}</span>
            <span>{count}</span>
          </Option>
        );
      })}
      {values.length > limit && (
        <Button type="button" $variant="link" onClick={() => setAll(!all)}>
          {all ? t('program.showLess') : t('program.showMore')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The filter sidebar: modes (not on a custom abstract page, whose selection replaces them), then dates, types
 * (several at once), rooms, venues, tracks, tags and categories, each value with how many results it gives now;
 * a value that gives none is disabled unless it is chosen (so it can be cleared).
 */
export function FilterSidebar({
  query,
  facets,
  counts,
  dayLabel,
  onMode,
  onPick,
  onClear,
}: {
  query: ProgramQuery;
  facets: Facets;
  counts: FacetCounts;
  dayLabel: (date: string) => string;
  onMode: (mode: Mode) => void;
  onPick: (facet: FacetKey, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Side aria-label={t('program.filters')}>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('program.clearAll')}
      </Button>
      {query.customPage === null && (
        <Group aria-label={t('program.show')}>
          <h4>{t('program.show')}</h4>
          {MODES.map((m) => (
            <Option
              key={m}
              type="button"
              $on={query.mode === m}
              aria-pressed={query.mode === m}
              onClick={() => onMode(m)}
            >
              {t(`program.mode.${m}`)}
            </Option>
          ))}
        </Group>
      )}
      {FACETS.map(([facet, key, title, limit]) => (
        <FacetList
          key={facet}
          title={t(title)}
          facet={facet}
          values={key === 'days' ? facets.days.map((d) => ({ ...d, label: dayLabel(d.id) })) : facets[key]}
          counts={counts[facet]}
          selected={selectedIn(query, facet)}
          limit={limit}
          onPick={onPick}
        />
      ))}
    </Side>
  );
}
