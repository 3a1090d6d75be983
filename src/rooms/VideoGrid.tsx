import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RoomState } from '../../machines/call';

/** A room's page: its heading, status, videos and controls one under the other. */
export const RoomStage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
/** The buttons under a room's videos. */
export const RoomControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The videos of a room side by side, as many columns as fit (the call page's and the video rooms'). */
const Grid = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  figure {
    margin: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
  video {
    width: 100%;
    aspect-ratio: 4 / 3;
    background: #111;
    border-radius: ${({ theme }) => theme.radius};
    object-fit: cover;
  }
`;

/** A stream in a <video>: srcObject has no attribute, so it is set on the element. */
function StreamVideo({
  stream,
  label,
  caption,
  muted,
  children,
}: {
  stream: MediaStream;
  label: string;
  caption: string;
  muted: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <figure>
      <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} />
      {caption && <figcaption aria-hidden="true">{caption}</figcaption>}
      {children}
    </figure>
  );
}

/**
 * The videos of a room: each other participant's (named by `peer`: its label and caption), then the user's
 * own, muted. Shared by the call page and the video rooms; `controls` go under a participant's video.
 */
export function VideoGrid({
  room,
  peer,
  controls,
}: {
  room: RoomState;
  peer: (index: number) => { label: string; caption: string };
  controls?: (peerId: string, index: number) => ReactNode;
}) {
  const { t } = useTranslation('calls');
  return (
    <Grid>
      {room.remotes.map(({ peerId, stream }, i) => (
        <StreamVideo key={peerId} stream={stream as MediaStream} {...peer(i)} muted={false}>
          {controls?.(peerId, i)}
        </StreamVideo>
      ))}
      {room.local && (
        <StreamVideo
          stream={room.local as MediaStream}
          label={t('calls.ownVideo')}
          caption={t('calls.ownVideo')}
          muted
        />
      )}
    </Grid>
  );
}
