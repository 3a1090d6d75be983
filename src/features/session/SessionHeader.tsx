import { useDisplayZone } from '../../myEvent/displayZone';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import type { SessionItem } from '../../../schemas/sessionItem';
import { entityOf } from '../../myEvent/entities';
import { ItemRating } from '../../myEvent/ItemRating';
import { SaveStar } from '../../myEvent/SaveStar';
import { searchListPath } from '../../program/itemPaths';
import { Button } from '../../ui/Button';
import { DrawerToggle } from '../../ui/Drawer';
import { Row, Tag, timeRange } from './parts';
import type { SessionPageView } from './sessionPage.view';
import { PageTitle } from '../../ui/PageTitle';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  img { max-width: 100%; max-height: 240px; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; }
`;

/** The top of the session page: back, the item's title with its star, room and time, tags, image and rating. */
export function SessionHeader({
  selected,
  view,
  timeZone,
  fromSearch,
  drawerOpen,
  onToggleDrawer,
}: {
  selected: SessionItem;
  view: SessionPageView;
  timeZone: string;
  fromSearch: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const shownZone = useDisplayZone(timeZone);
  const image = view.featureImage && <img src={view.featureImage} alt="" />;
  return (
    <Header>
      <Row>
        {fromSearch ? (
          <Button type="button" $variant="secondary" onClick={() => navigate(searchListPath(search))}>
            {t('session.backToSearch')}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => window.history.back()}>
            {t('session.back')}
          </Button>
        )}
        <DrawerToggle type="button" $variant="secondary" aria-expanded={drawerOpen} onClick={onToggleDrawer}>
          {t('session.presentations')}
        </DrawerToggle>
      </Row>
      <Row>
        <PageTitle page={selected.title} />
        <h1 dir="auto">{selected.title}</h1>
        <SaveStar {...entityOf(selected)} title={selected.title} />
      </Row>
      <Row>
        {view.roomName && <span>{view.roomName}</span>}
        <span>{timeRange(selected.start_time_unix, selected.end_time_unix, shownZone, i18n.language)}</span>
      </Row>
      <Row>
        {view.typeName && <Tag>{view.typeName}</Tag>}
        {view.trackName && <Tag>{view.trackName}</Tag>}
        {(selected.tags ?? []).map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Row>
      {image &&
        (view.featureLink ? (
          <a href={view.featureLink} target="_blank" rel="noreferrer">
            {image}
          </a>
        ) : (
          image
        ))}
      <ItemRating {...entityOf(selected)} />
    </Header>
  );
}
