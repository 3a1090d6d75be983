import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { NameRules } from '../../people/names';
import type { SuggestedPerson } from '../../people/suggestedPeople';
import { Button } from '../../ui/Button';
import { AttendeeCard, CARD_MIN_WIDTH } from './AttendeeCard';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space(3)};
  h2 { margin: 0; font-size: 1.1rem; }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding: 0;
    list-style: none;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The top 3 people suggested to the user (000 §4, §9), above the directory; the user folds it away or opens it. */
export function SuggestedPeople({
  people,
  settings,
  rules,
  profilePath,
}: {
  people: readonly SuggestedPerson[];
  settings: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>;
  rules: NameRules;
  profilePath: (uuid: string) => string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Panel aria-labelledby="suggested-people" data-testid="suggested-people">
      <Head>
        <h2 id="suggested-people">{t('participants.suggested')}</h2>
        <Button
          type="button"
          $variant="link"
          aria-expanded={open}
          aria-controls="suggested-people-list"
          onClick={() => setOpen(!open)}
        >
          {open ? t('participants.hideSuggestions') : t('participants.showSuggestions')}
        </Button>
      </Head>
      {open ? (
        <ol id="suggested-people-list">
          {people.map(({ person, score }) => (
            <li key={person.uuid} data-score={Math.round(score)}>
              <AttendeeCard
                person={person}
                settings={settings}
                rules={rules}
                href={profilePath(person.uuid)}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}
