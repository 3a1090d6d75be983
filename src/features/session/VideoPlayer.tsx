import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import { VIDEO } from '../../../schemas/constants';
import { Button } from '../../ui/Button';
import {
  captionTracks,
  nextProgress,
  PLAYBACK_RATES,
  QUALITIES,
  type Quality,
  qualitySources,
  readProgress,
  SEEK_STEP_S,
} from './videoSources';
import { safeLocal, saveProgress, useWatchedProgress } from './watchedProgress';

type Player = ReturnType<typeof videojs>;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(2)};
`;

const SAVE_EVERY_S = 5;

/**
 * The session video on video.js: the <video-js> element is created here (not by React) and disposed on
 * unmount. Qualities High, Medium, Low; rates 0.5 to 2; 10 s back and forward; captions of the transcript;
 * progress kept in localStorage.
 */
export function VideoPlayer({
  href,
  low,
  medium,
  poster,
  transcript,
  autoplay = false,
  onWatching,
}: {
  /** Start by itself (after the pre-roll ad). */
  autoplay?: boolean;
  /** While the video plays, at most once a minute (001 §9 watching_video log throttle): where it is, in s. */
  onWatching?: (seconds: number) => void;
  href: string;
  low?: string | undefined;
  medium?: string | undefined;
  poster?: string | undefined;
  transcript?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player | null>(null);
  const [quality, setQuality] = useState<Quality>('high');
  const progress = useWatchedProgress(href);
  const sources = qualitySources(href, { low, medium });
  const watching = useRef(onWatching);
  watching.current = onWatching;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the player is built once per video address
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const videoEl = document.createElement('video-js');
    videoEl.classList.add('vjs-big-play-centered');
    el.appendChild(videoEl);
    const player = videojs(videoEl, {
      controls: true,
      fluid: true,
      preload: 'auto',
      autoplay,
      playbackRates: [...PLAYBACK_RATES],
      ...(poster ? { poster } : {}),
      sources: [{ src: href, type: 'video/mp4' }],
    });
    playerRef.current = player;
    const storage = safeLocal();
    const saved = readProgress(storage, href);
    player.one('loadedmetadata', () => {
      if (saved && !saved.complete && saved.time > 0) player.currentTime(saved.time);
    });
    let lastSaved = 0;
    let lastLogged = Number.NEGATIVE_INFINITY;
    player.on('timeupdate', () => {
      const time = player.currentTime() ?? 0;
      if (!player.paused() && Date.now() - lastLogged >= VIDEO.WATCHING_LOG_THROTTLE) {
        lastLogged = Date.now();
        watching.current?.(Math.floor(time));
      }
      const duration = player.duration() ?? 0;
      if (Math.abs(time - lastSaved) < SAVE_EVERY_S && !(duration > 0 && time / duration > 0.9)) return;
      lastSaved = time;
      const next = nextProgress(readProgress(storage, href), time, duration);
      saveProgress(href, next);
    });
    let cancelled = false;
    if (transcript) {
      const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
      fetch(transcript)
        .then((r) => (r.ok ? r.json() : null))
        .then((doc: unknown) => {
          if (cancelled) return;
          for (const track of captionTracks(doc, (c) => names.of(c) ?? c)) {
            player.addRemoteTextTrack({ kind: 'captions', ...track }, false);
          }
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      player.dispose();
      playerRef.current = null;
    };
  }, [href]);

  const choose = (q: Quality) => {
    const player = playerRef.current;
    setQuality(q);
    if (!player) return;
    const at = player.currentTime() ?? 0;
    const paused = player.paused();
    player.src({ src: sources[q], type: 'video/mp4' });
    player.one('loadedmetadata', () => {
      player.currentTime(at);
      if (!paused) void player.play();
    });
  };
  const seek = (delta: number) => {
    const player = playerRef.current;
    if (!player) return;
    const duration = player.duration() ?? Number.POSITIVE_INFINITY;
    player.currentTime(Math.min(Math.max(0, (player.currentTime() ?? 0) + delta), duration));
  };

  return (
    <div
      data-testid="video-player"
      data-autoplay={autoplay ? 'true' : 'false'}
      data-complete={progress?.complete ? 'true' : 'false'}
    >
      <div ref={holder} data-vjs-player />
      <Controls>
        <Button type="button" $variant="secondary" onClick={() => seek(-SEEK_STEP_S)}>
          {t('session.back10')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => seek(SEEK_STEP_S)}>
          {t('session.forward10')}
        </Button>
        <span>{t('session.quality')}:</span>
        {QUALITIES.map((q) => (
          <Button
            key={q}
            type="button"
            $variant={quality === q ? 'primary' : 'secondary'}
            aria-pressed={quality === q}
            onClick={() => choose(q)}
          >
            {t(`session.qualities.${q}`)}
          </Button>
        ))}
        {progress?.complete && <span>{t('session.watched')}</span>}
      </Controls>
    </div>
  );
}
