import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Tweet } from '../../../schemas/wall';
import { useResourceLoad } from '../../ui/useResourceLoad';

const Column = styled.section`
  h2 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
  li { padding: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; }
  p { margin: 4px 0 0; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
`;

/** The tweets of the event's twitter_query (001 §2), 3 lines each; nothing when there are none. */
export function TweetColumn({ load }: { load: () => Promise<readonly Tweet[]> }) {
  const { t } = useTranslation();
  const { view } = useResourceLoad(load);
  if (view.status !== 'loaded' || view.value.length === 0) return null;
  return (
    <Column aria-labelledby="wall-tweets">
      <h2 id="wall-tweets">{t('wall.tweets')}</h2>
      <ul>
        {view.value.map((tweet) => (
          <li key={tweet.id}>
            <strong>{tweet.user}</strong> {tweet.handle && <span>@{tweet.handle}</span>}
            <p>{tweet.full_text}</p>
          </li>
        ))}
      </ul>
    </Column>
  );
}
