import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { NameRules } from '../../people/names';
import type { SuggestedPerson } from '../../people/suggestedPeople';
import { FoldablePanel } from '../../ui/FoldablePanel';
import { AttendeeCard, CARD_MIN_WIDTH } from './AttendeeCard';

const Panel = styled(FoldablePanel)`
  background: ${({ theme }) => theme.colors.background};
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding: 0;
    list-style: none;
  }
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
  const { t } = useTranslation('people');
  return (
    <Panel
      title={t('participants.suggested')}
      hideLabel={t('participants.hideSuggestions')}
      showLabel={t('participants.showSuggestions')}
      testId="suggested-people"
    >
      {(id) => (
        <ol id={id}>
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
      )}
    </Panel>
  );
}
