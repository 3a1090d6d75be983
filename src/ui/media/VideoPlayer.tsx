import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import { VIDEO } from '../../../schemas/constants';
import { Button } from '../Button';
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
import { heartbeatFields, PAUSED, type PlaybackMoment, paceHeartbeat } from './heartbeatPace';
import { safeLocal, saveProgress, useWatchedProgress } from './watchedProgress';

type Player = ReturnType<typeof videojs>;

/** A watch heartbeat of the player: where the video is, how long it played since the last one, its length. */
export type WatchBeat = ReturnType<typeof heartbeatFields>;

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
 * progress kept in localStorage. While it plays it paces watch heartbeats (heartbeatPace) and reports its position.
 */
export function VideoPlayer({
  href,
  low,
  medium,
  poster,
  transcript,
  autoplay = false,
  onWatching,
  onHeartbeat,
  onTime,
  serverComplete = false,
}: {
  /** Start by itself (after the pre-roll ad). */
  autoplay?: boolean;
  /** While the video plays, at most once a minute (001 §9 watching_video log throttle): where it is, in s. */
  onWatching?: (seconds: number) => void;
  /** Every 15 s of play, and when it pauses, ends or the player goes away (001 §9 heartbeat throttle). */
  onHeartbeat?: (beat: WatchBeat) => void;
  /** At each time update: the position and the length the player knows (s; NaN or Infinity when unknown). */
  onTime?: (position: number, length: number) => void;
  /** The server counts this video as watched (above 90 % covered). */
  serverComplete?: boolean;
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
  const report = useRef({ onWatching, onHeartbeat, onTime });
  report.current = { onWatching, onHeartbeat, onTime };

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
    let pace = PAUSED;
    const pass = (type: PlaybackMoment['type']) => {
      const step = paceHeartbeat(pace, { type, at: Date.now() });
      pace = step.pace;
      if (step.beat !== null)
        report.current.onHeartbeat?.(
          heartbeatFields(player.currentTime() ?? 0, step.beat, player.duration() ?? Number.NaN),
        );
    };
    player.on('playing', () => pass('play'));
    player.on('pause', () => pass('pause'));
    player.on('ended', () => pass('ended'));
    let lastSaved = 0;
    let lastLogged = Number.NEGATIVE_INFINITY;
    player.on('timeupdate', () => {
      const time = player.currentTime() ?? 0;
      pass('tick');
      report.current.onTime?.(time, player.duration() ?? Number.NaN);
      if (!player.paused() && Date.now() - lastLogged >= VIDEO.WATCHING_LOG_THROTTLE) {
        lastLogged = Date.now();
        report.current.onWatching?.(Math.floor(time));
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
      // Leaving the page while the video plays counts its last seconds.
      pass('pause');
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
      data-server-complete={serverComplete ? 'true' : 'false'}
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
        {(progress?.complete || serverComplete) && (
          <span data-testid="video-watched">{t('session.watched')}</span>
        )}
      </Controls>
    </div>
  );
}
