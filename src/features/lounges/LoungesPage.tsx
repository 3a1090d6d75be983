import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { LoungeRoom, LoungesReply } from '../../../schemas/lounge';
import type { SignedInUser } from '../../../schemas/user';
import type { PresenceCounts } from '../../realtime/presenceCounts';
import { AdSlot } from '../../ui/AdSlot';
import { Alert } from '../../ui/Alert';
import { DrawerToggle } from '../../ui/Drawer';
import { FilterLayout } from '../../ui/FilterLayout';
import { PageTitle } from '../../ui/PageTitle';
import { LoungeAd } from './LoungeAd';
import { LoungeCard } from './LoungeCard';
import { LoungeFilters } from './LoungeFilters';
import { LoungePlay } from './LoungePlay';
import { filterLounges, NO_FILTER } from './loungeFilters';
import { useLounge } from './useLounge';

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  > p { margin: 0; }
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

export interface LoungesPageProps {
  reply: LoungesReply;
  user: SignedInUser;
  settings: EventConfig;
  now: number;
  counts: PresenceCounts;
  /** Said above the rooms (why the user is back from a room), or nothing. */
  notice?: ReactNode;
  /** The video room of a room the user is in; `onLeave` when the user leaves it from the room's own controls. */
  renderRoom: (room: LoungeRoom, onLeave: () => void) => ReactNode;
}

/**
 * The networking lounges at /main/social_lounge (001 §2): the cards with their filter, banner ads and header
 * text; a room's sponsor video (PlayAd); the room itself (Play). The lounge machine decides which shows.
 */
export function LoungesPage({ reply, user, settings, now, counts, notice, renderRoom }: LoungesPageProps) {
  const { t } = useTranslation('lounges');
  const { view, send } = useLounge({
    rooms: reply.rooms,
    isAdmin: user.is_admin,
    limitedAccess: user.limited_access_attendee,
    now,
    counts,
  });
  const [filter, setFilter] = useState(NO_FILTER);
  const [drawer, setDrawer] = useState(false);
  const title = t('lounges.title');
  const roomOf = (id: string | null) => reply.rooms.find((r) => r.id === id) ?? null;
  const join = (id: string) => send({ type: 'ROOM.JOIN', room: id });
  const back = () => send({ type: 'ROOM.BACK' });
  const current = roomOf(view.roomId);
  const cards = view.cards.flatMap((card) => {
    const room = roomOf(card.id);
    return room ? [{ room, card }] : [];
  });

  if (view.state === 'playAd' && current) {
    return (
      <div data-testid="lounges-page" data-state={view.state}>
        <PageTitle page={`${current.label} · ${title}`} />
        <LoungeAd
          room={current}
          showSkip={view.showSkipAd}
          onEnd={() => send({ type: 'AD.END' })}
          onSkip={() => send({ type: 'AD.SKIP' })}
          onBack={back}
        />
      </div>
    );
  }
  if (view.state === 'play' && current) {
    return (
      <div data-testid="lounges-page" data-state={view.state}>
        <LoungePlay
          room={current}
          participants={cards.find((c) => c.room.id === current.id)?.card.participants ?? 0}
          others={cards.filter((c) => c.room.id !== current.id)}
          onBack={back}
          onJoin={join}
        >
          {renderRoom(current, back)}
        </LoungePlay>
      </div>
    );
  }
  const shown = new Set(filterLounges(reply.rooms, filter, reply.time_zone).map((r) => r.id));
  const visible = cards.filter((c) => shown.has(c.room.id));
  return (
    <FilterLayout data-testid="lounges-page" data-state={view.state}>
      <PageTitle page={title} />
      <LoungeFilters reply={reply} filter={filter} open={drawer} onChange={setFilter} />
      <Main>
        <h1>{title}</h1>
        {notice && (
          <Alert tone="error">
            <p>{notice}</p>
          </Alert>
        )}
        <DrawerToggle
          type="button"
          $variant="secondary"
          aria-expanded={drawer}
          onClick={() => setDrawer(!drawer)}
        >
          {t('lounges.filters')}
        </DrawerToggle>
        {reply.header_text && <p data-testid="lounge-header">{reply.header_text}</p>}
        <AdSlot settings={settings} page="lounge" slot="leaderboard" />
        {visible.length === 0 ? (
          <p>{t('lounges.noResults')}</p>
        ) : (
          <Grid>
            {visible.map(({ room, card }) => (
              <LoungeCard
                key={room.id}
                room={room}
                card={card}
                timeZone={reply.time_zone}
                counts={counts}
                onJoin={() => join(room.id)}
              />
            ))}
          </Grid>
        )}
      </Main>
    </FilterLayout>
  );
}
