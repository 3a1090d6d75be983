import type { SessionTimingView } from '../../../machines/sessionTiming.view';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';

export type VideoAccess =
  | { readonly kind: 'none' }
  | { readonly kind: 'notYet' }
  /** A live-stream-only pass in front of on-demand video (000 §6). */
  | { readonly kind: 'passNoAccess' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'play'; readonly source: 'onDemand' | 'live' };

/**
 * What the video area of an item shows. A live-stream-only pass plays the live channel's stream while it is
 * a live stream (15 minutes before start to 1 hour after the end) and nothing on demand; admins see all.
 * The server hands such a pass recordings without addresses and the stream only inside its window.
 */
export function videoAccess(
  item: SessionItem,
  user: Pick<SignedInUser, 'is_admin' | 'live_stream_only'>,
  view: Pick<SessionTimingView, 'isVideoAvailable' | 'isLiveStream' | 'showAvailabilityWarning'>,
): VideoAccess {
  const hasOnDemand = (item.video_links_array?.length ?? 0) > 0;
  const live = item.live_config_object?.session_video_url;
  if (user.live_stream_only && !user.is_admin) {
    if (live && view.isLiveStream) return { kind: 'play', source: 'live' };
    if (hasOnDemand || live || item.live_channel_id) return { kind: 'passNoAccess' };
  }
  if (!hasOnDemand && !live) return view.showAvailabilityWarning ? { kind: 'notYet' } : { kind: 'none' };
  if (!view.isVideoAvailable && !user.is_admin) return { kind: 'unavailable' };
  return { kind: 'play', source: hasOnDemand ? 'onDemand' : 'live' };
}
