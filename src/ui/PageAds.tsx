import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { LAYOUT } from '../../schemas/constants';
import type { EventConfig } from '../../schemas/eventConfig';
import { AdSlot } from './AdSlot';
import { adsAt } from './adPlacements';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
/** The content beside the skyscraper from the wide breakpoint; the skyscraper under it on smaller screens. */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: ${LAYOUT.BREAKPOINT_WIDE}px) {
    grid-template-columns: minmax(0, 1fr) 180px;
  }
`;

/**
 * A page's content with the ads of its page type (001 §3 Ad: `ads_by_location.<page>` with leaderboard,
 * skyscraper and tile): the leaderboard above it, the skyscraper beside it, the tile after it. Each slot shows
 * only when configured; with none, the content alone.
 */
export function PageAds({
  settings,
  page,
  children,
}: {
  settings: EventConfig;
  page: string;
  children: ReactNode;
}) {
  const hasSkyscraper = useMemo(() => adsAt(settings, page, 'skyscraper').length > 0, [settings, page]);
  return (
    <Stack>
      <AdSlot settings={settings} page={page} slot="leaderboard" />
      {hasSkyscraper ? (
        <Beside>
          <div>{children}</div>
          <AdSlot settings={settings} page={page} slot="skyscraper" />
        </Beside>
      ) : (
        children
      )}
      <AdSlot settings={settings} page={page} slot="tile" />
    </Stack>
  );
}
