import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { EmbeddedVideo } from '../../ui/media/EmbeddedVideo';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  padding: 0;
  margin: 0;
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; }
`;

/**
 * The booth's Videos (002 §2): each under its title ('Video N' when untitled), played from its embed code or
 * address (`EmbeddedVideo`: a known host's player, a file, or a link).
 */
export function BoothVideos({ videos }: { videos: ExhibitorDoc['media']['youtube'] }) {
  const { t } = useTranslation('exhibitors');
  if (videos.length === 0) return null;
  return (
    <Section aria-labelledby="booth-videos" data-testid="booth-videos">
      <h2 id="booth-videos">{t('exhibitors.videos')}</h2>
      <List>
        {videos.map((m, n) => {
          const title = m.data.title || t('exhibitors.videoN', { n: n + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a booth's videos keep their order; two may share an address
            <li key={n} data-testid="booth-video">
              <h3>{title}</h3>
              <EmbeddedVideo html={m.data.iframeHtml} url={m.data.url} title={title} />
            </li>
          );
        })}
      </List>
    </Section>
  );
}
