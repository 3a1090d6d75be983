import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { EmbeddedVideo } from '../../ui/media/EmbeddedVideo';

type Media = ExhibitorDoc['media']['youtube'][number];

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
 * Calls `onStart` once when the video inside the element is started: a file plays (a media event, heard in the
 * capture phase since it does not bubble), its link is followed, or a host's player is clicked (the page loses
 * focus to the player's frame, whose own clicks the page cannot see).
 */
function useStarted(onStart: (() => void) | undefined) {
  const ref = useRef<HTMLLIElement>(null);
  const latest = useRef(onStart);
  latest.current = onStart;
  const on = onStart !== undefined;
  useEffect(() => {
    const item = ref.current;
    if (!on || !item) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      latest.current?.();
    };
    const onClick = (e: Event) => {
      if ((e.target as Element | null)?.closest('a')) start();
    };
    const onBlur = () =>
      setTimeout(() => {
        if (document.activeElement instanceof HTMLIFrameElement && item.contains(document.activeElement))
          start();
      }, 0);
    item.addEventListener('play', start, true);
    item.addEventListener('click', onClick);
    window.addEventListener('blur', onBlur);
    return () => {
      item.removeEventListener('play', start, true);
      item.removeEventListener('click', onClick);
      window.removeEventListener('blur', onBlur);
    };
  }, [on]);
  return ref;
}

function BoothVideo({ video, title, onStart }: { video: Media; title: string; onStart?: () => void }) {
  const ref = useStarted(onStart);
  return (
    <li ref={ref} data-testid="booth-video">
      <h3>{title}</h3>
      <EmbeddedVideo html={video.data.iframeHtml} url={video.data.url} title={title} />
    </li>
  );
}

/**
 * The booth's Videos (002 §2): each under its title ('Video N' when untitled), played from its embed code or
 * address (`EmbeddedVideo`: a known host's player, a file, or a link); `onStart` hears of a video with an
 * address started (for the exhibitor's leads).
 */
export function BoothVideos({
  videos,
  onStart,
}: {
  videos: ExhibitorDoc['media']['youtube'];
  /** A video with an address was started (its address). */
  onStart?: (url: string) => void;
}) {
  const { t } = useTranslation('exhibitors');
  if (videos.length === 0) return null;
  return (
    <Section aria-labelledby="booth-videos" data-testid="booth-videos">
      <h2 id="booth-videos">{t('exhibitors.videos')}</h2>
      <List>
        {videos.map((m, n) => {
          const title = m.data.title || t('exhibitors.videoN', { n: n + 1 });
          const url = m.data.url;
          return (
            <BoothVideo
              // biome-ignore lint/suspicious/noArrayIndexKey: a booth's videos keep their order; two may share an address
              key={n}
              video={m}
              title={title}
              {...(onStart && url ? { onStart: () => onStart(url) } : {})}
            />
          );
        })}
      </List>
    </Section>
  );
}
