import { useDisplayZone } from '../../myEvent/displayZone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ListedItem } from '../../../schemas/program';
import { itemPath } from '../../program/itemPaths';
import { Button } from '../../ui/Button';
import { formatRange } from './format';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)};
  h2 { margin: 0; font-size: 1.05rem; }
  ol { margin: ${({ theme }) => theme.space(2)} 0 0; padding-inline-start: ${({ theme }) => theme.space(5)}; }
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
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
  const [open, setOpen] = useState(true);
  const shownZone = useDisplayZone(timeZone);
  return (
    <Panel aria-labelledby="suggested-heading" data-testid="suggestions">
      <Head>
        <h2 id="suggested-heading">{t('program.suggested')}</h2>
        <Button
          type="button"
          $variant="link"
          aria-expanded={open}
          aria-controls="suggested-list"
          onClick={() => setOpen(!open)}
        >
          {open ? t('program.hideSuggestions') : t('program.showSuggestions')}
        </Button>
      </Head>
      {open ? (
        <ol id="suggested-list">
          {sessions.map((s) => (
            <li key={s._id}>
              <Link href={itemPath(s)}>{s.title}</Link>
              {s.start_time_unix !== undefined ? (
                <Muted> · {formatRange(s.start_time_unix, s.end_time_unix, shownZone, i18n.language)}</Muted>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}
