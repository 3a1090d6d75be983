import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LobbyVideo } from '../../../schemas/eventConfig';

const Player = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h3 { margin: 0; font-size: 1rem; }
`;
const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
  span {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: rgb(0 0 0 / 65%);
    color: #fff;
    display: grid;
    place-items: center;
    font-size: 1.25rem;
  }
`;

/** A lobby video in the browser's own player, with its English captions when it has them. */
function Video({ video, autoPlay = false }: { video: LobbyVideo; autoPlay?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  // A player that replaced its Play button takes the focus the button had.
  useEffect(() => {
    if (autoPlay) ref.current?.focus();
  }, [autoPlay]);
  return (
    <Player
      ref={ref}
      controls
      preload="metadata"
      src={video.url}
      poster={video.poster}
      autoPlay={autoPlay}
      aria-label={video.title}
      data-testid="lobby-video-player"
    >
      {video.captions ? (
        <track kind="captions" src={video.captions} srcLang="en" label={t('lobby.captions')} default />
      ) : null}
    </Player>
  );
}

/** The lobby's own video (000 §2 'optional video'): its title and the player. */
export function MainVideo({ video }: { video: LobbyVideo }) {
  return (
    <Section aria-labelledby="lobby-video" data-testid="lobby-video">
      <h2 id="lobby-video">{video.title}</h2>
      {video.description ? <p>{video.description}</p> : null}
      <Video video={video} />
    </Section>
  );
}

/**
 * The featured videos (000 §2): a card each, its poster with a Play button; playing one puts its player in
 * place of the poster (one at a time), so the lobby loads no video before someone asks for it.
 */
export function FeaturedVideos({ videos }: { videos: readonly LobbyVideo[] }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<number | null>(null);
  if (videos.length === 0) return null;
  return (
    <Section aria-labelledby="lobby-featured" data-testid="lobby-featured">
      <h2 id="lobby-featured">{t('lobby.featured')}</h2>
      <Grid>
        {videos.map((video, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the configured list does not change while shown
          <Card key={`${video.url}-${i}`} data-testid="lobby-featured-video">
            {playing === i ? (
              <Video video={video} autoPlay />
            ) : (
              <Thumb
                type="button"
                aria-label={t('lobby.play', { title: video.title })}
                onClick={() => setPlaying(i)}
              >
                {video.poster ? <img src={video.poster} alt="" /> : null}
                <span aria-hidden="true">▶</span>
              </Thumb>
            )}
            <h3>{video.title}</h3>
            {video.description ? <p>{video.description}</p> : null}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

/** The standard lobby's videos: the event's own, then the featured ones. */
export function LobbyMedia({
  video,
  featured,
}: {
  video: LobbyVideo | null;
  featured: readonly LobbyVideo[];
}) {
  return (
    <>
      {video ? <MainVideo video={video} /> : null}
      <FeaturedVideos videos={featured} />
    </>
  );
}
