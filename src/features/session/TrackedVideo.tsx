import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import type { WatchReply } from '../../../schemas/watch';
import { creditCalls } from '../../api/creditCalls';
import { useCompletionProgress } from './completionProgress';
import { useClient } from '../../browser/clientContext';
import { entityOf } from '../../myEvent/entities';
import { Loading } from '../../ui/Loading';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { type AwarenessItem, AwarenessChecks } from './AwarenessChecks';
import { createPositionFeed } from './positionFeed';
import type { WatchBeat } from '../../ui/media/VideoPlayer';

// video.js loads with the first player shown, not with the program.
const VideoPlayer = lazy(() =>
  import('../../ui/media/VideoPlayer').then((m) => ({ default: m.VideoPlayer })),
);

const knownLength = (seconds: number | undefined) =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/**
 * An item's video with its watch tracking (001 §3, §7): heartbeats while it plays, 'Watched' when the server
 * counts it complete, and, for on-demand video with awareness_check_total_count, the awareness checks.
 */
export function TrackedVideo({
  item,
  user,
  kind,
  href,
  low,
  medium,
  poster,
  transcript,
  length: programLength,
  autoplay,
  onWatching,
}: {
  item: SessionItem;
  user: Pick<SignedInUser, 'uuid'>;
  /** ondemand: the item's recording; live: its live stream. */
  kind: 'ondemand' | 'live';
  href: string;
  low?: string | undefined;
  medium?: string | undefined;
  poster?: string | undefined;
  transcript?: string | undefined;
  /** The recording's length as the program gives it (s). */
  length?: number | undefined;
  autoplay: boolean;
  onWatching: (seconds: number) => void;
}) {
  const { api } = useClient();
  const calls = useMemo(() => creditCalls(api), [api]);
  const entity = entityOf(item);
  const [feed] = useState(createPositionFeed);
  const [length, setLength] = useState<number | null>(() => knownLength(programLength));
  const [counted, setCounted] = useState(false);
  const countedRef = useRef(false);
  const { advance } = useCompletionProgress();
  const watched = useResourceLoad<WatchReply | null>(() =>
    kind === 'ondemand' ? calls.watched(entity.type, entity.id, kind) : Promise.resolve(null),
  );
  const serverComplete =
    kind === 'ondemand' &&
    (counted || (watched.view.status === 'loaded' && watched.view.value?.complete === true));

  const onHeartbeat = (beat: WatchBeat) => {
    calls.heartbeat({ entity_type: entity.type, entity_id: entity.id, type: kind, ...beat }).then(
      (reply) => {
        if (reply.complete && !countedRef.current) {
          countedRef.current = true;
          setCounted(true);
          advance();
        }
      },
      () => undefined,
    );
  };
  const onTime = (position: number, playerLength: number) => {
    const found = knownLength(playerLength);
    if (found !== null) setLength((l) => l ?? found);
    feed.publish(position);
  };

  const config = item.live_config_object;
  const checks: AwarenessItem = {
    entity,
    seed: `${user.uuid}:${item._id}`,
    total: config?.awareness_check_total_count ?? 0,
    required: config?.awareness_check_pass_count ?? 0,
    startOffset: config?.awareness_check_start_offset ?? 0,
  };
  return (
    <>
      <Suspense fallback={<Loading />}>
        <VideoPlayer
          href={href}
          low={low}
          medium={medium}
          poster={poster}
          transcript={transcript}
          autoplay={autoplay}
          onWatching={onWatching}
          onHeartbeat={onHeartbeat}
          onTime={onTime}
          serverComplete={serverComplete}
        />
      </Suspense>
      {kind === 'ondemand' && checks.total > 0 && length !== null ? (
        <AwarenessChecks key={`${item._id}:${length}`} item={checks} length={length} feed={feed} />
      ) : null}
    </>
  );
}
