import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { SEARCH } from '../../../schemas/constants';
import { fullName, type ParticipantIndex, searchParticipants } from '../../people/participantSearch';
import { Avatar } from '../../ui/Avatar';
import { chatPathOf } from '../../chat/chatPaths';
import { useDebounced } from '../../ui/useDebounced';
import { VirtualGrid } from '../../ui/VirtualGrid';
import { useTranslation } from 'react-i18next';

const Search = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;
const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: ${SEARCH.PARTICIPANT_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.primaryLight}; }
  > span:not([aria-hidden]) { display: flex; flex-direction: column; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The Participants tab: the people search (500 ms after the last key) over everyone who takes messages, in a
 * virtualised list of 76 px rows with a window of 9. A row links to the chat with that person.
 */
export function ParticipantList({ index }: { index: ParticipantIndex }) {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const settled = useDebounced(query, SEARCH.DEBOUNCE);
  const results = useMemo(() => searchParticipants(index, settled), [index, settled]);
  return (
    <div data-testid="participant-list" data-count={results.length}>
      <Search
        type="search"
        aria-label={t('chat.search')}
        placeholder={t('chat.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results.length === 0 ? (
        <Empty role="status">{t('chat.noResults', { query: settled.trim() })}</Empty>
      ) : (
        <VirtualGrid
          count={results.length}
          rowHeight={SEARCH.PARTICIPANT_ROW_HEIGHT}
          pageSize={SEARCH.PARTICIPANT_PAGE_SIZE}
          maxHeight="60vh"
          itemKey={(i) => results[i]?.uuid ?? String(i)}
          renderItem={(i) => {
            const p = results[i];
            return p ? (
              <Row href={chatPathOf(p.uuid)} data-testid="participant">
                <Avatar name={fullName(p)} picture={p.Picture} size={44} />
                <span>
                  <strong>{fullName(p)}</strong>
                  {p.Company ? <small>{p.Company}</small> : null}
                </span>
              </Row>
            ) : null;
          }}
        />
      )}
    </div>
  );
}
