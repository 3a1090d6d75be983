import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXHIBITORS } from '../../../schemas/constants';
import type { DirectoryReply } from '../../../schemas/exhibitorDirectory';
import { Button } from '../../ui/Button';
import type { EventConfig } from '../../../schemas/eventConfig';
import { PageAds } from '../../ui/PageAds';
import { PageTitle } from '../../ui/PageTitle';
import { FacetGroup } from './DirectoryFilters';
import {
  cardTags,
  cutLabel,
  DIRECTORY_SORTS,
  type DirectoryFilters,
  type DirectorySort,
  facetOf,
  filterCards,
  groupCards,
  hasTag,
  NO_FILTERS,
} from './directoryModel';
import { ExhibitorCard } from './ExhibitorCard';
import { boothPath } from './exhibitorPaths';
import { HallAd } from './HallAd';

const Layout = styled.div<{ $filters: boolean }>`
  display: grid;
  grid-template-columns: ${({ $filters }) => ($filters ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; min-width: 0; }
  input, select { font: inherit; padding: 6px 8px; border: 1px solid ${({ theme }) => theme.colors.muted}; border-radius: 4px; max-width: 100%; }
  input { width: 18rem; }
`;
/** A 24-column grid: a level's width says how many columns one card spans. */
const Grid = styled.ul<{ $width: number }>`
  display: grid;
  grid-template-columns: repeat(24, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  > li { grid-column: span ${({ $width }) => $width}; min-width: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    > li { grid-column: span 24; }
  }
`;
const Suggestions = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.1rem; }
  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(3)}; margin: 0; padding: 0; list-style: none; }
  li { position: relative; }
  a { display: inline-block; padding: 6px 12px; border-radius: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primaryDark}; }
  /* The tags' popover: under the name while it is pointed at or focused; always shown where nothing hovers. */
  [role='tooltip'] {
    display: none;
    position: absolute;
    inset-inline-start: 0;
    top: calc(100% + 4px);
    z-index: 2;
    width: max-content;
    max-width: 16rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
    font-size: 0.875rem;
  }
  li:hover [role='tooltip'], li:focus-within [role='tooltip'] { display: block; }
  @media (hover: none) {
    [role='tooltip'] { display: block; position: static; box-shadow: none; border: 0; padding: 4px 12px 0; }
  }
