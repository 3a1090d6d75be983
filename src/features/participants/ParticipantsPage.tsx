import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH } from '../../../schemas/constants';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { Attendee } from '../../../schemas/program';
import { filterableBadges } from '../../people/badges';
import { nameRules } from '../../people/names';
import { directoryIndex, searchParticipants, withBadge } from '../../people/participantSearch';
import { suggestedPeople } from '../../people/suggestedPeople';
import { PageTitle } from '../../ui/PageTitle';
import { useDebounced } from '../../ui/useDebounced';
import { VirtualGrid } from '../../ui/VirtualGrid';
import { AttendeeCard, CARD_HEIGHT, CARD_MIN_WIDTH } from './AttendeeCard';
import { SuggestedPeople } from './SuggestedPeople';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h1 { margin: 0; }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; font-weight: 600; }
  label:first-child { flex: 1 1 260px; }
  input, select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const GAP = 12;

export interface ParticipantsPageProps {
  attendees: readonly Attendee[];
  /** The signed-in user: their tags and place choose the suggestions. */
  me: { readonly uuid: string; readonly tags: readonly string[] };
  settings: EventConfig;
  /** The badge the list is filtered by (?badge=), null for everyone. */
  badge: number | null;
  onBadge: (badge: number | null) => void;
  profilePath: (uuid: string) => string;
}

/**
 * The participants directory at /main/participants (000 §2, 002 §3): the top 3 people suggested to the user, a
 * search over name, city, company and country (500 ms after the last key), a badge filter, and everyone found
 * as badge cards in a virtualised grid (9 to a screen), each opening the person's profile.
 */
export function ParticipantsPage({
  attendees,
  me,
  settings,
  badge,
  onBadge,
  profilePath,
}: ParticipantsPageProps) {
  const { t } = useTranslation('people');
  const [query, setQuery] = useState('');
  const settled = useDebounced(query, SEARCH.DEBOUNCE);
  const index = useMemo(() => directoryIndex(attendees), [attendees]);
  const found = useMemo(() => withBadge(searchParticipants(index, settled), badge), [index, settled, badge]);
  const suggested = useMemo(() => {
    const own = attendees.find((a) => a.uuid === me.uuid);
    return suggestedPeople(index.people, { ...own, uuid: me.uuid, tags: me.tags });
  }, [attendees, index, me]);
  const rules = nameRules(settings);
  const badges = filterableBadges(settings);
  const badgeId = useId();
  const searchId = useId();
  const title = t('participants.title');
  const chosen = badges.find((b) => b.id === badge);
  return (
    <Page data-testid="participants-page">
      <PageTitle page={chosen ? `${chosen.label} · ${title}` : title} />
      <h1>{title}</h1>
      {suggested.length > 0 ? (
        <SuggestedPeople people={suggested} settings={settings} rules={rules} profilePath={profilePath} />
      ) : null}
      <Toolbar role="search">
        <label htmlFor={searchId}>
          {t('participants.search')}
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('participants.searchHint')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        {badges.length > 0 ? (
          <label htmlFor={badgeId}>
            {t('participants.badge')}
            <select
              id={badgeId}
              value={badge === null ? '' : String(badge)}
              onChange={(e) => onBadge(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('participants.allBadges')}</option>
              {badges.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </Toolbar>
      <Count role="status" data-testid="participants-count" data-count={found.length}>
        {found.length === 0
          ? settled.trim()
            ? t('participants.noResultsFor', { query: settled.trim() })
            : t('participants.noResults')
          : t('participants.count', { count: found.length })}
      </Count>
      {found.length > 0 ? (
        <VirtualGrid
          count={found.length}
          rowHeight={CARD_HEIGHT}
          pageSize={SEARCH.PARTICIPANT_PAGE_SIZE}
          minColumnWidth={CARD_MIN_WIDTH}
          gap={GAP}
          maxHeight="75vh"
          label={t('participants.list')}
          itemKey={(i) => found[i]?.uuid ?? String(i)}
          renderItem={(i) => {
            const p = found[i];
            return p ? (
              <AttendeeCard person={p} settings={settings} rules={rules} href={profilePath(p.uuid)} />
            ) : null;
          }}
        />
      ) : null}
    </Page>
  );
}
