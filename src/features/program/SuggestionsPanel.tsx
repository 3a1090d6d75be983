import { useDisplayZone } from '../../myEvent/displayZone';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ListedItem } from '../../../schemas/program';
import { itemPath } from '../../program/itemPaths';
import { FoldablePanel } from '../../ui/FoldablePanel';
import { formatRange } from './format';

const Panel = styled(FoldablePanel)`
  background: ${({ theme }) => theme.colors.surface};
  ol { margin: ${({ theme }) => theme.space(2)} 0 0; padding-inline-start: ${({ theme }) => theme.space(5)}; }
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The suggested sessions above the program list; the user folds it away or opens it again. */
export function SuggestionsPanel({
  sessions,
  timeZone,
}: {
  sessions: readonly ListedItem[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const shownZone = useDisplayZone(timeZone);
  return (
    <Panel
      title={t('program.suggested')}
      hideLabel={t('program.hideSuggestions')}
      showLabel={t('program.showSuggestions')}
      testId="suggestions"
    >
      {(id) => (
        <ol id={id}>
          {sessions.map((s) => (
            <li key={s._id}>
              <Link href={itemPath(s)}>{s.title}</Link>
              {s.start_time_unix !== undefined ? (
                <Muted> · {formatRange(s.start_time_unix, s.end_time_unix, shownZone, i18n.language)}</Muted>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