`;

const SORT_KEYS: Record<DirectorySort, string> = {
  level: 'exhibitors.sortLevel',
  name: 'exhibitors.sortName',
  country: 'exhibitors.sortCountry',
};

const toggle = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/**
 * A hall's directory (002 §2 "Directory"): companies grouped by sponsor level in level order at each level's
 * column width, sorted by Support Level, Name or Country; the support type, tag and interest filters; the
 * search; the suggestions panel (each with a popover of up to 3 of its tags); each card links to its booth. The
 * hall's ad video, when it has one not yet passed, plays first.
 */
export function DirectoryPage({
  reply,
  settings,
  isAdmin = false,
}: {
  reply: DirectoryReply;
  settings: EventConfig;
  isAdmin?: boolean;
}) {
  const { t } = useTranslation('exhibitors');
  const [sort, setSort] = useState<DirectorySort>('level');
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const { hall } = reply;
  const { options } = hall;
  const title = hall.title ?? t('exhibitors.title');
  const shown = useMemo(() => filterCards(reply.exhibitors, filters, reply), [reply, filters]);
  const groups = useMemo(() => groupCards(shown, reply.levels, sort), [shown, reply.levels, sort]);
  const levelFacets = reply.levels.map((l) => ({ id: l.label, label: l.label, count: l.count }));
  const tagFacets = facetOf(reply.exhibitors, reply.tags, hasTag);
  const interestFacets = facetOf(
    reply.exhibitors,
    reply.tag_categories,
    (card, id) =>
      reply.tag_categories.find((c) => c.id === id)?.tags.some((tag) => hasTag(card, tag)) ?? false,
  );
  const suggested = reply.suggested.flatMap((id) => {
    const card = reply.exhibitors.find((c) => c.CompanyInfo.CompID === id);
    return card ? [card] : [];
  });
  const filtering = filters !== NO_FILTERS;
  const showFilters = !options.hide_filters;
  return (
    <div data-testid="exhibitor-directory">
      <PageTitle page={title} />
      <h1>{title}</h1>
      <HallAd hall={hall} isAdmin={isAdmin}>
        {!options.hide_suggestions && suggested.length > 0 && (
          <Suggestions aria-labelledby="exhibitor-suggestions" data-testid="exhibitor-suggestions">
            <h2 id="exhibitor-suggestions">{t('exhibitors.suggestions')}</h2>
            <ol>
              {suggested.slice(0, EXHIBITORS.SUGGESTIONS_TOP).map((c) => {
                const tags = cardTags(c, reply.tags).slice(0, EXHIBITORS.POPOVER_TAGS);
                const tip = `suggestion-tags-${c.CompanyInfo.CompID}`;
                return (
                  <li key={c.CompanyInfo.CompID} data-testid="exhibitor-suggestion">
                    <a
                      href={boothPath(hall.id, c.CompanyInfo.CompID)}
                      aria-describedby={tags.length > 0 ? tip : undefined}
                    >
                      {c.CompanyInfo.Companyname}
                    </a>
                    {tags.length > 0 && (
                      <span role="tooltip" id={tip}>
                        {tags.map((tag) => cutLabel(tag.label)).join(' · ')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </Suggestions>
        )}
        <PageAds settings={settings} page="exhibitors">
          <Layout $filters={showFilters}>
            {showFilters && (
              <section aria-label={t('exhibitors.filters')} data-testid="exhibitor-filters">
                <FacetGroup
                  title={t('exhibitors.supportType')}
                  facets={levelFacets}
                  selected={filters.levels}
                  onToggle={(id) => setFilters({ ...filters, levels: toggle(filters.levels, id) })}
                  testId="facet-level"
                />
                <FacetGroup
                  title={t('exhibitors.tag')}
                  facets={tagFacets}
                  selected={filters.tags}
                  onToggle={(id) => setFilters({ ...filters, tags: toggle(filters.tags, id) })}
                  shown={EXHIBITORS.TAGS_SHOWN}
                  testId="facet-tag"
                />
                <FacetGroup
                  title={t('exhibitors.interest')}
                  facets={interestFacets}
                  selected={filters.interests}
                  onToggle={(id) => setFilters({ ...filters, interests: toggle(filters.interests, id) })}
                  testId="facet-interest"
                />
                {filtering && (
                  <Button type="button" $variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    {t('exhibitors.clearFilters')}
                  </Button>
                )}
              </section>
            )}
            <div>
              <Bar>
                <label>
                  {t('exhibitors.search')}
                  <input
                    type="search"
                    value={filters.query}
                    onChange={(e) => setFilters({ ...filters, query: e.target.value })}
                    data-testid="exhibitor-search"
                  />
                </label>
                <label>
                  {t('exhibitors.sortBy')}
                  <select
                    value={sort}
                    onChange={(e) => setSort(e.target.value as DirectorySort)}
                    data-testid="exhibitor-sort"
                  >
                    {DIRECTORY_SORTS.map((s) => (
                      <option key={s} value={s}>
                        {t(SORT_KEYS[s])}
                      </option>
                    ))}
                  </select>
                </label>
              </Bar>
              {groups.length === 0 && <p role="status">{t('exhibitors.noResults')}</p>}
              {groups.map((g) => (
                <section
                  key={g.level?.label ?? 'all'}
                  aria-label={g.level?.label ?? title}
                  data-testid="exhibitor-level"
                  data-level={g.level?.label ?? ''}
                >
                  {g.level && <h2>{g.level.label}</h2>}
                  <Grid $width={g.level?.directory_column_width ?? EXHIBITORS.COLUMN_WIDTH_MANY}>
                    {g.cards.map((card) => (
                      <li key={card.CompanyInfo.CompID}>
                        <ExhibitorCard
                          card={card}
                          tags={reply.tags}
                          href={boothPath(hall.id, card.CompanyInfo.CompID)}
                          showStatus={options.status_enabled}
                          showDescription={!options.hide_description_text}
                        />
                      </li>
                    ))}
                  </Grid>
                </section>
              ))}
            </div>
          </Layout>
        </PageAds>
      </HallAd>
    </div>
  );
}
