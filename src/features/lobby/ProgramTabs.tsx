import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { isOn, type EventConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import type { SignedInUser } from '../../../schemas/user';
import { useSavedItems } from '../../myEvent/MyEventProvider';
import { savedProgramItems } from '../../myEvent/savedProgramItems';
import { useNow } from '../../program/ClockProvider';
import { itemPath } from '../../program/itemPaths';
import { useProgram } from '../../program/store';
import { suggestedSessions } from '../../program/suggestedSessions';
import { LOBBY_LIST_SIZE, recentSessions, upcomingSessions } from './lobbyLists';
import { Tab, TabList } from '../../ui/Tabs';

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)};
  ul { list-style: none; margin: ${({ theme }) => theme.space(2)} 0 0; padding: 0; }
  li { padding: ${({ theme }) => theme.space(2)} 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;
const When = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

type TabId = 'upcoming' | 'itinerary' | 'recent' | 'suggested';

/** Saved items by start, those not yet ended first. */
const itineraryFirst = (saved: readonly ListedItem[], now: number) =>
  [...saved]
    .sort((a, b) => Number((a.end_time_unix ?? 0) <= now) - Number((b.end_time_unix ?? 0) <= now))
    .slice(0, LOBBY_LIST_SIZE);

/**
 * The lobby's program tabs (000 §2): Upcoming, My Itinerary (not for ghost users), Recent and Suggested (when
 * sessions are enabled for suggestions and one is suggested); My Itinerary first when the event says so.
 */
export function ProgramTabs({ user, settings }: { user: SignedInUser; settings: EventConfig }) {
  const { t, i18n } = useTranslation();
  const program = useProgram();
  const saved = useSavedItems();
  const now = useNow();
  const items = program.status === 'ready' ? program.snapshot.items : [];
  const viewer = {
    uuid: user.uuid,
    isAdmin: user.is_admin,
    sessionAccess: new Set(user.session_access_array),
  };
  const suggested = isOn(settings.suggested_entities_config?.sessions)
    ? suggestedSessions(items, user.tags, viewer, now)
    : [];
  const lists: Partial<Record<TabId, readonly ListedItem[]>> = {
    upcoming: upcomingSessions(items, now),
    ...(user.ghost
      ? {}
      : {
          itinerary: itineraryFirst(
            savedProgramItems(saved, items).map((s) => s.item),
            now,
          ),
        }),
    recent: recentSessions(items, now),
    ...(suggested.length > 0 ? { suggested } : {}),
  };
  const tabs = Object.keys(lists) as TabId[];
  const first: TabId = !user.ghost && isOn(settings.lobby_itinerary_default) ? 'itinerary' : 'upcoming';
  const [chosen, setChosen] = useState<TabId>(first);
  const tab = tabs.includes(chosen) ? chosen : 'upcoming';
  const timeZone = program.status === 'ready' ? program.snapshot.timezone : (settings.timezone ?? 'UTC');
  const when = (i: ListedItem) =>
    i.start_time_unix === undefined
      ? ''
      : new Intl.DateTimeFormat(i18n.language, {
          timeZone,
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
        }).format(i.start_time_unix);
  const list = lists[tab] ?? [];
  return (
    <Box aria-label={t('lobby.program')} data-testid="lobby-program" data-tab={tab}>
      <TabList role="tablist">
        {tabs.map((id) => (
          <Tab
            key={id}
            type="button"
            role="tab"
            id={`lobby-tab-${id}`}
            aria-selected={tab === id}
            $on={tab === id}
            onClick={() => setChosen(id)}
          >
            {t(`lobby.tabs.${id}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`lobby-tab-${tab}`}>
        {program.status === 'loading' ? <When>{t('common.loading')}</When> : null}
        {program.status === 'ready' && list.length === 0 ? (
          tab === 'itinerary' ? (
            <p>
              <Link href="/main/sessions">{t('myEvent.addItems')}</Link>
            </p>
          ) : (
            <When>{t('lobby.nothing')}</When>
          )
        ) : null}
        <ul>
          {list.map((i) => (
            <li key={i._id}>
              <Link href={itemPath(i)}>{i.title}</Link>
              <When>{when(i)}</When>
            </li>
          ))}
        </ul>
      </div>
    </Box>
  );
}
